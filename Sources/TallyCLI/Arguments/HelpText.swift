/// A command's `--help`, put together from its declarations: the usage
/// lines, what it does, sections such as its keys, every option with its
/// default, and examples; columns aligned and lines wrapped at 80.
///
/// ```swift
/// HelpText.rows([("--step D", "how long each step lasts (default 1s)")])
/// // "  --step D              how long each step lasts (default 1s)"
/// ```
enum HelpText {
    /// Where the right column of option rows starts.
    static let column = 24
    static let width = 80

    /// A titled block of rows, such as KEYS.
    struct Section {
        let title: String
        let rows: [(String, String)]
        /// Where the right column starts; options use ``HelpText/column``.
        var column = HelpText.column
    }

    static func render(
        usage: [String], discussion: String, sections: [Section], options: [OptionSpec], examples: [String],
        footer: String?
    ) -> String {
        var parts: [String] = []
        parts.append(
            usage.enumerated().map { index, line in (index == 0 ? "USAGE: " : "       ") + line }
                .joined(separator: "\n"))
        parts.append(discussion)
        for section in sections {
            parts.append(section.title + ":\n" + rows(section.rows, column: section.column))
        }
        let help = [("-h, --help", "show this help")]
        parts.append("OPTIONS:\n" + rows(options.map(\.helpRow) + help))
        if let footer { parts.append(footer) }
        if !examples.isEmpty {
            parts.append("EXAMPLES:\n" + examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    /// Rows of two columns: the left indented by two, the right from
    /// `column` (on the next line when the left is too long), wrapped.
    static func rows(_ rows: [(String, String)], column: Int = column) -> String {
        rows.map { left, right in
            let head = "  " + left
            let lines = wrap(right, width: width - column)
            let indent = String(repeating: " ", count: column)
            var text: String
            if head.count + 2 <= column {
                text = head + String(repeating: " ", count: column - head.count) + (lines.first ?? "")
            } else {
                text = head + "\n" + indent + (lines.first ?? "")
            }
            for line in lines.dropFirst() { text += "\n" + indent + line }
            return text
        }.joined(separator: "\n")
    }

    /// Words of `text` in lines of at most `width` characters (a longer
    /// word stands alone).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
