/// The block glyph that fills exactly the part of a cell another leaves
/// empty: in reverse video a glyph shows as its complement does plainly, so
/// a full block can be written as a space.
///
/// ```swift
/// BlockComplement.of(0x2588)  // 0x20: █ is a reversed space
/// BlockComplement.of(0x2580)  // 0x2584: ▀ is a reversed ▄
/// BlockComplement.of(0x41)    // nil: a letter has none
/// ```
enum BlockComplement {
    /// The complement of the scalar `code`, or nil when it has none (text,
    /// braille, whose dots do not tile a cell). A switch of constants, which
    /// the compiler makes a table in the binary: the renderer asks for every
    /// cell of big digits it plans or writes.
    @inline(__always)
    static func of(_ code: UInt32) -> UInt32? {
        switch code {
        case 0x20: 0x2588  // space, █
        case 0x2588: 0x20
        case 0x2580: 0x2584  // ▀ ▄
        case 0x2584: 0x2580
        case 0x258C: 0x2590  // ▌ ▐
        case 0x2590: 0x258C
        case 0x2596: 0x259C  // ▖ ▜
        case 0x259C: 0x2596
        case 0x2597: 0x259B  // ▗ ▛
        case 0x259B: 0x2597
        case 0x2598: 0x259F  // ▘ ▟
        case 0x259F: 0x2598
        case 0x2599: 0x259D  // ▙ ▝
        case 0x259D: 0x2599
        case 0x259A: 0x259E  // ▚ ▞
        case 0x259E: 0x259A
        default: nil
        }
    }
}
