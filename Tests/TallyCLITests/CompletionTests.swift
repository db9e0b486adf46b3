import Foundation
import Testing

@testable import TallyCLI

/// `tally completions bash|zsh|fish`: each script parses in its shell, bash
/// and fish complete what a person types, and every command and every
/// option of every command is in every script, read from the declarations.
/// Needs bash, zsh and fish (`.ci/run` installs zsh and fish).
@Suite struct CompletionTests {
    static let completion = ShellCompletion(commands: TallyCommandLine.commands)

    /// The script the built `tally` prints is the one the library writes,
    /// and its shell parses it (`bash -n`, `zsh -n`, `fish -n`).
    @Test(arguments: Shell.allCases)
    func scriptParsesInItsShell(shell: Shell) async throws {
        try TallyProcess.requireTool(shell.rawValue, package: shell.rawValue)
        let printed = try await TallyProcess.run(["completions", shell.rawValue])
        #expect(printed.status == 0 && printed.stderr.isEmpty)
        #expect(printed.stdout == shell.script(for: Self.completion))
        try await withScript(printed.stdout) { path in
            let checked = try await TallyProcess.runProgram("/usr/bin/env", [shell.rawValue, "-n", path])
            #expect(checked.status == 0 && checked.stderr.isEmpty, "\(shell): \(checked.stderr)")
        }
    }

    /// bash, asked as it asks when Tab is pressed (COMP_WORDS, COMP_CWORD,
    /// COMP_LINE, COMP_POINT, then `_tally`), offers these words.
    @Test func bashCompletesWhatIsTyped() async throws {
        let cases: [(String, [String])] = [
            ("tally ro", ["roll"]),
            ("tally count 0 1 --eas", ["--easing"]),
            ("tally count 0 1 --easing ease-in-out-b", ["ease-in-out-back", "ease-in-out-bounce"]),
            ("tally roll 1 2 --direction s", ["shortest"]),
            ("tally count 0 1 --locale de_C", ["de_CH"]),
            ("tally count 0 1 --duration ", []),
            ("tally count 0 1 -- --eas", []),
            ("tally completions ", ["bash", "zsh", "fish"]),
            ("tally help cou", ["count", "countdown"]),
            ("tally --v", ["--version"]),
        ]
        let replies = try await bashCompletions(cases.map(\.0))
        for ((line, expected), reply) in zip(cases, replies) {
            #expect(reply == expected, "\(line)")
        }
    }

    /// `--name=value` is split by bash at `=`; the value still completes.
    @Test func bashCompletesAfterAnEqualsSign() async throws {
        let replies = try await bashCompletions(words: [
            ["tally", "roll", "--pad", "=", "z"], ["tally", "roll", "--pad", "="],
        ])
        #expect(replies == [["zero"], ["zero", "space"]])
    }

    /// In bash, every command completes from its first letters, every option
    /// of every command from `--`, and every value an option lists after it.
    @Test func bashCompletesEveryCommandOptionAndValue() async throws {
        var lines: [String] = []
        var expected: [[String]] = []
        for entry in Self.completion.entries {
            lines.append("tally " + entry.name)
            expected.append(Self.completion.firstWords.filter { $0.hasPrefix(entry.name) })
            lines.append("tally \(entry.name) -")
            expected.append(entry.options.flatMap(ShellCompletion.spellings))
            for option in entry.options {
                if let words = option.completion.words {
                    lines.append("tally \(entry.name) --\(option.name) ")
                    expected.append(words)
                }
            }
        }
        let replies = try await bashCompletions(lines)
        #expect(replies.count == lines.count)
        for ((line, want), reply) in zip(zip(lines, expected), replies) {
            #expect(reply == want, "\(line)")
        }
    }

    /// fish (`complete -C`) offers every command, every option of every
    /// command, and the values of options that list them.
    @Test func fishCompletesEveryCommandOptionAndValue() async throws {
        try TallyProcess.requireTool("fish", package: "fish")
        var lines = ["tally ", "tally -"]
        var expected = [Set(Self.completion.entries.map(\.name)), ["-h", "--help", "--version"]]
        for entry in Self.completion.entries {
            lines.append("tally \(entry.name) --")
            expected.append(Set(entry.options.map { "--" + $0.name }))
            for option in entry.options {
                if let words = option.completion.words {
                    lines.append("tally \(entry.name) --\(option.name) ")
                    expected.append(Set(words))
                }
            }
        }
        lines.append("tally count 0 1 --eas")
        expected.append(["--easing"])
        let script = FishCompletionScript.render(Self.completion)
        let replies = try await withScript(script) { path in
            let driver = #"source $argv[1]; for line in $argv[2..]; complete -C $line; echo @@; end"#
            let result = try await TallyProcess.runProgram("/usr/bin/env", ["fish", "-c", driver, path] + lines)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            return Self.blocks(result.stdout).map { $0.map { String($0.prefix { $0 != "\t" }) } }
        }
        #expect(replies.count == lines.count)
        for ((line, want), reply) in zip(zip(lines, expected), replies) {
            if line.hasSuffix(" --eas") {
                // fish 4 adds fuzzy matches of an option typed in part (--decimals, --numerals).
                #expect(want.isSubset(of: Set(reply)) && reply.allSatisfy { $0.hasPrefix("--") }, "\(line)")
            } else {
                #expect(Set(reply) == want, "\(line)")
            }
        }
    }

