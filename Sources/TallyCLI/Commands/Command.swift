import TallyTerminal

/// One `tally` command, declared: its name, what it does, its options, and
/// how it runs. Adding a command is adding one such type to
/// ``TallyCommandLine/commands``; its `--help`, its line in `tally --help`
/// and its parsing all come from these declarations.
///
/// `run(_:)` does what every command shares: it reads the options, answers
/// `--help`, and refuses operands past ``maximumOperandCount``; the
/// command's `init` reads the rest.
protocol Command: Sendable {
    /// The word after `tally`, e.g. `count`.
    static var name: String { get }
    /// Its operands as usage shows them, e.g. `FROM TO` or `[N]`.
    static var operands: String { get }
    /// How a shell completes its operands; by default it does not.
    static var operandCompletion: OptionSpec.Completion { get }
    /// What it does, in one line of `tally --help`.
    static var abstract: String { get }
    /// Usage lines after `tally`; by default `name operands [options]`
    /// (`[options]` only when it declares some).
    static var synopsis: [String] { get }
    /// What it does, in full, for its `--help`.
    static var discussion: String { get }
    /// Sections of its `--help` before the options, such as KEYS.
    static var sections: [HelpText.Section] { get }
    /// Every option it takes, declared once.
    static var options: [OptionSpec] { get }
    /// A closing paragraph of its `--help`, after the options.
    static var footer: String? { get }
    /// Command lines to try.
    static var examples: [String] { get }
    /// How many operands it takes at most.
    static var maximumOperandCount: Int { get }

    init(_ parsed: ParsedArguments) throws(UsageError)

    /// Does the work; returns the exit status.
    func run() async throws(UsageError) -> Int32
}

extension Command {
    static var synopsis: [String] {
        ["tally \(name)" + (operands.isEmpty ? "" : " \(operands)") + (options.isEmpty ? "" : " [options]")]
    }
    static var sections: [HelpText.Section] { [] }
    static var operandCompletion: OptionSpec.Completion { .text }
    static var footer: String? { nil }
    static var examples: [String] { [] }

    /// The text `--help` prints, made from the declarations; an option a
    /// section shows (such as FOR SCRIPTS) is not listed again.
    static var help: String {
        let shown = Set(sections.flatMap { $0.rows.map(\.0) })
        return HelpText.render(
            usage: synopsis, discussion: discussion, sections: sections,
            options: options.filter { !shown.contains($0.helpRow.0) }, examples: examples, footer: footer)
    }

    /// Reads `arguments` (the tokens after the command's name) and runs the
    /// command, or prints its help for `--help`.
    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, options: options, command: "tally \(name)")
        if parsed.has("help") {
            FileOutput.standardOutput.write(help + "\n")
            return ExitStatus.success
        }
        if parsed.operands.count > maximumOperandCount {
            throw UsageError(
                "unexpected argument '\(parsed.operands[maximumOperandCount])' (see 'tally \(name) --help')")
        }
        return try await Self(parsed).run()
    }
}
