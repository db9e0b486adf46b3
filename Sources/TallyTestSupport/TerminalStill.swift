import TallyCore
import TallyTerminal

/// A still picture of a terminal screen: a ``CellBuffer`` drawn as SVG the
/// way a terminal shows it, for the README's pictures of each command.
///
/// Every cell is 8 × 16 pixels. Block elements (`█ ▀ ▄ ▌ ▐`, the eighths,
/// the quadrants `▘ ▝ ▖ ▗ ▚ ▞ ▙ ▛ ▜ ▟`, the shades `░ ▒ ▓`) are drawn as
/// rectangles and braille as dots, as a terminal draws them, so the picture
/// does not depend on the reader's fonts; other characters are text in a
/// monospace font, stretched to their cells. Cells without a colour take the
/// theme's (light text on a dark terminal). Only the buffer's reading API is
/// used: `width`, `height`, `buffer[x, y]`, a cell's `character` (nil for
/// the right half of a wide character) and `style`.
///
/// The output is byte-stable: the same buffer always gives the same text.
///
/// ```swift
/// var buffer = CellBuffer(width: 4, height: 1)
/// buffer.put("▀▄ a", x: 0, y: 0)
/// let svg = TerminalStill.svg(of: buffer)
/// // <svg … width="32" height="16" …>, two rectangles and the text "a"
/// ```
public enum TerminalStill {
    /// Width of a cell, in pixels.
    public static let cellWidth = 8
    /// Height of a cell, in pixels.
    public static let cellHeight = 16
    /// The terminal's own background, for cells without one.
    public static let background = RGBColor(red: 24, green: 26, blue: 31)
    /// The terminal's own text colour, for cells without one.
    public static let foreground = RGBColor(red: 216, green: 222, blue: 233)

