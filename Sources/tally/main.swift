import TallyCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

TallyCommandLine.prepareProcess()
exit(await TallyCommandLine.run(Array(CommandLine.arguments.dropFirst())))
