import TallyTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tally` command: reads the arguments, runs a command, and returns
/// the exit status.
///
/// ```swift
/// let status = await TallyCommandLine.run(["count", "0", "100", "--frames", "10"])
/// // prints 11 JSON lines, status == 0
/// ```
public enum TallyCommandLine {
    /// Every command, in the order `tally --help` lists them: adding a
    /// command is adding its type here.
    static let commands: [any Command.Type] = [
        CountCommand.self, RollCommand.self, FollowCommand.self, TimerCommand.self, StopwatchCommand.self,
        CountdownCommand.self, CooldownCommand.self, DemoCommand.self, CompletionsCommand.self, ManualCommand.self,
    ]

    /// The exit statuses, as `tally --help` and the manual page list them.
    static let exitStatuses = [
        ("0", "the work ran to its end"),
        ("1", "timer: the --exec command failed; cooldown --start/--status: still cooling"),
        ("2", "a bad argument or input (one line on stderr names it)"),
        ("74", "the output could not be written: closed, full or failing (one line on stderr says why)"),
        ("130", "interrupted (Ctrl-C, q, SIGINT, SIGTERM or SIGHUP); the terminal is restored"),
        ("141", "the reader of the output left (ended by SIGPIPE, as a shell reports it)"),
    ]

    static var usage: String {
        let rows = commands.map { command in
            (command.name + (command.operands.isEmpty ? "" : " \(command.operands)"), command.abstract)
        }
        return """
            tally \(TallyVersion.current): numbers in motion, in your terminal.

            USAGE: tally <command> [arguments]

            COMMANDS:
            \(HelpText.rows(rows, column: 20))

            Run 'tally <command> --help' or 'tally help <command>' for a command's
            options, 'tally --version' for the version, 'man tally' (once installed)
            or 'tally manual | man -l -' for the manual.

            EXIT STATUS:
            \(HelpText.rows(exitStatuses, column: 7))
            """
    }

    /// Makes the process ready to run a command, once, before ``run(_:)``:
    /// closed standard streams opened on /dev/null, SIGPIPE's default
    /// action back and a reader that leaves noticed at once (either ends
    /// tally, however the parent set SIGPIPE), and SIGINT, SIGTERM and SIGHUP ending with status 130 wherever
    /// tally is not full screen (which catches them itself).
    ///
    /// ```swift
    /// TallyCommandLine.prepareProcess()
    /// exit(await TallyCommandLine.run(Array(CommandLine.arguments.dropFirst())))
    /// ```
    public static func prepareProcess() {
        StandardStreams.prepare()
        signal(SIGPIPE, SIG_DFL)
        ReaderWatch.start()
        Interrupts.exitOnInterrupt(status: ExitStatus.interrupted)
    }

    /// Runs `tally` with `arguments` (without the program name).
    ///
    /// - Returns: The exit status: 0, 2 for bad input, 74 when the output
    ///   cannot be written, 130 when interrupted (a command's own, as
    ///   `cooldown --start`'s 1, besides).
    public static func run(_ arguments: [String]) async -> Int32 {
        let status = await runCommand(arguments)
        // A command that ends with 74 has told why itself.
        guard status != ExitStatus.outputFailed, let failure = StandardStreams.outputFailure else {
            return status
        }
        FileOutput.standardError.write("tally: cannot write to standard output (\(failure))\n")
        return status == ExitStatus.success ? ExitStatus.outputFailed : status
    }

    private static func runCommand(_ arguments: [String]) async -> Int32 {
        let name = arguments.first ?? ""
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            if let command = commands.first(where: { $0.name == name }) {
                return try await command.run(rest)
            }
            switch name {
            case "help" where !rest.isEmpty && rest[0] != "help":
                return await run([rest[0], "--help"])
            case "--help", "-h", "help":
                FileOutput.standardOutput.write(usage + "\n")
                return ExitStatus.success
            case "--version", "version":
                FileOutput.standardOutput.write("tally \(TallyVersion.current)\n")
                return ExitStatus.success
            case "":
                throw UsageError("no command given (try 'tally --help')")
            default:
                throw UsageError("unknown command '\(name)' (try 'tally --help')")
            }
        } catch {
            FileOutput.standardError.write("tally: \(error.message)\n")
            return ExitStatus.usage
        }
    }
}
