import TallyTerminal

/// The `tally` command: reads the arguments, runs a command, and returns
/// the exit status.
///
/// ```swift
/// let status = await TallyCommandLine.run(["count", "0", "100", "--frames", "10"])
/// // prints 11 JSON lines, status == 0
/// ```
public enum TallyCommandLine {
    static let usage = """
        tally \(TallyVersion.current): numbers in motion, in your terminal.

        USAGE: tally <command> [arguments]

        COMMANDS:
          count FROM TO     count from FROM to TO with easing and number formatting
          roll FROM TO      an odometer: digit columns roll from FROM to TO
          timer DURATION    a countdown timer in big digits (keys: space, r, +, -, q)
          countdown [N]     "3, 2, 1": numerals that zoom in and fade in
          cooldown          a "resend code in 59s" button that survives relaunch
          demo              a short tour of what Tally does

        Run 'tally <command> --help' or 'tally help <command>' for a command's
        options, 'tally --version' for the version.

        EXIT STATUS:
          0    the work ran to its end
          2    a bad argument (one line on stderr names it)
          130  interrupted (Ctrl-C, SIGTERM or SIGHUP); the terminal is restored
        """

    /// Runs `tally` with `arguments` (without the program name).
    ///
    /// - Returns: The exit status: 0, 2 for bad input, 130 when interrupted.
    public static func run(_ arguments: [String]) async -> Int32 {
        let command = arguments.first ?? ""
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            switch command {
            case "count":
                return try await CountCommand.run(rest)
            case "roll":
                return try await RollCommand.run(rest)
            case "countdown":
                return try await CountdownCommand.run(rest)
            case "cooldown":
                return try await CooldownCommand.run(rest)
            case "timer":
                return try await TimerCommand.run(rest)
            case "demo":
                return try await DemoCommand.run(rest)
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
                throw UsageError("unknown command '\(command)' (try 'tally --help')")
            }
        } catch {
            FileOutput.standardError.write("tally: \(error.message)\n")
            return ExitStatus.usage
        }
    }
}
