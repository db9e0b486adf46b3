import Testing

@testable import TallyTerminal

/// The renderer's byte writer and block complements, against slow and
/// independent references.
@Suite struct ByteWriterTests {
    /// Every scalar's bytes are Swift's own UTF-8, and ``ByteWriter/utf8Count(_:)``
    /// counts them; a sample across every length and its edges.
    @Test func scalarsAreWrittenAsUTF8() {
        var codes: [UInt32] = Array(0..<0x300) + [0x7FF, 0x800, 0xFFFF, 0x10000, 0x10FFFF]
        codes += stride(from: 0x300, to: 0x110000, by: 97).filter { !(0xD800...0xDFFF).contains($0) }
        for code in codes {
            guard let scalar = Unicode.Scalar(code) else { continue }
            var bytes: [UInt8] = [7]
            ByteWriter.append(ByteWriter.utf8Count(code), to: &bytes) { $0.writeScalar(code) }
            #expect(bytes == [7] + Array(String(Character(scalar)).utf8), "U+\(String(code, radix: 16))")
        }
    }

    /// Control sequences and numbers: the digits `String` gives, as many
    /// as ``ByteWriter/controlCount(_:)`` and ``ByteWriter/decimalCount(_:)`` say.
    @Test func numbersAreWrittenInDecimal() {
        var numbers = Array(0...1_100)
        numbers += [9_999, 10_000, 99_999, 123_456, 1_000_000, Int(Int32.max), Int.max]
        for number in numbers {
            #expect(ByteWriter.decimalCount(number) == String(number).count, "\(number)")
            var bytes: [UInt8] = []
            ByteWriter.append(ByteWriter.controlCount(number), to: &bytes) {
                $0.writeControl(number, UInt8(ascii: "C"))
            }
            #expect(bytes == Array("\u{1B}[\(number)C".utf8))
        }
        var bare: [UInt8] = []
        ByteWriter.append(ByteWriter.controlCount(nil), to: &bare) { $0.writeControl(nil, UInt8(ascii: "K")) }
        #expect(bare == Array("\u{1B}[K".utf8))
        var none: [UInt8] = [1]
        ByteWriter.append(0, to: &none) { _ in Issue.record("nothing to write, nothing called") }
        #expect(none == [1])
    }

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
