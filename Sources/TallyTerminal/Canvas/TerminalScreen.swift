import TallyCore

/// A double-buffered terminal screen: draw each frame into ``back``, then
/// ``render()`` diffs it against what the terminal shows and returns the
/// bytes that change only the cells that differ.
///
/// Cursor moves and colour changes are sent only when needed: consecutive
/// changed cells on a row need no move, and runs in one style need one SGR
/// sequence. A frame identical to the last one renders to no bytes at all.
///
/// ```swift
/// var screen = TerminalScreen(width: 10, height: 2, colorMode: .none)
/// screen.back.put("4:59", x: 0, y: 0)
/// let first = screen.render()    // clears the screen and writes "4:59"
/// screen.back.clear()
/// screen.back.put("4:58", x: 0, y: 0)
/// let second = screen.render()   // "\u{1B}[1;4H8": one move, one character
/// screen.render().isEmpty        // true: nothing changed
/// ```
public struct TerminalScreen: Sendable {
    /// The frame being drawn.
    public var back: CellBuffer
    /// What the terminal shows; nil until the first render, or after a
    /// resize, when everything is drawn again.
    private var front: CellBuffer?
    /// How colours are written.
    public let colorMode: ColorMode
    private var cursor: (x: Int, y: Int)?
    private var currentStyle: TextStyle?

    /// A screen of `width` × `height` cells.
    public init(width: Int, height: Int, colorMode: ColorMode) {
        back = CellBuffer(width: width, height: height)
        self.colorMode = colorMode
    }

    /// Starts over at a new size: the next render draws everything.
    public mutating func resize(width: Int, height: Int) {
        back = CellBuffer(width: width, height: height)
        front = nil
        cursor = nil
        currentStyle = nil
    }

    /// The bytes that bring the terminal from the last rendered frame to
    /// ``back``; empty when they are the same.
    ///
    /// - Complexity: O(cells), and bytes only for cells that changed.
    public mutating func render() -> [UInt8] {
        var output: [UInt8] = []
        let previous = front
        if previous == nil {
            output += Array("\u{1B}[0m\u{1B}[2J\u{1B}[H".utf8)
            cursor = (0, 0)
            currentStyle = .plain
        }
        for y in 0..<back.height {
            for x in 0..<back.width {
                let cell = back[x, y]
                let old = previous?[x, y] ?? .blank
                guard cell != old, let character = cell.character else { continue }
                moveCursor(to: x, y, into: &output)
                let style = effective(cell.style)
                if currentStyle != style {
                    output += sgr(for: style)
                    currentStyle = style
                }
                output += Array(String(character).utf8)
                cursor = (x + Cell.width(of: character), y)
            }
        }
        front = back
        return output
    }

    /// Moves the cursor with the fewest bytes: nothing when it is there;
    /// on the same row, rewriting a few unchanged cells in the current style
    /// or a relative move; else an absolute move.
    private mutating func moveCursor(to x: Int, _ y: Int, into output: inout [UInt8]) {
        if let cursor, cursor.x == x, cursor.y == y { return }
        if let cursor, cursor.y == y, cursor.x < x {
            let relative = Array("\u{1B}[\(x - cursor.x)C".utf8)
            var rewrite: [UInt8] = []
            var column = cursor.x
            while column < x, rewrite.count < relative.count {
                let cell = back[column, y]
                guard let character = cell.character, effective(cell.style) == currentStyle,
                    Cell.width(of: character) == 1
                else { break }
                rewrite += Array(String(character).utf8)
                column += 1
            }
            output += column == x && rewrite.count < relative.count ? rewrite : relative
            return
        }
        output += Array((x == 0 ? "\u{1B}[\(y + 1)H" : "\u{1B}[\(y + 1);\(x + 1)H").utf8)
    }

    /// The style as this terminal can show it: without colours in `.none`.
    private func effective(_ style: TextStyle) -> TextStyle {
        colorMode == .none ? TextStyle(isBold: style.isBold) : style
    }

    /// The escape sequence that sets `style` from scratch.
    private func sgr(for style: TextStyle) -> [UInt8] {
        var parameters = ["0"]
        if style.isBold { parameters.append("1") }
        if colorMode != .none {
            if let foreground = style.foreground {
                parameters.append(colorMode.parameters(for: foreground, background: false))
            }
            if let background = style.background {
                parameters.append(colorMode.parameters(for: background, background: true))
            }
        }
        return Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
    }
}