    /// The SVG picture of `buffer`.
    ///
    /// ```swift
    /// TerminalStill.svg(of: CellBuffer(width: 80, height: 24))  // an empty 640 × 384 terminal
    /// ```
    ///
    /// - Complexity: O(cells × log cells).
    public static func svg(of buffer: CellBuffer) -> String {
        var backgrounds: [Block] = []
        var blocks: [Block] = []
        var dots: [Dot] = []
        var texts: [TextRun] = []
        for y in 0..<buffer.height {
            var run: TextRun?
            var x = 0
            while x < buffer.width {
                let cell = buffer[x, y]
                if let background = cell.style.background {
                    backgrounds.append(
                        Block(paint: Paint(color: background), x0: x * 8, y0: y * 16, x1: x * 8 + 8, y1: y * 16 + 16))
                }
                let paint = Paint(color: cell.style.foreground ?? foreground)
                guard let character = cell.character else {
                    // The right half of a wide character: part of the run that holds it.
                    run?.cells += 1
                    x += 1
                    continue
                }
                if let shapes = blockShapes(character) {
                    flush(&run, into: &texts)
                    for shape in shapes {
                        blocks.append(
                            Block(
                                paint: Paint(color: paint.color, opacity: shape.opacity), x0: x * 8 + shape.x0,
                                y0: y * 16 + shape.y0 * 2, x1: x * 8 + shape.x1, y1: y * 16 + shape.y1 * 2))
                    }
                } else if let bits = brailleBits(character) {
                    flush(&run, into: &texts)
                    for bit in 0..<8 where bits & (1 << bit) != 0 {
                        let (column, row) = brailleDot[bit]
                        dots.append(Dot(paint: paint, x: x * 8 + 2 + column * 4, y: y * 16 + 2 + row * 4))
                    }
                } else if character == " " && run == nil {
                    // Nothing to draw.
                } else {
                    if let current = run, current.style != cell.style {
                        flush(&run, into: &texts)
                    }
                    if run == nil {
                        run = TextRun(x: x, y: y, style: cell.style, text: "", cells: 0)
                    }
                    run?.text.append(character)
                    run?.cells += 1
                }
                x += 1
            }
            flush(&run, into: &texts)
        }
        let width = buffer.width * cellWidth
        let height = buffer.height * cellHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
            viewBox="0 0 \(width) \(height)">
            <rect width="\(width)" height="\(height)" rx="6" fill="\(hex(background))"/>

            """
        svg += paths(merged(backgrounds))
        svg += paths(merged(blocks))
        for (paint, group) in grouped(dots, by: \.paint) {
            // A dot: a line of no length with round caps.
            let d = group.map { "M\($0.x) \($0.y)h0" }.joined()
            svg += "<path stroke=\"\(hex(paint.color))\" stroke-width=\"3\" stroke-linecap=\"round\" d=\"\(d)\"/>\n"
        }
        if !texts.isEmpty {
            svg += "<g font-family=\"'DejaVu Sans Mono', Menlo, Consolas, monospace\" font-size=\"13\">\n"
            for run in texts {
                let bold = run.style.isBold ? " font-weight=\"bold\"" : ""
                svg += "<text x=\"\(run.x * 8)\" y=\"\(run.y * 16 + 12)\" textLength=\"\(run.cells * 8)\" "
                svg += "lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\"\(bold) "
                svg += "fill=\"\(hex(run.style.foreground ?? foreground))\">\(escaped(run.text))</text>\n"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// A colour with an opacity (the shades are the full block, fainter).
    struct Paint: Hashable, Comparable {
        var color: RGBColor
        var opacity = 4

        var attributes: String {
            " fill=\"\(TerminalStill.hex(color))\"" + (opacity < 4 ? " fill-opacity=\"0.\(opacity * 25)\"" : "")
        }

        static func < (lhs: Paint, rhs: Paint) -> Bool {
            (lhs.color.red, lhs.color.green, lhs.color.blue, lhs.opacity)
                < (rhs.color.red, rhs.color.green, rhs.color.blue, rhs.opacity)
        }
    }

    /// A filled rectangle in pixels.
    struct Block: Hashable {
        var paint: Paint
        var x0: Int
        var y0: Int
        var x1: Int
        var y1: Int
    }

    /// A braille dot's centre in pixels.
    struct Dot: Hashable {
        var paint: Paint
        var x: Int
        var y: Int
    }

    /// Characters of one style side by side, drawn as one text.
    struct TextRun {
        var x: Int
        var y: Int
        var style: TextStyle
        var text: String
        var cells: Int
    }

    /// A part of a block element, in eighths of a cell's width and height.
    struct Shape {
        var x0: Int
        var y0: Int
        var x1: Int
        var y1: Int
        /// Quarters: 1, 2, 3 for the shades, 4 for solid.
        var opacity = 4
    }

    /// Ends `run`, keeping it without its trailing blanks.
    static func flush(_ run: inout TextRun?, into texts: inout [TextRun]) {
        guard var current = run else { return }
        run = nil
        while current.text.last == " " {
            current.text.removeLast()
            current.cells -= 1
        }
        if !current.text.isEmpty { texts.append(current) }
    }

    /// The rectangles of a block element (U+2580...U+259F), nil for any other character.
    static func blockShapes(_ character: Character) -> [Shape]? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0x2580...0x259F).contains(scalar.value)
        else { return nil }
        let code = Int(scalar.value)
        switch code {
        case 0x2580: return [Shape(x0: 0, y0: 0, x1: 8, y1: 4)]
        case 0x2581...0x2588: return [Shape(x0: 0, y0: 0x2588 - code, x1: 8, y1: 8)]
        case 0x2589...0x258F: return [Shape(x0: 0, y0: 0, x1: 0x2590 - code, y1: 8)]
        case 0x2590: return [Shape(x0: 4, y0: 0, x1: 8, y1: 8)]
        case 0x2591...0x2593: return [Shape(x0: 0, y0: 0, x1: 8, y1: 8, opacity: code - 0x2590)]
        case 0x2594: return [Shape(x0: 0, y0: 0, x1: 8, y1: 1)]
        case 0x2595: return [Shape(x0: 7, y0: 0, x1: 8, y1: 8)]
        default:
            // Quadrants, from U+2596: bit 1 upper left, 2 upper right, 4 lower left, 8 lower right.
            let quadrants = [4, 8, 1, 13, 9, 7, 11, 2, 6, 14][code - 0x2596]
            return [(1, 0, 0), (2, 4, 0), (4, 0, 4), (8, 4, 4)].compactMap { bit, x, y in
                quadrants & bit == 0 ? nil : Shape(x0: x, y0: y, x1: x + 4, y1: y + 4)
            }
        }
    }

    /// The dots of a braille pattern (U+2800...U+28FF), nil for any other character.
    static func brailleBits(_ character: Character) -> Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0x2800...0x28FF).contains(scalar.value)
        else { return nil }
        return Int(scalar.value - 0x2800)
    }

    /// Braille dots 1 to 8 by bit: (column, row) in the 2 × 4 grid.
    static let brailleDot = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]

    /// Rectangles joined where they touch: side by side first, then stacked.
    static func merged(_ blocks: [Block]) -> [Block] {
        func join(_ blocks: [Block], across: Bool) -> [Block] {
            let sorted = blocks.sorted { a, b in
                across
                    ? (a.paint, a.y0, a.y1, a.x0) < (b.paint, b.y0, b.y1, b.x0)
                    : (a.paint, a.x0, a.x1, a.y0) < (b.paint, b.x0, b.x1, b.y0)
            }
            var result: [Block] = []
            for block in sorted {
                if var last = result.last, last.paint == block.paint,
                    across
                        ? (last.y0, last.y1) == (block.y0, block.y1) && last.x1 >= block.x0
                        : (last.x0, last.x1) == (block.x0, block.x1) && last.y1 >= block.y0
                {
                    if across { last.x1 = max(last.x1, block.x1) } else { last.y1 = max(last.y1, block.y1) }
                    result[result.count - 1] = last
                } else {
                    result.append(block)
                }
            }
            return result
        }
        return join(join(blocks, across: true), across: false)
    }

    /// One path per paint, a closed rectangle for each block.
    static func paths(_ blocks: [Block]) -> String {
        grouped(blocks, by: \.paint).map { paint, group in
            let d = group.map { "M\($0.x0) \($0.y0)h\($0.x1 - $0.x0)v\($0.y1 - $0.y0)h\($0.x0 - $0.x1)z" }
            return "<path\(paint.attributes) shape-rendering=\"crispEdges\" d=\"\(d.joined())\"/>\n"
        }.joined()
    }

    /// `items` by paint, in a fixed order.
    static func grouped<Item>(_ items: [Item], by paint: (Item) -> Paint) -> [(Paint, [Item])] {
        Dictionary(grouping: items, by: paint).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// "#rrggbb".
    static func hex(_ color: RGBColor) -> String {
        let digits = Array("0123456789abcdef")
        return "#"
            + String([color.red, color.green, color.blue].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// `text` safe inside an XML element.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
