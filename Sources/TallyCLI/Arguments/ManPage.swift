/// The manual page `tally(1)`, in roff (the `man` macros), made from the
/// declarations that make every `--help`: each command's usage, discussion,
/// sections such as KEYS, options with their defaults, and examples, one
/// section per command, so the page and the help cannot disagree.
///
/// The page is plain ASCII: characters beyond it are written as groff's
/// `\[uXXXX]`, and every `-` as `\-`, so options copied from it work.
///
/// ```swift
/// let page = ManPage.render(commands: TallyCommandLine.commands, version: TallyVersion.current)
/// // ".TH TALLY 1 \"\" \"tally 0.2.0\" \"User Commands\"\n.SH NAME\ntally \\- numbers in motion…"
/// // $ tally manual | man -l -
/// ```
enum ManPage {
    /// The whole page.
    static func render(commands: [any Command.Type], version: String) -> String {
        var page = [
            #".\" tally(1), written by 'tally manual' from the declarations that make"#,
            #".\" 'tally --help'; do not edit."#,
            ".TH TALLY 1 \"\" \"tally \(version)\" \"User Commands\"",
            // Left-aligned and unhyphenated: easing names and paths are long words
            // that justified lines stretch around and hyphenation cuts.
            ".ad l",
            ".nh",
            ".SH NAME",
            #"tally \- numbers in motion, in your terminal"#,
            ".SH SYNOPSIS",
            ".nf",
        ]
        for command in commands {
            page += command.synopsis.map(synopsisLine)
        }
        page += [synopsisLine("tally help COMMAND"), synopsisLine("tally --version"), ".fi"]
        page += [".SH DESCRIPTION"]
        page += paragraphs(
            """
            tally counts numbers from A to B with easing and exact formatting, rolls
            them like an odometer, runs timers, stopwatches, "3, 2, 1" countdowns and
            "resend code in 59s" cooldown buttons. In a terminal it draws big digits
            that fill the window and puts the terminal back on every exit; piped, it
            writes one plain line per change, with no escape sequence.
            """)
        page += [".SH COMMANDS"]
        for command in commands {
            page += [".TP", bold(command.name) + (command.operands.isEmpty ? "" : " " + escaped(command.operands))]
            page.append(escaped(command.abstract))
        }
        page += [".TP", bold("help") + " COMMAND", "the help of COMMAND, as " + bold("tally COMMAND --help")]
        page.append(".PP")
        page.append(
            "Every command takes " + bold("-h") + ", " + bold("--help")
                + ". Numbers are never taken for options: " + bold("tally count 0 -5")
                + " works as written, and " + bold("--") + " ends the options.")
        for command in commands {
            page += section(for: command)
        }
        page += [".SH \"EXIT STATUS\""]
        for (status, meaning) in TallyCommandLine.exitStatuses {
            page += [".TP", escaped(status), escaped(meaning)]
        }
        page += [".SH ENVIRONMENT"]
        for (name, meaning) in environment {
            page += [".TP", bold(name), escaped(meaning)]
        }
        return page.joined(separator: "\n") + "\n"
    }

    /// The variables `tally` reads, and what for.
    static let environment = [
        ("NO_COLOR", "no colour; warnings are shown inverted instead"),
        (
            "TERM",
            "the colours to use (256 or 16); linux (the console) gets digits in ASCII art; dumb gets the plain output a pipe gets"
        ),
        ("COLORTERM", "truecolor (or 24bit): 24-bit colour"),
        ("LANG, LC_ALL, LC_CTYPE", "a locale that is not UTF-8 gets the plain output a pipe gets"),
        ("XDG_STATE_HOME", "where tally cooldown keeps its deadlines (else ~/.local/state/tally)"),
        ("TZ", "the time zone of tally timer --until, as date(1) reads it"),
    ]

    /// A command's section: usage, discussion, its own sections, options,
    /// footer and examples, as its `--help` has them.
    static func section(for command: any Command.Type) -> [String] {
        var lines = [".SH \"TALLY \(command.name.uppercased())\"", ".nf"]
        lines += command.synopsis.map(synopsisLine)
        lines.append(".fi")
        lines += paragraphs(command.discussion)
        for section in command.sections {
            lines.append(".SS \(section.title)")
            for (left, right) in section.rows {
                lines += [".TP", bold(left), escaped(right)]
            }
        }
        let shown = Set(command.sections.flatMap { $0.rows.map(\.0) })
        lines.append(".SS OPTIONS")
        for option in command.options where !shown.contains(option.helpRow.0) {
            lines += [".TP", optionTag(option), escaped(option.helpRow.1)]
        }
        lines += [".TP", bold("-h") + ", " + bold("--help"), "show this help"]
        if let footer = command.footer {
            lines += paragraphs(footer)
        }
        if !command.examples.isEmpty {
            lines += [".SS EXAMPLES", ".RS", ".nf"]
            lines += command.examples.map(escaped)
            lines += [".fi", ".RE"]
        }
        return lines
    }

    /// `--name VALUE`: the name bold, the value italic.
    static func optionTag(_ option: OptionSpec) -> String {
        bold("--" + option.name) + (option.valueName.map { " \\fI" + escaped($0) + "\\fR" } ?? "")
    }

    /// A usage line: `tally` and the command bold, the rest as written.
    private static func synopsisLine(_ line: String) -> String {
        let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let head = words.prefix(2).joined(separator: " ")
        return bold(head) + (words.count > 2 ? " " + escaped(words[2]) : "")
    }

    /// Text in paragraphs: a blank line starts a new one; lines are filled.
    static func paragraphs(_ text: String) -> [String] {
        var lines = [".PP"]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if lines.last != ".PP" { lines.append(".PP") }
            } else {
                lines.append(escaped(line.trimmingPrefix(while: \.isWhitespace)))
            }
        }
        return lines
    }

    /// `text` in bold.
    private static func bold(_ text: String) -> String {
        "\\fB" + escaped(text) + "\\fR"
    }

    /// `text` as roff input text: backslashes as `\e`, `-` as `\-`, a
    /// leading `.` or `'` guarded with `\&`, and anything beyond ASCII as
    /// `\[uXXXX]`.
    static func escaped<Text: StringProtocol>(_ text: Text) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var previous: Unicode.Scalar?
        while let scalar = scalars.next() {
            defer { previous = scalar }
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "." where previous == nil, "'" where previous == nil: result += "\\&" + String(scalar)
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result
    }
}
