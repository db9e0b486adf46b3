import TallyTerminal

/// `tally manual`: prints the manual page `tally(1)` in roff, made from the
/// declarations that make every `--help`.
///
/// ```swift
/// let status = await TallyCommandLine.run(["manual"])
/// // prints ".\\\" tally(1), written by 'tally manual' …\n.TH TALLY 1 …", status == 0
/// // $ tally manual | man -l -
/// ```
struct ManualCommand: Command {
    static let name = "manual"
    static let operands = ""
    static let abstract = "the manual page tally(1), in roff: tally manual | man -l -"
    static let maximumOperandCount = 0
    static let discussion = """
        Prints the manual page tally(1) in roff, made from the declarations that
        make every --help: a section per command with its usage, options and
        examples. 'make install' installs it, so that 'man tally' shows it; without
        installing, read it with 'tally manual | man -l -'.
        """
    static let options: [OptionSpec] = []
    static let examples = ["tally manual | man -l -", "tally manual > tally.1"]

    init(_ parsed: ParsedArguments) throws(UsageError) {}

    func run() async throws(UsageError) -> Int32 {
        FileOutput.standardOutput.write(
            ManPage.render(commands: TallyCommandLine.commands, version: TallyVersion.current))
        return ExitStatus.success
    }
}
