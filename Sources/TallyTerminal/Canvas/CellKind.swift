/// What a cell is to the stretch that writes it, and what each of the
/// stretch's two pens (plain, and reverse video) writes for it: the one
/// statement of a cell's bytes. The plan prices a cell with ``cost(of:in:reversed:)``
/// and the emitter writes it with ``write(_:in:reversed:into:)``; both read
/// the table ``glyphs``, so what is planned is what is written.
///
/// | kind         | plain pen writes | reversed pen writes     |
/// |--------------|------------------|-------------------------|
/// | `blank`      | a space (1 byte) | a full block (3 bytes)  |
/// | `block`      | itself (3 bytes) | its complement (3, or 1 for a full block's space) |
/// | `text`       | itself (1 to 4)  | nothing                 |
/// | `cluster`    | itself (its UTF-8) | nothing               |
/// | `rightHalf`  | nothing          | nothing                 |
/// | `undrawable` | nothing          | nothing                 |
///
/// ```swift
/// CellKind.block.cost(of: 0x2588, in: [], reversed: true)   // 1: █ is a reversed space
/// CellKind.blank.cost(of: 0x20, in: [], reversed: true)     // 3: a space is a reversed █
/// CellKind.text.cost(of: 0x61, in: [], reversed: true)      // -1: no pen shows a reversed "a" as one
/// ```
enum CellKind: UInt8 {
    /// A space on the stretch's background: what a blank shows is its background.
    case blank
    /// A block glyph with a complement (▀ ▄ ▌ ▐ █, the quadrants), in the
    /// stretch's shown style: reverse video shows its complement as it.
    case block
    /// Any other scalar in the stretch's shown style: letters, digits, braille,
    /// wide characters.
    case text
    /// A character of several scalars (a flag, an emoji with a modifier), in
    /// the stretch's shown style.
    case cluster
    /// The right half of a wide character: written with its left half.
    case rightHalf
    /// A cell neither pen of the stretch draws: another shown style, or a blank on
    /// another background.
    case undrawable

    /// What a pen writes for a cell.
    enum Glyph {
        /// The cell's own character.
        case itself
        /// Its block complement, which reverse video shows as the cell.
        case complement
        /// Nothing: the pen cannot draw the cell (or another cell writes it).
        case nothing
    }

    /// The table: what the plain pen and the reversed one write for a cell
    /// of this kind.
    @inline(__always)
    var glyphs: (plain: Glyph, reversed: Glyph) {
        switch self {
        case .blank, .block: (.itself, .complement)
        case .text, .cluster: (.itself, .nothing)
        case .rightHalf, .undrawable: (.nothing, .nothing)
        }
    }

    /// The kind of a cell of `code` whose shown style the stretch draws (or a
    /// blank on its background): its code alone tells.
    @inline(__always)
    init(drawable code: UInt32) {
        if code == CellBuffer.blankCode {
            self = .blank
        } else if code == CellBuffer.continuationCode {
            self = .rightHalf
        } else if code & CellBuffer.clusterFlag != 0 {
            self = .cluster
        } else {
            self = BlockComplement.of(code) == nil ? .text : .block
        }
    }

    /// The kind of a cell of `code` in `shownStyle` (its visible style bits) in a
    /// stretch drawn in `stretchStyle`, whose background is `background`.
    @inline(__always)
    init(code: UInt32, shownStyle: UInt64, stretchStyle: UInt64, background: UInt64) {
        if code == CellBuffer.blankCode {
            self = shownStyle & PackedStyle.backgroundBits == background ? .blank : .undrawable
        } else if code == CellBuffer.continuationCode {
            self = .rightHalf
        } else if shownStyle != stretchStyle {
            self = .undrawable
        } else {
            self.init(drawable: code)
        }
    }

    /// The bytes a pen writes for a cell of this kind holding `code` (a
    /// cluster's character found in `clusters`): -1 when that pen does not
    /// draw it.
    @inline(__always)
    func cost(of code: UInt32, in clusters: [Character], reversed: Bool) -> Int {
        switch reversed ? glyphs.reversed : glyphs.plain {
        case .itself:
            guard self == .cluster else { return ByteWriter.utf8Count(code) }
            return (CellBuffer.character(for: code, in: clusters) ?? " ").utf8.count
        case .complement: return ByteWriter.utf8Count(BlockComplement.of(code)!)
        case .nothing: return -1
        }
    }

    /// Writes what a pen writes for a cell of this kind holding `code`: the
    /// ``cost(of:in:reversed:)`` bytes, none when the pen does not draw it.
    @inline(__always)
    func write(_ code: UInt32, in clusters: [Character], reversed: Bool, into writer: inout ByteWriter) {
        switch reversed ? glyphs.reversed : glyphs.plain {
        case .itself:
            guard self == .cluster else { return writer.writeScalar(code) }
            writer.write(contentsOf: (CellBuffer.character(for: code, in: clusters) ?? " ").utf8)
        case .complement: writer.writeScalar(BlockComplement.of(code)!)
        case .nothing: break
        }
    }

    /// The bytes of a blank written plainly and reversed: a run of blanks
    /// costs these times its length.
    @inline(__always)
    static var blankCosts: (plain: Int, reversed: Int) {
        (
            blank.cost(of: CellBuffer.blankCode, in: [], reversed: false),
            blank.cost(of: CellBuffer.blankCode, in: [], reversed: true)
        )
    }

    /// The columns a cell of this kind holding `code` covers: a wide
    /// character's 2 (its right half is a cell of its own, of no columns
    /// here), else 1. Block elements and braille, the big digits' cells,
    /// are narrow.
    @inline(__always)
    func columns(of code: UInt32, in clusters: [Character]) -> Int {
        switch self {
        case .text where code >= 0x1100 && !(0x2580...0x28FF).contains(code):
            return Cell.width(ofScalar: code)
        case .cluster:
            return Cell.width(of: CellBuffer.character(for: code, in: clusters) ?? " ")
        default:
            return 1
        }
    }
}
