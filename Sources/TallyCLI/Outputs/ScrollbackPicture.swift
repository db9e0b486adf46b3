import TallyTerminal

/// The picture a full-screen command leaves on the main screen when it ends:
/// the last frame drawn once more, as plain text without surrounding blanks,
/// so it stays in the scrollback after the alternate screen is gone.
enum ScrollbackPicture {
    /// Draws a picture as wide as the terminal and at most `height` rows
    /// (8 when nil) and writes it to standard output.
    static func write(
        on terminal: Terminal, height: Int?, draw: (inout CellBuffer, CellRect) -> Void
    ) {
        let (columns, rows) = terminal.size
        var buffer = CellBuffer(width: columns, height: max(1, min(rows - 1, height ?? 8)))
        draw(&buffer, CellRect(x: 0, y: 0, width: columns, height: buffer.height))
        FileOutput.standardOutput.write(trimmed(buffer.lines).joined(separator: "\n") + "\n")
    }

    /// Lines without trailing blanks or blank lines around them.
    ///
    /// ```swift
    /// ScrollbackPicture.trimmed(["", " 42  ", ""])  // [" 42"]
    /// ```
    static func trimmed(_ lines: [String]) -> [String] {
        // Back over the trailing blanks only: reversing whole lines of block
        // glyphs as characters cost a millisecond at every full-screen end.
        // By characters still, so a blank that a prepended mark holds (a
        // cluster of its own) stays.
        var lines = lines.map { line in
            var end = line.endIndex
            while end > line.startIndex {
                let before = line.index(before: end)
                guard line[before] == " " else { break }
                end = before
            }
            return String(line[..<end])
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines
    }
}
