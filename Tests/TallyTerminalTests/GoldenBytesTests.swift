import TallyCore
import TallyTestSupport
import Testing

@testable import TallyTerminal

/// The renderer's bytes for the frames of ``EncoderScenes``, as digests
/// recorded from the encoder of 784a262 (before its cost table): a change
/// to the encoder that is meant to write the same bytes (a faster loop,
/// a clearer name) proves it here. A change meant to write other bytes
/// records new digests, and says why in its commit.
@Suite struct GoldenBytesTests {
    /// Per scene: the bytes of all its frames, and their FNV-1a 64 digest
    /// (each frame's bytes, then its count as eight bytes).
    static let recorded: [String: (bytes: Int, digest: UInt64)] = [
        "digits 200x60 palette16": (91677, 0x36236E0D58956EB1),
        "digits 200x60 trueColor": (80198, 0x3703093AE1723AED),
        "digits 80x24 palette16": (20556, 0x4C64FE90D0B780),
        "digits 80x24 trueColor": (19571, 0x4494A4B0702D069B),
        "gaps 200x2 none": (6020, 0x361A1418A6E5286F),
        "gaps 200x2 palette16": (7655, 0x5AADF3808282A723),
        "gaps 200x2 palette256": (9177, 0xBC326655B7DECBEE),
        "gaps 200x2 trueColor": (10911, 0x8302A3456B9A0035),
        "gaps 90x3 none": (5454, 0x9D50D4BB98A49FC9),
        "gaps 90x3 palette16": (7133, 0xEA2E8522DFFD60B6),
        "gaps 90x3 palette256": (8627, 0x2FF6A91D4F63E3B1),
        "gaps 90x3 trueColor": (10276, 0xDA9616C5EE5364FA),
        "random 133x9 none": (7004, 0xEDB0B7602B91E7BF),
        "random 133x9 palette16": (10349, 0x508329F7AB7F77CE),
        "random 133x9 palette256": (12487, 0x6954B983FACB7899),
        "random 133x9 trueColor": (15053, 0x77C8201AFD59EDA3),
        "random 31x6 none": (4599, 0xA21C019D35FFA9B8),
        "random 31x6 palette16": (6720, 0xAA898EC7D0E91918),
        "random 31x6 palette256": (8300, 0xDDECF7E6D6D43F22),
        "random 31x6 trueColor": (10191, 0x495D2CCA79F6F88),
        "random 80x24 none": (8100, 0x92B030E4313D1AF8),
        "random 80x24 palette16": (11451, 0x23801491F1F5760F),
        "random 80x24 palette256": (13520, 0x2FC1666C4EE02B1F),
        "random 80x24 trueColor": (15978, 0xE15B9FB72152BB97),
        "text 40x3 none": (13658, 0x1D1ACD55A410F103),
        "text 40x3 palette16": (16686, 0xA40C2C6FC25C460D),
        "text 40x3 palette256": (19330, 0x51D55AB738BD22EA),
        "text 40x3 trueColor": (22459, 0xF1C3D19E8B3FAC36),
        "text 90x4 none": (40214, 0x207495167D70D2AB),
        "text 90x4 palette16": (49479, 0x3B82B685CA3A5EF0),
        "text 90x4 palette256": (56980, 0xD941D4FFA9F33DBC),
        "text 90x4 trueColor": (65656, 0x8080C4B97AD1F60C),
    ]

    @Test(arguments: EncoderScenes.all)
    func bytesAreTheRecordedOnes(scene: EncoderScene) throws {
        var screen = TerminalScreen(width: scene.width, height: scene.height, colorMode: scene.colorMode)
        var hash = FNV1a64()
        var total = 0
        try scene.forEachFrame { frame in
            screen.back = frame
            let bytes = screen.render()
            hash.add(bytes)
            hash.add(UInt64(bytes.count))
            total += bytes.count
        }
        let got = "\"\(scene)\": (\(total), 0x\(String(hash.value, radix: 16, uppercase: true))),"
        guard let recorded = Self.recorded[scene.description] else {
            Issue.record("not recorded: \(got)")
            return
        }
        #expect(total == recorded.bytes && hash.value == recorded.digest, "now \(got)")
    }

    @Test func fnv1a64OfKnownText() {
        var hash = FNV1a64()
        #expect(hash.value == 0xCBF2_9CE4_8422_2325)
        hash.add(Array("a".utf8))
        #expect(hash.value == 0xAF63_DC4C_8601_EC8C)
        hash = FNV1a64()
        hash.add(Array("foobar".utf8))
        #expect(hash.value == 0x8594_4171_F739_67E8)
    }
}

/// FNV-1a, 64 bits: a few lines, no package, the same value on every
/// platform and run.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }

    /// Adds `number`'s eight bytes, least significant first.
    mutating func add(_ number: UInt64) {
        add((0..<8).map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) })
    }
}
