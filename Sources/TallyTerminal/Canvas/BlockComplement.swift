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
        if code == 0x20 { return 0x2588 }  // space, █
        let offset = code &- 0x2580
        guard offset < 32 else { return nil }
        let complement = blocks[Int(offset)]
        return complement == 0 ? nil : UInt32(complement)
    }

    /// The complements of U+2580 to U+259F (0: none), one load away: the
    /// renderer asks for every changed cell of big digits.
    private static let blocks: [UInt16] = [
        0x2584, 0, 0, 0, 0x2580, 0, 0, 0,  // ▀ ▄
        0x0020, 0, 0, 0, 0x2590, 0, 0, 0,  // █ ▌
        0x258C, 0, 0, 0, 0, 0, 0x259C, 0x259B,  // ▐ ▖ ▗
        0x259F, 0x259D, 0x259E, 0x2597, 0x2596, 0x2599, 0x259A, 0x2598,  // ▘ ▙ ▚ ▛ ▜ ▝ ▞ ▟
    ]
}
