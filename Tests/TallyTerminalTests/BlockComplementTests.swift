import Testing

@testable import TallyTerminal

/// Reverse video's block complements, against the pixel maps the big digits
/// are drawn with.
@Suite struct BlockComplementTests {
    /// A block's complement lights exactly the pixels it leaves dark, for
    /// every quadrant and half-block glyph; nothing else has one.
    @Test func complementsFillWhatTheBlockLeaves() {
        for bits in 0..<16 {
            let block = PixelMode.quadrant.scalar(for: bits)
            #expect(BlockComplement.of(block) == PixelMode.quadrant.scalar(for: 15 ^ bits), "\(bits)")
        }
        for bits in 0..<4 {
            #expect(
                BlockComplement.of(PixelMode.halfBlock.scalar(for: bits)) == PixelMode.halfBlock.scalar(for: 3 ^ bits))
        }
        let blocks = Set((0..<16).map { PixelMode.quadrant.scalar(for: $0) })
        for code in UInt32(0)..<0x3000 where !blocks.contains(code) {
            #expect(BlockComplement.of(code) == nil, "U+\(String(code, radix: 16))")
        }
    }
}
