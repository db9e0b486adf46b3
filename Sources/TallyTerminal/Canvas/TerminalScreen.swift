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
/// let second = screen.render()   // "\u{1B}[D8": one step back, one character
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
    /// ``back``; empty when they look the same.
    ///
    /// A blank shows only its background, so blanks are written in whatever
    /// style is current when the backgrounds agree, and a long run of them
    /// is erased (ECH) rather than written.
    ///
    /// - Complexity: O(cells), and bytes only for cells that changed.
    public mutating func render() -> [UInt8] {
        var output: [UInt8] = []
        let previous = front
        if previous == nil {
            output.append(contentsOf: "\u{1B}[0m\u{1B}[2J\u{1B}[H".utf8)
            cursor = (0, 0)
            currentStyle = .plain
        }
        for y in 0..<back.height {
            let tail = self.tail(of: y, previous: previous)
            var x = 0
            while x <= tail.lastChange {
                let cell = back[x, y]
                guard let character = cell.character, !looksSame(cell, previous?[x, y] ?? .blank) else {
                    x += 1
                    continue
                }
                moveCursor(to: x, y, into: &output)
                let style = effective(cell.style)
                if character == " " {
                    if currentStyle?.background != style.background || currentStyle == nil { setStyle(style, &output) }
                    x = writeBlanks(
                        from: x, y, background: style.background, tail: tail, previous: previous, into: &output)
                    continue
                }
                if currentStyle != style { setStyle(style, &output) }
                output.append(contentsOf: character.utf8)
                x += Cell.width(of: character)
                cursor = (x, y)
            }
        }
        front = back
        return output
    }

    /// Whether the terminal would show `cell` and `old` alike: a blank's
    /// foreground and weight are invisible.
    private func looksSame(_ cell: Cell, _ old: Cell) -> Bool {
        guard cell.character == " ", old.character == " " else {
            return cell.character == old.character && effective(cell.style) == effective(old.style)
        }
        return effective(cell.style).background == effective(old.style).background
    }

    /// Where row `y` ends in blanks on the default background, and its last
    /// cell that looks different from before (-1 when none does): one pass
    /// from the right, so the row's blank runs need not look ahead again.
    private func tail(of y: Int, previous: CellBuffer?) -> (blankFrom: Int, lastChange: Int) {
        var blankFrom = back.width
        var lastChange = -1
        var column = back.width - 1
        while column >= 0, lastChange < 0 || blankFrom == column + 1 {
            let cell = back[column, y]
            if lastChange < 0, !looksSame(cell, previous?[column, y] ?? .blank) { lastChange = column }
            if blankFrom == column + 1, cell.character == " ", effective(cell.style).background == nil {
                blankFrom = column
            }
            column -= 1
        }
        return (blankFrom, lastChange)
    }

    /// Writes the run of changed blanks with `background` that starts at
    /// `x` (the cursor is there, in a style with that background): an erase
    /// to the end of the row when the rest of it is blank, else spaces, or
    /// an erase of the run when that is shorter even counting a move past
    /// it. Returns the column after what it wrote.
    private mutating func writeBlanks(
        from x: Int, _ y: Int, background: Color?, tail: (blankFrom: Int, lastChange: Int), previous: CellBuffer?,
        into output: inout [UInt8]
    ) -> Int {
        var end = x + 1
        while end < back.width {
            let cell = back[end, y]
            guard cell.character == " ", effective(cell.style).background == background,
                !looksSame(cell, previous?[end, y] ?? .blank)
            else { break }
            end += 1
        }
        let count = end - x
        // An erase paints the current background only where the terminal
        // has that feature (bce), so only blanks on the default one are erased.
        if background == nil, x >= tail.blankFrom, tail.lastChange >= end || count > 3 {
            output.append(contentsOf: "\u{1B}[K".utf8)
            cursor = (x, y)
            return back.width
        }
        let erase = Array("\u{1B}[\(count)X".utf8)
        if background == nil, erase.count + "\u{1B}[\(count)C".utf8.count < count {
            output += erase
            cursor = (x, y)
        } else {
            output += Array(repeating: UInt8(ascii: " "), count: count)
            cursor = (end, y)
        }
        return end
    }

    /// Moves the cursor with the fewest bytes: nothing when it is there; on
    /// the same row, rewriting a few unchanged cells in the current style;
    /// else the shortest of an absolute move and relative ones (up or down,
    /// then left, right, to a column, or back to the margin and right).
    private mutating func moveCursor(to x: Int, _ y: Int, into output: inout [UInt8]) {
        guard let cursor else {
            output += Self.absoluteMove(to: x, y)
            return
        }
        if cursor.x == x, cursor.y == y { return }
        if cursor.y == y, cursor.x < x, let rewrite = rewrite(from: cursor.x, to: x, y) {
            output += rewrite
            return
        }
        output += Self.cheapestMove(from: cursor, to: x, y, width: back.width)
    }

    /// The unchanged cells between `start` and `end` on row `y`, written
    /// again in the current style, when that is shorter than moving over them.
    private func rewrite(from start: Int, to end: Int, _ y: Int) -> [UInt8]? {
        let limit = "\u{1B}[\(end - start)C".utf8.count
        var bytes: [UInt8] = []
        for column in start..<end {
            let cell = back[column, y]
            guard bytes.count < limit, let character = cell.character, Cell.width(of: character) == 1,
                let current = currentStyle, looksSame(cell, Cell(character, style: current))
            else { return nil }
            bytes.append(contentsOf: character.utf8)
        }
        return bytes.count < limit ? bytes : nil
    }

    static func absoluteMove(to x: Int, _ y: Int) -> [UInt8] {
        Array((x == 0 ? "\u{1B}[\(y + 1)H" : "\u{1B}[\(y + 1);\(x + 1)H").utf8)
    }

    /// The shortest sequence from `cursor` to (`x`, `y`). A cursor past the
    /// last column (after writing there) is really on it, with a wrap
    /// pending, so only moves that do not depend on its column start there.
    static func cheapestMove(from cursor: (x: Int, y: Int), to x: Int, _ y: Int, width: Int) -> [UInt8] {
        let dy = y - cursor.y
        let vertical =
            dy == 0 ? "" : dy == 1 ? "\u{1B}[B" : dy == -1 ? "\u{1B}[A" : "\u{1B}[\(abs(dy))\(dy > 0 ? "B" : "A")"
        var horizontals = ["\r" + (x == 0 ? "" : x == 1 ? "\u{1B}[C" : "\u{1B}[\(x)C"), "\u{1B}[\(x + 1)G"]
        if cursor.x < width {
            let dx = x - cursor.x
            if dx == 0 { horizontals.append("") }
            if dx > 0 { horizontals.append(dx == 1 ? "\u{1B}[C" : "\u{1B}[\(dx)C") }
            if dx < 0 { horizontals.append(dx == -1 ? "\u{1B}[D" : "\u{1B}[\(-dx)D") }
        }
        let relative = vertical + horizontals.min { $0.utf8.count < $1.utf8.count }!
        let absolute = absoluteMove(to: x, y)
        return relative.utf8.count < absolute.count ? Array(relative.utf8) : absolute
    }

    /// The style as this terminal can show it: without colours in `.none`.
    private func effective(_ style: TextStyle) -> TextStyle {
        colorMode == .none ? TextStyle(isBold: style.isBold) : style
    }

    /// Switches to `style`: from the plain style only what it adds, else
    /// from a reset.
    private mutating func setStyle(_ style: TextStyle, _ output: inout [UInt8]) {
        var parameters = currentStyle == .plain ? [] : ["0"]
        if style.isBold { parameters.append("1") }
        if colorMode != .none {
            if let foreground = style.foreground {
                parameters.append(colorMode.parameters(for: foreground, background: false))
            }
            if let background = style.background {
                parameters.append(colorMode.parameters(for: background, background: true))
            }
        }
        if parameters.isEmpty { parameters = ["0"] }
        output.append(contentsOf: "\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
        currentStyle = style
    }
}
