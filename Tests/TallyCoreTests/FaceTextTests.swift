import Testing

@testable import TallyCore

@Suite struct FaceTextTests {
    /// Every text comes back as it went in: inline up to 15 UTF-8 bytes,
    /// interned beyond; equal texts are equal faces.
    @Test func textsRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789-.,' \u{202F}\u{2212}\u{200F}٠١٢٣٤٥٦٧٨٩०१२३४५६७८९𝟘𝟙é")
        var texts = ["", " ", "٣", "\u{200E}-", "-\u{200E}", String(repeating: "9", count: 15)]
        texts += (0..<2000).map { _ in
            String(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        texts += (0...127).map { String(UnicodeScalar(UInt8($0))) }
        for text in texts {
            let face = FaceText(text)
            #expect(face.string == text, "\(text.debugDescription)")
            #expect(face.string.utf8.elementsEqual(text.utf8))
            #expect(FaceText(text) == face)
        }
        #expect(FaceText("1") != FaceText("2"))
        #expect(FaceText(String(repeating: "٣", count: 9)) != FaceText(String(repeating: "٣", count: 10)))
    }

    /// The literal made for a one-byte face is the table's string, byte
    /// for byte, for every ASCII byte.
    @Test func asciiLiteralsMatchTheTable() {
        for byte in UInt8(0)...127 {
            let text = FaceText.asciiString(byte)
            #expect(text == FaceText.ascii[Int(byte)], "\(byte)")
            #expect(Array(text.utf8) == [byte], "\(byte)")
            #expect(FaceText(text).string == text, "\(byte)")
        }
    }

    @Test func facesReadAsTheirStrings() {
        let faces = OdometerColumn.Faces("٩", "٠")
        #expect(Array(faces) == ["٩", "٠"])
        #expect(faces == ["٩", "٠"])
        #expect(OdometerColumn.Faces("7").description == #"["7"]"#)
    }
}
