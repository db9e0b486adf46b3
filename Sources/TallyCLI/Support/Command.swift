import TallyTerminal

/// One `tally` command: the options it accepts, how it reads them, and what
/// it does.
///
/// `run(_:)` does what every command shares: it reads the options, answers
/// `--help` with ``usage``, and refuses operands past
/// ``maximumOperandCount``; the command's `init` reads the rest.
protocol Command {
    /// The word after `tally`, e.g. `count`.
    static var name: String { get }
    /// The text `--help` prints.
    static var usage: String { get }
    /// Options that take a value, without the dashes.
    static var valued: Set<String> { get }
    /// Options that take none, without the dashes.
    static var switches: Set<String> { get }
    /// How many operands the command takes at most.
    static var maximumOperandCount: Int { get }

    init(_ parsed: ParsedArguments) throws(UsageError)

    /// Does the work; returns the exit status.
    func run() async throws(UsageError) -> Int32
}

extension Command {
    /// Reads `arguments` (the tokens after the command's name) and runs the
    /// command, or prints the usage for `--help`.
    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: valued, switches: switches, command: "tally \(name)")
        if parsed.has("help") {
            FileOutput.standardOutput.write(usage + "\n")
            return ExitStatus.success
        }
        if parsed.operands.count > maximumOperandCount {
            throw UsageError(
                "unexpected argument '\(parsed.operands[maximumOperandCount])' (see 'tally \(name) --help')")
        }
        return try await Self(parsed).run()
    }
}