    /// zsh's script names every command with its abstract, and gives each
    /// command an `_arguments` arm with every option it takes and the values
    /// of those that list them. (zsh completes only in an interactive shell,
    /// so its script is read here; `zsh -n` parses it above.)
    @Test func zshScriptHasEveryCommandAndOption() {
        let script = ZshCompletionScript.render(Self.completion)
        for entry in Self.completion.entries {
            #expect(script.contains("'\(entry.name):"), "\(entry.name) in the command list")
            guard let arm = script.range(of: "\n        \(entry.name))\n") else {
                Issue.record("no arm for \(entry.name)")
                continue
            }
            let body = String(script[arm.upperBound...]).components(separatedBy: "\n            ;;")[0]
            for option in entry.options where option.name != "help" {
                #expect(body.contains("'--\(option.name)[") || body.contains("'--\(option.name)=["), "\(option.name)")
                if let words = option.completion.words {
                    #expect(body.contains(":(" + words.joined(separator: " ") + ")'"), "\(option.name)'s values")
                }
            }
            #expect(body.contains("{-h,--help}") == entry.options.contains { $0.name == "help" })
        }
    }

    /// Every word a script offers is a plain word: no shell has to quote it.
    @Test func offeredWordsNeedNoQuoting() {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
        for entry in Self.completion.entries {
            for words in (entry.options.map(\.completion) + [entry.operandCompletion]).compactMap(\.words) {
                for word in words { #expect(word.allSatisfy(plain.contains), "\(entry.name): '\(word)'") }
            }
        }
        #expect(Self.completion.entries.first { $0.name == "count" }?.options.contains { $0.name == "locale" } == true)
        #expect(FormatOptions.completedLocales.contains("de_DE") && FormatOptions.completedLocales.contains("hi_IN"))
    }

    /// A missing or unknown shell is a usage error.
    @Test func aBadShellIsRefused() async throws {
        let missing = try await TallyProcess.run(["completions"])
        #expect(
            missing.status == 2
                && missing.stderr == "tally: missing SHELL: bash, zsh or fish (e.g. 'tally completions bash')\n")
        let unknown = try await TallyProcess.run(["completions", "tcsh"])
        #expect(unknown.status == 2 && unknown.stderr == "tally: unknown shell 'tcsh' (expected bash, zsh or fish)\n")
    }

    /// Completions bash offers for each line (typed with spaces between
    /// words; a trailing space starts an empty word).
    private func bashCompletions(_ lines: [String]) async throws -> [[String]] {
        try await bashCompletions(
            words: lines.map { line in
                line.split(separator: " ").map(String.init) + (line.hasSuffix(" ") ? [""] : [])
            })
    }

    /// Completions bash offers for each command line, given as COMP_WORDS
    /// with the cursor at the end of the last word.
    private func bashCompletions(words: [[String]]) async throws -> [[String]] {
        try TallyProcess.requireTool("bash", package: "bash")
        // Each line is passed as its words joined by a unit separator.
        let driver = #"""
            source "$1"; shift
            for line in "$@"; do
                IFS=$'\x1f' read -ra COMP_WORDS <<< "$line"
                [[ $line == *$'\x1f' ]] && COMP_WORDS+=("")
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                COMP_LINE=${line//$'\x1f'/ }
                COMP_POINT=${#COMP_LINE}
                COMPREPLY=()
                _tally tally "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\n' "${COMPREPLY[@]}"
                echo @@
            done
            """#
        let script = BashCompletionScript.render(Self.completion)
        return try await withScript(script) { path in
            let arguments = words.map { $0.joined(separator: "\u{1F}") }
            let result = try await TallyProcess.runProgram(
                "/usr/bin/env", ["bash", "--norc", "--noprofile", "-c", driver, "bash", path] + arguments)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
            return Self.blocks(result.stdout)
        }
    }

    /// Output lines in blocks ended by `@@`, empty lines dropped.
    private static func blocks(_ output: String) -> [[String]] {
        var blocks: [[String]] = []
        var block: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            if line == "@@" {
                blocks.append(block)
                block = []
            } else {
                block.append(String(line))
            }
        }
        return blocks
    }
}

/// Runs `body` with `text` in a file of a new temporary folder, removed
/// afterwards whatever happens.
func withScript<Result>(_ text: String, _ body: (String) async throws -> Result) async throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("script")
    try text.write(to: file, atomically: false, encoding: .utf8)
    return try await body(file.path)
}
