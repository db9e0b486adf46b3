import Foundation
import Testing

@testable import TallyCLI

/// `tally manual`: the roff page tally(1), made from the declarations. Its
/// rendering needs man (man-db) and groff (groff-base), which `.ci/run`
/// installs.
@Suite struct ManPageTests {
    static let page = ManPage.render(commands: TallyCommandLine.commands, version: TallyVersion.current)

    /// The built `tally` prints the page the library makes; it is ASCII, and
    /// groff, with every warning on, has nothing to say about it.
    @Test func thePageIsCleanRoff() async throws {
        let printed = try await TallyProcess.run(["manual"])
        #expect(printed.status == 0 && printed.stderr.isEmpty)
        #expect(printed.stdout == Self.page)
        let ascii = Self.page.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        #expect(Self.page.hasPrefix(#".\" tally(1)"#) && Self.page.contains(".TH TALLY 1 \"\" \"tally 0.2.0\""))
        try TallyProcess.requireTool("groff", package: "groff-base")
        // Every warning but "cannot adjust line" (category break), which groff
        // 1.23 gives for a line that holds a long unbreakable word (an easing's
        // `steps(n[,jump-start|…])`): it sets the line as it is, left-aligned.
        try await withScript(Self.page) { path in
            let checked = try await TallyProcess.runProgram(
                "/usr/bin/env", ["groff", "-man", "-Tutf8", "-ww", "-Wbreak", "-z", path])
            #expect(checked.status == 0 && checked.stderr.isEmpty, "\(checked.stderr)")
        }
    }

    /// Read with `man -l`, the page has a section per command, each with its
    /// usage and every option the command parses (with its value name, as
    /// its --help shows it), then the exit statuses.
    @Test func everyCommandAndOptionIsOnThePage() async throws {
        try TallyProcess.requireTool("man", package: "man-db")
        let shown = try await withScript(Self.page) { path in
            try await TallyProcess.runProgram(
                "/usr/bin/env", ["man", "-l", path],
                environment: [
                    "MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80", "LC_ALL": "C.UTF-8", "MANROFFOPT": "-Wbreak",
                ])
        }
        #expect(shown.status == 0 && shown.stderr.isEmpty, "\(shown.stderr)")
        // Section titles start a line; everything else is indented.
        let titles = shown.stdout.split(separator: "\n").filter { $0.first?.isLetter == true }.map(String.init)
        let commands = TallyCommandLine.commands
        let commandTitles: [String] = commands.map { "TALLY " + $0.name.uppercased() }
        let expected: [String] =
            ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS"] + commandTitles + ["EXIT STATUS", "ENVIRONMENT"]
        #expect(Array(titles.dropFirst().dropLast()) == expected)
        for (index, command) in commands.enumerated() {
            let start = "\nTALLY \(command.name.uppercased())\n"
            let end =
                index + 1 < commands.count ? "\nTALLY \(commands[index + 1].name.uppercased())\n" : "\nEXIT STATUS\n"
            guard let from = shown.stdout.range(of: start), let to = shown.stdout.range(of: end) else {
                Issue.record("no section for \(command.name)")
                continue
            }
            let section = shown.stdout[from.upperBound..<to.lowerBound]
            let lines = section.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for usage in command.synopsis { #expect(lines.contains(usage), "\(command.name): \(usage)") }
            // A tag is on a line of its own, or followed by its text when short.
            for tag in command.options.map(\.helpRow.0) + ["-h, --help"] {
                #expect(lines.contains { $0 == tag || $0.hasPrefix(tag + " ") }, "\(command.name): \(tag)")
            }
            for example in command.examples { #expect(lines.contains(example), "\(command.name): \(example)") }
            #expect(shown.stdout.contains(command.abstract))
        }
        for (status, _) in TallyCommandLine.exitStatuses {
            #expect(shown.stdout.contains("\n       \(status) "))
        }
    }

    /// Text becomes roff input: backslashes, minus signs, a leading dot,
    /// and characters beyond ASCII are escaped.
    @Test func textIsEscaped() {
        #expect(ManPage.escaped(#"printf '0\n' | tally --roll"#) == #"printf '0\en' | tally \-\-roll"#)
        #expect(ManPage.escaped(".5 or 'x'") == #"\&.5 or 'x'"#)
        #expect(ManPage.escaped("'quoted'") == #"\&'quoted'"#)
        #expect(ManPage.escaped("half (▀▄) €") == #"half (\[u2580]\[u2584]) \[u20AC]"#)
        #expect(ManPage.escaped("😀") == #"\[u1F600]"#)
    }
}
