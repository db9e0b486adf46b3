/// What a shell completes on a `tally` command line, read from the same
/// declarations as the parser and `--help`: the commands (and `help`), and
/// for each its options, how each option's value completes, and how its
/// operands complete.
///
/// The completion scripts (``BashCompletionScript``, ``ZshCompletionScript``,
/// ``FishCompletionScript``) are written from this alone, so a new option or
/// command completes as soon as it is declared.
///
/// ```swift
/// let completion = ShellCompletion(commands: TallyCommandLine.commands)
/// completion.entries.map(\.name)  // ["count", "roll", …, "manual", "help"]
/// completion.entries[0].options.map(\.name)  // ["duration", "easing", …, "help"]
/// ```
struct ShellCompletion: Sendable {
    /// One word after `tally` and what may follow it.
    struct Entry: Sendable {
        /// The command's name, e.g. `count`.
        let name: String
        /// Its line in `tally --help`.
        let abstract: String
        /// Its operands as usage shows them, e.g. `FROM TO`; empty for none.
        let operands: String
        /// Whether it takes operands at all.
        let takesOperands: Bool
        /// How its operands complete.
        let operandCompletion: OptionSpec.Completion
        /// Every option it parses, `--help` last.
        let options: [OptionSpec]
    }

    /// `--help` (and `-h`), which every command and `tally` itself take.
    static let help = OptionSpec(name: "help", valueName: nil, help: "show this help")
    /// `--version`, which only `tally` itself takes.
    static let version = OptionSpec(name: "version", valueName: nil, help: "print the version")

    /// The commands, in `tally --help`'s order, then `help COMMAND`.
    let entries: [Entry]
    /// The options `tally` takes before a command.
    let topLevelOptions = [ShellCompletion.help, ShellCompletion.version]

    init(commands: [any Command.Type]) {
        var entries = commands.map { command in
            Entry(
                name: command.name, abstract: command.abstract, operands: command.operands,
                takesOperands: command.maximumOperandCount > 0, operandCompletion: command.operandCompletion,
                options: command.options + [Self.help])
        }
        entries.append(
            Entry(
                name: "help", abstract: "a command's help: the same as 'tally COMMAND --help'", operands: "COMMAND",
                takesOperands: true, operandCompletion: .words(commands.map { $0.name }), options: []))
        self.entries = entries
    }

    /// The names that complete after `tally`: every command, then the
    /// top-level options.
    var firstWords: [String] {
        entries.map(\.name) + topLevelOptions.flatMap(Self.spellings)
    }

    /// How an option is typed: `--name`, and `-h` for help.
    static func spellings(_ option: OptionSpec) -> [String] {
        option.name == help.name ? ["-h", "--help"] : ["--" + option.name]
    }
}
