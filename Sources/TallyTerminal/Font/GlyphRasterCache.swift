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
    }

    static let shared = GlyphRasterCache(limit: 512)

    private let limit: Int
    private let storage = Mutex<[Key: CellMask]>([:])

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
}
