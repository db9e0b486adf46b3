/// How pixels map to character cells.
///
/// ```swift
/// PixelMode.braille.pixelsPerCell  // (x: 2, y: 4)
/// ```
public enum PixelMode: String, Sendable, Hashable, CaseIterable {
    /// Half blocks (▀ ▄ █): 1 × 2 pixels per cell, solid, drawn by most
    /// terminal fonts (not by the Linux console's usual ones, see
    /// ``init(environment:)``).
    case halfBlock = "half"
    /// Quadrant blocks (▘ ▚ ▟ …): 2 × 2 pixels per cell, solid.
    case quadrant = "quad"
    /// Braille dots (⣿): 2 × 4 pixels per cell, the finest grid.
    case braille
    /// ASCII art (`d8b`, `Y8P`), as figlet and termdown draw: 2 × 2
    /// pixels per cell, each cell the printable ASCII character shaped most
    /// like its quadrants (`8` full, `"` the top half, `d` all but the top
    /// left). Any terminal and font shows it, and a cell is one byte where
    /// a block is three.
    case ascii

    /// The mode a terminal described by `environment` shows best: ASCII art
    /// on the Linux console (`TERM` is `linux` or one of its variants, such
    /// as `linux-16color` or `linux3.0`), quadrants elsewhere. No font of
    /// Debian's console-setup has the quadrant blocks, and its usual ones
    /// (Lat15, Uni2-Fixed16, Uni2-VGA16, Uni3-Terminus16) lack ▀ ▄ ▌ ▐ too.
    /// Inside tmux or screen, `TERM` names the multiplexer, not the console
    /// under it.
    ///
    /// ```swift
    /// PixelMode(environment: ["TERM": "linux"])           // .ascii
    /// PixelMode(environment: ["TERM": "xterm-256color"])  // .quadrant
    /// ```
    public init(environment: [String: String]) {
        self = (environment["TERM"] ?? "").hasPrefix("linux") ? .ascii : .quadrant
    }

    /// Pixels across and down one cell.
    public var pixelsPerCell: (x: Int, y: Int) {
        switch self {
        case .halfBlock: return (1, 2)
        case .quadrant, .ascii: return (2, 2)
        case .braille: return (2, 4)
        }
    }

    /// A pixel's width over its height, for a cell twice as tall as wide.
    var pixelAspect: Double {
        let (x, y) = pixelsPerCell
        return (0.5 / Double(x)) / (1.0 / Double(y))
    }

    /// The character for one cell from its pixels, `bits` in row-major order
    /// (bit 0 top left).
    func character(for bits: Int) -> Character {
        Character(Unicode.Scalar(scalar(for: bits))!)
    }

    /// The scalar value of ``character(for:)``: what a cell buffer stores.
    func scalar(for bits: Int) -> UInt32 {
        scalars[bits & (scalars.count - 1)]
    }

    /// The scalar of every arrangement of a cell's pixels, by its bits: one
    /// load a cell for a canvas drawn into cells.
    var scalars: [UInt32] {
        switch self {
        case .halfBlock: Self.halfBlocks
        case .quadrant: Self.quadrants
        case .ascii: Self.asciiArt
        case .braille: Self.brailleCells
        }
    }

    /// " ", "▀", "▄", "█".
    private static let halfBlocks: [UInt32] = [0x20, 0x2580, 0x2584, 0x2588]
    /// Bit 0 top left, 1 top right, 2 bottom left, 3 bottom right:
    /// " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█".
    private static let quadrants: [UInt32] = [
        0x20, 0x2598, 0x259D, 0x2580, 0x2596, 0x258C, 0x259E, 0x259B,
        0x2597, 0x259A, 0x2590, 0x259C, 0x2584, 0x2599, 0x259F, 0x2588,
    ]
    /// ``quadrants`` in ASCII: "▘" is "`", "▀" is "\"", "▌" is "[", "▛" is
    /// "P", "▚" is "\\", "▜" is "Y", "▄" is "a", "▙" is "b", "█" is "8".
    private static let asciiArt: [UInt32] = Array(#" `'",[/P.\]Yabd8"#.unicodeScalars.map(\.value))
    /// Row-major bits to braille dots 1-8, for all 256 arrangements.
    private static let brailleCells: [UInt32] = (0..<256).map { bits in
        let dots: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
        return 0x2800 + (0..<8).reduce(0) { value, bit in bits & (1 << bit) != 0 ? value | dots[bit] : value }
    }
}
