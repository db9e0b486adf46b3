import Synchronization

/// Glyphs already rasterized, by glyph, size and exact position on a canvas
/// of a given size: big digits that stay where they are (a counter whose
/// layout does not change, a timer) are rasterized once per digit and
/// place, then copied. Keys are exact, so a cached glyph is the very pixels
/// drawing it again would give. Bounded: when full it starts over.
///
/// ```swift
/// let key = GlyphRasterCache.Key(
///     character: "7", left: 3.5, baseline: 40, unit: 4, unitX: 8, radius: 3, mode: .quadrant,
///     canvasWidth: 80, canvasHeight: 48)
/// GlyphRasterCache.shared.mask(for: key) { canvas.mask(of: spans) }  // made once, then found
/// ```
final class GlyphRasterCache: Sendable {
    /// What a glyph's pixels depend on.
    struct Key: Hashable, Sendable {
        var character: Character
        /// Where the glyph starts, and its baseline, in pixels.
        var left: Double
        var baseline: Double
        /// Pixels per font unit, down and across; the pen's radius.
        var unit: Double
        var unitX: Double
        var radius: Double
        /// The canvas: its mode (a cached glyph is its cells, laid out
        /// as the mode packs pixels into them) and its size in pixels.
        var mode: PixelMode
        var canvasWidth: Int
        var canvasHeight: Int

        /// One word of the fields (the character by its first byte, the mode
        /// left out), hashed once: the synthesized hash fed the hasher a
        /// `Character` (a string) and nine more values for a key looked up
        /// for every glyph of every frame. Equal keys compare every field.
        func hash(into hasher: inout Hasher) {
            // A value plus zero: -0 and 0 are equal, so they must hash alike.
            var word = UInt64(character.utf8.first ?? 0) &* 0x9E37_79B9_7F4A_7C15
            word = (word ^ (left + 0).bitPattern) &* 0x100_0000_01B3
            word = (word ^ (baseline + 0).bitPattern) &* 0x100_0000_01B3
            word = (word ^ (unit + 0).bitPattern) &* 0x100_0000_01B3
            word = (word ^ (unitX + 0).bitPattern) &* 0x100_0000_01B3
            word = (word ^ (radius + 0).bitPattern) &* 0x100_0000_01B3
            hasher.combine(word ^ UInt64(truncatingIfNeeded: canvasWidth &* 31 &+ canvasHeight))
        }

        /// Every field alike, the character byte for byte: `Character`'s own
        /// `==` holds canonically equivalent spellings equal (K and the
        /// Kelvin sign, which the font draws alike), which this hash of the
        /// first byte would tell apart. Two spellings are two entries of the
        /// same pixels.
        static func == (first: Key, second: Key) -> Bool {
            first.left == second.left && first.baseline == second.baseline && first.unit == second.unit
                && first.unitX == second.unitX && first.radius == second.radius && first.mode == second.mode
                && first.canvasWidth == second.canvasWidth && first.canvasHeight == second.canvasHeight
                && first.character.utf8.elementsEqual(second.character.utf8)
        }
    }

    static let shared = GlyphRasterCache(limit: 512)

    private let limit: Int
    private let storage = Mutex<[Key: CellMask]>([:])
    /// Glyphs kept as runs of pixels, for faces that roll: moved by whole
    /// rows and clipped every frame (`StrokeText.draw(…rowOffset:)`); and
    /// the keys asked for once, not kept yet (a column still making room
    /// for itself changes its glyphs' size every frame: never kept).
    private let runStorage = Mutex<(kept: [Key: [PixelSpan]], seen: Set<Key>)>(([:], []))

    init(limit: Int) {
        self.limit = limit
    }

    /// The glyph's pixels for `key`: from the cache, or made by `make` and kept.
    func mask(for key: Key, make: () -> CellMask) -> CellMask {
        if let found = storage.withLock({ $0[key] }) { return found }
        let mask = make()
        storage.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = mask
        }
        return mask
    }

    /// The glyph's runs of pixels for `key` (sorted by row, then column,
    /// none overlapping or touching another): from the cache, or made by
    /// `make` and kept when `key` was asked for before; nil the first time
    /// (the caller draws it directly).
    func runs(for key: Key, make: () -> [PixelSpan]) -> [PixelSpan]? {
        let seenBefore: Bool? = runStorage.withLock { storage in
            if storage.kept[key] != nil { return nil }
            if storage.seen.count >= limit { storage.seen.removeAll(keepingCapacity: true) }
            return !storage.seen.insert(key).inserted
        }
        guard let seenBefore else { return runStorage.withLock { $0.kept[key] } }
        guard seenBefore else { return nil }
        let runs = make()
        runStorage.withLock { storage in
            if storage.kept.count >= limit { storage.kept.removeAll(keepingCapacity: true) }
            storage.kept[key] = runs
            storage.seen.remove(key)
        }
        return runs
    }
}
