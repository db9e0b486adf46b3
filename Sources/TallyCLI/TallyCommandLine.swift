import TallyTerminal

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
        ("0", "the work ran to its end"), ("2", "a bad argument (one line on stderr names it)"),
        ("130", "interrupted (Ctrl-C, SIGTERM or SIGHUP); the terminal is restored"),
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

    /// Runs `tally` with `arguments` (without the program name).
    ///
    /// - Returns: The exit status: 0, 2 for bad input, 130 when interrupted.
    public static func run(_ arguments: [String]) async -> Int32 {
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
