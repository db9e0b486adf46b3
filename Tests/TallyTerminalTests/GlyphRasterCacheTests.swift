import Testing

@testable import TallyTerminal

/// The glyph cache finds a glyph by every field of its key, whatever the
/// hash leaves out.
@Suite struct GlyphRasterCacheTests {
    static func key(_ character: Character, mode: PixelMode = .quadrant, left: Double = 3.5) -> GlyphRasterCache.Key {
        GlyphRasterCache.Key(
            character: character, left: left, baseline: 40, unit: 4, unitX: 8, radius: 3, mode: mode,
            canvasWidth: 80, canvasHeight: 48)
    }

    /// A mask told apart by the number of its entries.
    static func mask(_ count: Int) -> CellMask {
        CellMask(entries: Array(repeating: CellMask.Entry(index: 0, bits: 1), count: count), ink: (0, 0, 0, 0))
    }

    @Test func keysAlikeButForOneFieldAreDifferentGlyphs() {
        let cache = GlyphRasterCache(limit: 64)
        // é and è share their first byte; the modes are not hashed at all.
        let keys = [
            Self.key("é"), Self.key("è"), Self.key("e"), Self.key("é", mode: .halfBlock),
            Self.key("é", mode: .braille), Self.key("é", left: 3.25), Self.key("👨‍👩‍👧"), Self.key("👨‍👩‍👦"),
        ]
        for (index, key) in keys.enumerated() {
            #expect(cache.mask(for: key) { Self.mask(index + 1) }.entries.count == index + 1)
        }
        for (index, key) in keys.enumerated() {
            #expect(cache.mask(for: key) { Self.mask(100) }.entries.count == index + 1, "\(key.character) \(key.mode)")
        }
    }

    /// Keys that are equal hash alike: a glyph placed at -0 is the one at 0.
    @Test func equalKeysHashAlike() {
        let negative = Self.key("7", left: -0.0)
        let positive = Self.key("7", left: 0)
        #expect(negative == positive)
        #expect(negative.hashValue == positive.hashValue)
        let cache = GlyphRasterCache(limit: 64)
        _ = cache.mask(for: positive) { Self.mask(1) }
        #expect(cache.mask(for: negative) { Self.mask(2) }.entries.count == 1)
    }

    /// Spellings that `Character` holds equal (K and the Kelvin sign, é
    /// composed and decomposed) are keys that are equal with one hash, or
    /// not equal at all.
    @Test func canonicallyEquivalentSpellingsKeepTheContract() {
        for (first, second) in [("K", "\u{212A}"), (";", "\u{037E}"), ("\u{E9}", "e\u{301}")] {
            let (a, b) = (Self.key(Character(first)), Self.key(Character(second)))
            #expect(a != b || a.hashValue == b.hashValue, "\(first) \(second)")
        }
    }
}
