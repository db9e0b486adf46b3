import TallyTestSupport
import Testing

@testable import TallyCLI

/// Every `--help` is made from the commands' declarations.
@Suite struct HelpTests {
    static let commands = TallyCommandLine.commands.map { ($0.name, $0) }

    /// The text of each command's help and of `tally --help`, looked at and
    /// kept as snapshot files (`TALLY_RECORD_SNAPSHOTS=1` writes them anew).
    @Test func helpTextsMatchTheirSnapshots() throws {
        for command in TallyCommandLine.commands {
            try Snapshot.check(command.help + "\n", named: "help-\(command.name).txt")
        }
        try Snapshot.check(TallyCommandLine.usage + "\n", named: "help-tally.txt")
    }

    /// Each command's help lists every option it parses, once, with its
    /// value name; lines keep within 80 columns unless one word is longer;
    /// `tally --help` lists every command with its abstract.
    @Test func everyDeclaredOptionIsListedOnce() {
        for command in TallyCommandLine.commands {
            let names = command.options.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name): an option declared twice")
            let help = command.help
            for option in command.options {
                let row = "  " + option.helpRow.0
                let count = help.components(separatedBy: "\n").filter { $0.hasPrefix(row + " ") || $0 == row }.count
                #expect(count == 1, "\(command.name): --\(option.name) listed \(count) times")
            }
            for line in help.split(separator: "\n", omittingEmptySubsequences: false) where line.count > 80 {
                #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(command.name): '\(line)'")
            }
            #expect(TallyCommandLine.usage.contains(command.abstract))
        }
    }

    /// Every option a command declares is accepted by its parser (a value
    /// where it takes one), and one it does not declare is refused.
    @Test func declaredOptionsAreWhatParsingAccepts() throws {
        for command in TallyCommandLine.commands {
            for option in command.options {
                let arguments = ["--" + option.name] + (option.isSwitch ? [] : ["x"])
                let parsed = try ParsedArguments(arguments, options: command.options, command: command.name)
                #expect(option.isSwitch ? parsed.has(option.name) : parsed.value(option.name) == "x")
            }
            #expect(throws: UsageError.self) {
                try ParsedArguments(["--no-such-option"], options: command.options, command: command.name)
            }
        }
    }
}
