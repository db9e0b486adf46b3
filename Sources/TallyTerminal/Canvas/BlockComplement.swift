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
    /// braille, whose dots do not tile a cell).
    @inline(__always)
    static func of(_ code: UInt32) -> UInt32? {
        switch code {
        case 0x20: return 0x2588  // space, █
        case 0x2588: return 0x20
        case 0x2580: return 0x2584  // ▀ ▄
        case 0x2584: return 0x2580
        case 0x258C: return 0x2590  // ▌ ▐
        case 0x2590: return 0x258C
        case 0x2598: return 0x259F  // ▘ ▟
        case 0x259F: return 0x2598
        case 0x259D: return 0x2599  // ▝ ▙
        case 0x2599: return 0x259D
        case 0x2596: return 0x259C  // ▖ ▜
        case 0x259C: return 0x2596
        case 0x2597: return 0x259B  // ▗ ▛
        case 0x259B: return 0x2597
        case 0x259A: return 0x259E  // ▚ ▞
        case 0x259E: return 0x259A
        default: return nil
        }
    }
}
