import Testing

@testable import TallyTerminal

/// The renderer's byte writer, against Swift's own UTF-8 and decimal text.
@Suite struct ByteWriterTests {
    /// Every scalar's bytes are Swift's own UTF-8, and ``ByteWriter/utf8Count(_:)``
    /// counts them; a sample across every length and its edges.
    @Test func scalarsAreWrittenAsUTF8() {
        var codes: [UInt32] = Array(0..<0x300) + [0x7FF, 0x800, 0xFFFF, 0x10000, 0x10FFFF]
        codes += stride(from: 0x300, to: 0x110000, by: 97)
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
        ByteWriter.append(0, to: &none) { _ in }
        #expect(none == [1])
    }
}
