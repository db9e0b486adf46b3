import TallyCore
import TallyTerminal

/// The reference the renderer is checked against: an encoder with no plan,
/// no run, no cursor or pen tracking, nothing clever. For every cell that
/// the terminal would show differently from the last frame, left to right
/// and top to bottom, it moves the cursor there with an absolute move
/// (`ESC[row;columnH`), sets the whole pen from a reset (`ESC[0;1;38;…m`)
/// and writes the cell's character. The first frame, or one of another
/// size, starts as the renderer's does: a reset, a clear and the cursor home.
///
/// It reads frames only through `CellBuffer`'s public API, so it shares no
/// code with `TerminalScreen`: what it writes is obviously right, and only
/// ever longer than what a good encoder writes.
///
/// ```swift
/// var naive = NaiveEncoder(colorMode: .none)
/// naive.encode(CellBuffer(lines: ["ab"]))  // ESC[0m ESC[2J ESC[H, then ESC[1;1H ESC[0m a ESC[1;2H ESC[0m b
/// ```
struct NaiveEncoder {
    let colorMode: ColorMode
    /// The frame the terminal shows: nil before the first.
    private var shown: CellBuffer?

    init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// The bytes that bring the terminal from the last frame encoded to `frame`.
    mutating func encode(_ frame: CellBuffer) -> [UInt8] {
        var bytes: [UInt8] = []
        var previous = CellBuffer(width: frame.width, height: frame.height)
        if let shown, shown.width == frame.width, shown.height == frame.height {
            previous = shown
        } else {
            bytes += Array("\u{1B}[0m\u{1B}[2J\u{1B}[H".utf8)
        }
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                // The right half of a wide character is written with its left.
                guard let character = cell.character, !showsTheSame(cell, previous[x, y]) else { continue }
                bytes += Array("\u{1B}[\(y + 1);\(x + 1)H".utf8)
                bytes += pen(for: cell.style)
                bytes += Array(String(character).utf8)
            }
        }
        shown = frame
        return bytes
    }

    /// Whether a terminal shows `cell` as it shows `old`: the same
    /// character in the same visible style, or two blanks on one background.
    private func showsTheSame(_ cell: Cell, _ old: Cell) -> Bool {
        guard cell.character == old.character else { return false }
        if cell.character == " " { return visible(cell.style).background == visible(old.style).background }
        return visible(cell.style) == visible(old.style)
    }

    /// What of `style` this terminal shows: only the weight without colours.
    private func visible(_ style: TextStyle) -> TextStyle {
        colorMode == .none ? TextStyle(isBold: style.isBold) : style
    }

    /// `ESC[0`, then bold and the colours, then `m`: the whole pen from a reset.
    private func pen(for style: TextStyle) -> [UInt8] {
        let style = visible(style)
        var text = "\u{1B}[0"
        if style.isBold { text += ";1" }
        if let foreground = style.foreground { text += ";" + colorMode.parameters(for: foreground, background: false) }
        if let background = style.background { text += ";" + colorMode.parameters(for: background, background: true) }
        return Array((text + "m").utf8)
    }
}
