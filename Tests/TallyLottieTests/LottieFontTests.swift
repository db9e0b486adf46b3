import Foundation
import TallyCore
import TallyTestSupport
import Testing

@testable import TallyLottie

@Suite struct LottieFontTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static var hasDejaVu: Bool { FileManager.default.fileExists(atPath: dejaVu) }

    @Test func whatIsNotTrueTypeIsRefusedWithATypedError() {
        #expect(throws: LottieFontError.notTrueType) { try LottieFont(trueType: []) }
        #expect(throws: LottieFontError.notTrueType) { try LottieFont(trueType: Array("not a font at all".utf8)) }
        // "OTTO": an OpenType font with CFF outlines, no `glyf`.
        #expect(throws: LottieFontError.notTrueType) {
            try LottieFont(trueType: [0x4F, 0x54, 0x54, 0x4F] + [UInt8](repeating: 0, count: 12))
        }
        // A TrueType header naming no tables.
        #expect(throws: LottieFontError.missingTable("head")) {
            try LottieFont(trueType: [0, 1, 0, 0] + [UInt8](repeating: 0, count: 8))
        }
        #expect(LottieFontError.missingTable("glyf").description == "the font has no 'glyf' table")
    }

    /// A real font's glyphs are filled outlines, the digits from its `cmap`,
    /// and a counter drawn with them still reads exactly at every frame.
    @Test(.enabled(if: hasDejaVu)) func aTrueTypeFontsGlyphsAreFilledOutlines() throws {
        var style = LottieStyle()
        style.font = try LottieFont(trueType: Array(try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu))))
        #expect(!style.font.isStroke)
        let counter = try Counter(from: 0, to: 1234.56, duration: .milliseconds(500))
        let json = AnimatedLottie.counter(counter, style: style)
        #expect(json.contains("\"ty\":\"fl\"") && !json.contains("\"ty\":\"st\""), "filled, not stroked")
        LottieTests.expectEveryFrame(of: counter, in: try LottieReader(json), fps: 60) { $0.text }
    }

    /// A damaged font never crashes: cut short anywhere or with bytes
    /// changed, it is refused or read, glyphs that cannot be read left out.
    @Test(.enabled(if: hasDejaVu)) func aDamagedFontIsRefusedOrReadNeverACrash() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu)))
        var generator = SplitMix64(seed: 48)
        var refused = 0
        for round in 0..<200 {
            var damaged = bytes
            if round % 2 == 0 {
                damaged = Array(bytes.prefix(Int.random(in: 0..<min(bytes.count, 4096), using: &generator)))
            } else {
                for _ in 0..<64 {
                    damaged[Int.random(in: 0..<min(bytes.count, 20_000), using: &generator)] = .random(
                        in: 0...255, using: &generator)
                }
            }
            do {
                var style = LottieStyle()
                style.font = try LottieFont(trueType: damaged)
                _ = AnimatedLottie.counter(try Counter(from: 0, to: 9, duration: .milliseconds(100)), style: style)
            } catch {
                refused += 1
            }
        }
        #expect(refused >= 100, "every font cut short is refused")
    }
}
