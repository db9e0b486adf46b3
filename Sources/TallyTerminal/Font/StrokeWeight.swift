/// How heavy the strokes of big text are: the pen's width as a share of
/// the cap height, as the weights of a font family differ.
///
/// Lighter digits light fewer cells, so a terminal has fewer to redraw
/// when they change: thin digits wrote about a quarter fewer bytes than
/// regular ones at window size (`scripts/measure-count`,
/// `scripts/compare-termdown`).
///
/// ```swift
/// StrokeWeight.thin.penRadius(capHeight: 40)     // 1.0 pixel each side of the path
/// StrokeWeight.regular.penRadius(capHeight: 40)  // 3.0
/// ```
public enum StrokeWeight: String, Sendable, Hashable, CaseIterable {
    /// A stroke 5% of the cap height: a thin line, like a large clock face.
    case thin
    /// A stroke 9% of the cap height.
    case light
    /// A stroke 15% of the cap height: bold enough to read across a room.
    case regular
    /// A stroke 21% of the cap height.
    case bold

    /// The pen's radius, in pixels, for a cap height of `capHeight` pixels:
    /// never under half a pixel, so that every stroke shows.
    public func penRadius(capHeight: Double) -> Double {
        max(capHeight * share / 2, 0.5)
    }

    /// Space added to each glyph's advance, in font units (cap height 10):
    /// a pen heavier than the regular one reaches further to each side, so
    /// neighbouring glyphs move apart by as much, and never touch.
    var extraAdvance: Double {
        max(share - Self.regular.share, 0) * StrokeFont.capHeight
    }

    /// The stroke's width over the cap height.
    var share: Double {
        switch self {
        case .thin: return 0.05
        case .light: return 0.09
        case .regular: return 0.15
        case .bold: return 0.21
        }
    }
}
