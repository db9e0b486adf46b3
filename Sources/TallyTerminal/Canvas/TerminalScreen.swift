import TallyCore

/// A double-buffered terminal screen: draw each frame into ``back``, then
/// ``render()`` diffs it against what the terminal shows and returns the
/// bytes that change only the cells that differ.
///
/// Cursor moves and colour changes are sent only when needed: consecutive
/// changed cells on a row need no move, and runs in one style need one SGR
/// sequence. Rows that did not change cost one comparison of integers. A run
/// of block glyphs may be written in reverse video, where a full block is a
/// space (one byte instead of three). A frame identical to the last one
/// renders to no bytes at all.
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
    /// The terminal's SGR state; nil when unknown.
    private var pen: Pen?
    /// The style bits this terminal shows.
    private let visible: UInt64
    /// The SGR parameters of each look met so far, e.g. `"1;38;5;117"`.
    private var parameterCache: [UInt64: [UInt8]] = [:]

    /// The SGR state: a look, and whether it is in reverse video.
    private struct Pen: Equatable {
        var look: UInt64
        var isReversed = false
    }

    /// A screen of `width` × `height` cells.
    ///
    /// ```swift
    /// var screen = TerminalScreen(width: 80, height: 24, colorMode: .trueColor)
    /// ```
    public init(width: Int, height: Int, colorMode: ColorMode) {
        back = CellBuffer(width: width, height: height)
        self.colorMode = colorMode
        visible = PackedStyle.visibleBits(in: colorMode)
    }

    /// Starts over at a new size: the next render draws everything.
    ///
    /// ```swift
    /// screen.resize(width: 100, height: 30)
    /// ```
    public mutating func resize(width: Int, height: Int) {
        back = CellBuffer(width: width, height: height)
        front = nil
        cursor = nil
        pen = nil
    }

    /// The bytes that bring the terminal from the last rendered frame to
    /// ``back``; empty when they look the same.
    ///
    /// A blank shows only its background, so blanks are written in whatever
    /// style is current when the backgrounds agree, and a long run of them
    /// is erased (ECH) rather than written.
    ///
    /// ```swift
    /// FileHandle.standardOutput.write(Data(screen.render()))
    /// ```
    ///
    /// - Complexity: O(rows) for rows that did not change, O(cells) for
    ///   those that did, and bytes only for cells that changed.
    public mutating func render() -> [UInt8] {
        var output: [UInt8] = []
        if front == nil {
            output.append(contentsOf: "\u{1B}[0m\u{1B}[2J\u{1B}[H".utf8)
            cursor = (0, 0)
            pen = Pen(look: 0)
        }
        let previous = front ?? CellBuffer(width: back.width, height: back.height)
        let codesAgree = back.sharesClusters(with: previous)
        for y in 0..<back.height {
            let row = y * back.width..<(y + 1) * back.width
            if codesAgree, back.codes[row] == previous.codes[row], back.looks[row] == previous.looks[row] { continue }
            renderRow(y, previous: previous, into: &output)
        }
        if pen?.isReversed == true { setPen(Pen(look: pen!.look), into: &output) }
        front = back
        return output
    }

    /// Writes the cells of row `y` that look different from `previous`:
    /// stretches in one look planned by ``writeStretch(from:_:look:tail:previous:into:)``,
    /// and the row's trailing blanks erased to its end.
    private mutating func renderRow(_ y: Int, previous: CellBuffer, into output: inout [UInt8]) {
        let tail = self.tail(of: y, previous: previous)
        var x = 0
        while x <= tail.lastChange {
            let index = y * back.width + x
            let code = back.codes[index]
            guard code != CellBuffer.continuationCode, !looksSame(index, previous) else {
                x += 1
                continue
            }
            moveCursor(to: x, y, into: &output)
            let look = back.looks[index] & visible
            if code == CellBuffer.blankCode, x >= tail.blankFrom {
                // Any plain pen on the default background erases alike.
                let eraser = pen.map { Pen(look: $0.look) } ?? Pen(look: 0)
                setPen(eraser.look & PackedStyle.backgroundBits == 0 ? eraser : Pen(look: 0), into: &output)
                x = writeBlanks(from: x, y, background: 0, tail: tail, previous: previous, into: &output)
                continue
            }
            // A blank takes the pen's look when that shows its background.
            var stretchLook = look
            if code == CellBuffer.blankCode, let pen,
                pen.look & PackedStyle.backgroundBits == look & PackedStyle.backgroundBits
            {
                stretchLook = pen.look
            }
            x = writeStretch(from: x, y, look: stretchLook, tail: tail, previous: previous, into: &output)
        }
    }

    /// Whether the terminal would show cell `index` of ``back`` like the
    /// same cell of `old`: a blank's foreground and weight are invisible.
    private func looksSame(_ index: Int, _ old: CellBuffer) -> Bool {
        let code = back.codes[index]
        let oldCode = old.codes[index]
        let look = back.looks[index] & visible
        let oldLook = old.looks[index] & visible
        if code == CellBuffer.blankCode, oldCode == CellBuffer.blankCode {
            return look & PackedStyle.backgroundBits == oldLook & PackedStyle.backgroundBits
        }
        guard look == oldLook else { return false }
        if code == oldCode, code & CellBuffer.clusterFlag == 0 || back.sharesClusters(with: old) { return true }
        return code & CellBuffer.clusterFlag != 0 && back.character(for: code) == old.character(for: oldCode)
    }

    /// Where row `y` ends in blanks on the default background, and its last
    /// cell that looks different from before (-1 when none does): one pass
    /// from the right, so the row's blank runs need not look ahead again.
    private func tail(of y: Int, previous: CellBuffer) -> (blankFrom: Int, lastChange: Int) {
        var blankFrom = back.width
        var lastChange = -1
        var column = back.width - 1
        while column >= 0, lastChange < 0 || blankFrom == column + 1 {
            let index = y * back.width + column
            if lastChange < 0, !looksSame(index, previous) { lastChange = column }
            if blankFrom == column + 1, back.codes[index] == CellBuffer.blankCode,
                back.looks[index] & visible & PackedStyle.backgroundBits == 0
            {
                blankFrom = column
            }
            column -= 1
        }
        return (blankFrom, lastChange)
    }

    /// Writes the run of changed blanks with `background` that starts at
    /// `x` (the cursor is there, in a style with that background, not
    /// reversed): an erase to the end of the row when the rest of it is
    /// blank, else spaces, or an erase of the run when that is shorter even
    /// counting a move past it. Returns the column after what it wrote.
    private mutating func writeBlanks(
        from x: Int, _ y: Int, background: UInt64, tail: (blankFrom: Int, lastChange: Int), previous: CellBuffer,
        into output: inout [UInt8]
    ) -> Int {
        var end = x + 1
        while end < back.width {
            let index = y * back.width + end
            guard back.codes[index] == CellBuffer.blankCode,
                back.looks[index] & visible & PackedStyle.backgroundBits == background, !looksSame(index, previous)
            else { break }
            end += 1
        }
        let count = end - x
        // An erase paints the current background only where the terminal
        // has that feature (bce), so only blanks on the default one are erased.
        if background == 0, x >= tail.blankFrom, tail.lastChange >= end || count > 3 {
            output.append(contentsOf: "\u{1B}[K".utf8)
            cursor = (x, y)
            return back.width
        }
        let erase = Array("\u{1B}[\(count)X".utf8)
        if background == 0, erase.count + "\u{1B}[\(count)C".utf8.count < count {
            output += erase
            cursor = (x, y)
        } else {
            output += repeatElement(UInt8(ascii: " "), count: count)
            cursor = (end, y)
        }
        return end
    }

    /// Writes the changed cells from `x` that can be drawn with a pen in
    /// `look` (plain or reversed), up to the row's trailing blanks or the
    /// first changed cell that needs another look, with the fewest bytes:
    /// each cell written plainly, or in reverse video as its block
    /// complement (a full block as a space), unchanged cells skipped or
    /// written again, blank runs erased; a shortest path over the cells and
    /// the two pens, switches counted. Returns the column after the stretch.
    private mutating func writeStretch(
        from x: Int, _ y: Int, look: UInt64, tail: (blankFrom: Int, lastChange: Int), previous: CellBuffer,
        into output: inout [UInt8]
    ) -> Int {
        let row = y * back.width
        let background = look & PackedStyle.backgroundBits
        let limit = min(tail.lastChange, tail.blankFrom - 1)
        // The cost of a cell in each pen: nil when that pen cannot draw it.
        func bytes(_ column: Int) -> (plain: Int?, reversed: Int?, width: Int) {
            let code = back.codes[row + column]
            let cellLook = back.looks[row + column] & visible
            if code == CellBuffer.blankCode {
                return cellLook & PackedStyle.backgroundBits == background ? (1, 3, 1) : (nil, nil, 1)
            }
            guard cellLook == look, code != CellBuffer.continuationCode else { return (nil, nil, 1) }
            if code & CellBuffer.clusterFlag != 0 {
                let character = back.character(for: code) ?? " "
                return (character.utf8.count, nil, Cell.width(of: character))
            }
            let width = code >= 0x1100 ? Cell.width(of: Character(Unicode.Scalar(code) ?? " ")) : 1
            return (Self.utf8Count(code), BlockComplement.of(code).map(Self.utf8Count), width)
        }
        // The stretch: up to its last changed cell this look can draw.
        var end = x
        var column = x
        var changed: [Bool] = []
        while column <= limit {
            let isChanged = !looksSame(row + column, previous)
            let cost = bytes(column)
            if isChanged, cost.plain == nil { break }
            for _ in 0..<cost.width { changed.append(isChanged) }
            if isChanged { end = column + cost.width - 1 }
            column += cost.width
        }
        let count = end - x + 1
        changed.removeLast(changed.count - count)
        // Shortest paths: cost[position * 2 + pen], pen 0 plain, 1 reversed.
        let infinity = Int.max / 2
        var cost = [Int](repeating: infinity, count: (count + 1) * 2)
        var from = [Int](repeating: -1, count: (count + 1) * 2)
        var step = [Step](repeating: .start, count: (count + 1) * 2)
        let plainPen = Pen(look: look)
        let reversedPen = Pen(look: look, isReversed: true)
        cost[0] = pen == plainPen ? 0 : switchCost(to: plainPen)
        cost[1] = pen == reversedPen ? 0 : switchCost(to: reversedPen)
        func relax(_ target: Int, _ value: Int, _ origin: Int, _ kind: Step) {
            if value < cost[target] {
                cost[target] = value
                from[target] = origin
                step[target] = kind
            }
        }
        for position in 0..<count {
            relax(position * 2 + 1, cost[position * 2] + 4, position * 2, .toggle)
            relax(position * 2, cost[position * 2 + 1] + 5, position * 2 + 1, .toggle)
            let cell = bytes(x + position)
            for pen in 0..<2 where cost[position * 2 + pen] < infinity {
                let here = position * 2 + pen
                if let written = pen == 0 ? cell.plain : cell.reversed {
                    relax(min(position + cell.width, count) * 2 + pen, cost[here] + written, here, .write)
                }
                if !changed[position] {
                    var next = position + 1
                    while next < count, !changed[next] { next += 1 }
                    relax(next * 2 + pen, cost[here] + Self.moveCost(next - position), here, .skip)
                }
                if pen == 0, background == 0, isDefaultBlank(row + x + position) {
                    var next = position + 1
                    while next < count, isDefaultBlank(row + x + next) { next += 1 }
                    // An erase leaves the cursor: a move past the run, unless
                    // the run ends the stretch. Taken only when cheaper than
                    // writing the run.
                    let run = next - position
                    let erase = Self.decimalCount(run) + 3 + (next < count ? Self.moveCost(run) : 0)
                    if erase < run { relax(next * 2, cost[here] + erase, here, next < count ? .erase : .eraseToEnd) }
                }
            }
        }
        // Ending reversed costs a switch back, sooner or later.
        var state = cost[count * 2 + 1] + 5 < cost[count * 2] ? count * 2 + 1 : count * 2
        var path: [Int] = []
        while step[state] != .start {
            path.append(state)
            state = from[state]
        }
        setPen(state % 2 == 1 ? reversedPen : plainPen, into: &output)
        for target in path.reversed() {
            let origin = from[target]
            let position = origin / 2
            switch step[target] {
            case .start: break
            case .toggle:
                setPen(target % 2 == 1 ? reversedPen : plainPen, into: &output)
            case .write:
                let code = back.codes[row + x + position]
                if target % 2 == 1 {
                    Self.appendUTF8(BlockComplement.of(code)!, to: &output)
                } else if code & CellBuffer.clusterFlag != 0 {
                    output.append(contentsOf: (back.character(for: code) ?? " ").utf8)
                } else {
                    Self.appendUTF8(code, to: &output)
                }
            case .skip:
                output += Self.forward(target / 2 - position)
            case .erase, .eraseToEnd:
                output += Array("\u{1B}[\(target / 2 - position)X".utf8)
                if step[target] == .erase { output += Self.forward(target / 2 - position) }
            }
        }
        cursor = (path.first.map { step[$0] == .eraseToEnd } == true ? x + from[path.first!] / 2 : x + count, y)
        return x + count
    }

    /// Whether cell `index` of ``back`` is a blank on the default background.
    private func isDefaultBlank(_ index: Int) -> Bool {
        back.codes[index] == CellBuffer.blankCode && back.looks[index] & visible & PackedStyle.backgroundBits == 0
    }

    /// A move in a stretch's shortest path.
    private enum Step: UInt8 {
        case start, toggle, write, skip, erase, eraseToEnd
    }

    /// `ESC[nC`: n columns right.
    private static func forward(_ columns: Int) -> [UInt8] {
        Array((columns == 1 ? "\u{1B}[C" : "\u{1B}[\(columns)C").utf8)
    }

    /// Bytes of ``forward(_:)``.
    private static func moveCost(_ columns: Int) -> Int {
        columns == 1 ? 3 : 3 + decimalCount(columns)
    }

    /// Digits of a positive number.
    private static func decimalCount(_ number: Int) -> Int {
        number < 10 ? 1 : number < 100 ? 2 : number < 1000 ? 3 : String(number).count
    }

    /// Bytes to switch the pen to `target`: a toggle of reverse video when
    /// only that differs, else a whole SGR sequence.
    private mutating func switchCost(to target: Pen) -> Int {
        if let pen, pen.look == target.look { return target.isReversed ? 4 : 5 }
        return sequence(for: target).count
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
        guard let pen, !pen.isReversed else { return nil }
        let limit = "\u{1B}[\(end - start)C".utf8.count
        guard end - start < limit else { return nil }
        var bytes: [UInt8] = []
        for column in start..<end {
            let index = y * back.width + column
            let code = back.codes[index]
            guard code < 0x1100, code != CellBuffer.continuationCode else { return nil }
            let look = back.looks[index] & visible
            let same =
                code == CellBuffer.blankCode
                ? look & PackedStyle.backgroundBits == pen.look & PackedStyle.backgroundBits : look == pen.look
            guard same else { return nil }
            Self.appendUTF8(code, to: &bytes)
            if bytes.count >= limit { return nil }
        }
        return bytes
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

    /// Switches the terminal's pen to `target`: a toggle of reverse video
    /// when the look is the same, else a whole SGR sequence.
    private mutating func setPen(_ target: Pen, into output: inout [UInt8]) {
        guard pen != target else { return }
        if let pen, pen.look == target.look, pen.isReversed != target.isReversed {
            output.append(contentsOf: (target.isReversed ? "\u{1B}[7m" : "\u{1B}[27m").utf8)
        } else {
            output += sequence(for: target)
        }
        pen = target
    }

    /// The SGR sequence that sets `target` from the current pen: from the
    /// plain one only what it adds, else from a reset.
    private mutating func sequence(for target: Pen) -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}[".utf8)
        var parameters = parameters(for: target.look)
        if target.isReversed { parameters += parameters.isEmpty ? [UInt8(ascii: "7")] : Array(";7".utf8) }
        if pen != Pen(look: 0) {
            bytes.append(UInt8(ascii: "0"))
            if !parameters.isEmpty { bytes.append(UInt8(ascii: ";")) }
        } else if parameters.isEmpty {
            bytes.append(UInt8(ascii: "0"))
        }
        bytes += parameters
        bytes.append(UInt8(ascii: "m"))
        return bytes
    }

    /// The SGR parameters of `look` (bold, then colours), without a reset.
    private mutating func parameters(for look: UInt64) -> [UInt8] {
        if let cached = parameterCache[look] { return cached }
        let style = PackedStyle(rawValue: look).style
        var parts: [String] = []
        if style.isBold { parts.append("1") }
        if let foreground = style.foreground { parts.append(colorMode.parameters(for: foreground, background: false)) }
        if let background = style.background { parts.append(colorMode.parameters(for: background, background: true)) }
        let bytes = Array(parts.joined(separator: ";").utf8)
        parameterCache[look] = bytes
        return bytes
    }

    /// UTF-8 length of a scalar code.
    private static func utf8Count(_ code: UInt32) -> Int {
        code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    }

    /// Appends a scalar code's UTF-8 bytes.
    private static func appendUTF8(_ code: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(code) else { return }
        UTF8.encode(scalar) { bytes.append($0) }
    }
}
