/// Text set in Tally's stroke font, ready to be drawn at any size.
///
/// ```swift
/// let text = StrokeText("4:59")
/// text.canDraw  // true
/// StrokeText("第一个").canDraw  // false: the font has no Chinese
/// ```
public struct StrokeText: Sendable {
    /// The characters.
    public let text: String
    private let glyphs: [Glyph]

    /// Sets `text`; characters the font lacks make ``canDraw`` false.
    public init(_ text: String) {
        self.text = text
        glyphs = text.compactMap { StrokeFont.glyph(for: $0) }
    }

    /// Whether the font has every character of the text.
    public var canDraw: Bool { glyphs.count == text.count && !text.isEmpty }

    /// Whether any character reaches below the baseline.
    var hasDescenders: Bool {
        glyphs.contains { $0.strokes.contains { $0.contains { $0.y < -0.5 } } }
    }

    /// Width in glyph units (cap height 10).
    public var advance: Double { glyphs.reduce(0) { $0 + $1.advance } }

    /// Pen radius for a cap height of `capHeight` pixels: bold enough to read.
    static func penRadius(capHeight: Double) -> Double {
        max(capHeight * 0.075, 0.5)
    }

    /// Width in pixels at a cap height of `capHeight` pixels.
    public func width(capHeight: Double, pixelAspect: Double) -> Double {
        advance * capHeight / StrokeFont.capHeight / pixelAspect
    }

    /// Draws the text with its left edge at `x` and its baseline at
    /// `baseline` (pixels, y down), `capHeight` pixels tall, squeezed across
    /// by `horizontalScale` (a column still making room for itself).
    public func draw(
        into canvas: inout PixelCanvas, x: Double, baseline: Double, capHeight: Double, horizontalScale: Double = 1
    ) {
        let unit = capHeight / StrokeFont.capHeight
        let unitX = unit / canvas.pixelAspect * horizontalScale
        let radius = Self.penRadius(capHeight: capHeight)
        var left = x
        for glyph in glyphs {
            for stroke in glyph.strokes {
                let points = stroke.map { Point(x: left + $0.x * unitX, y: baseline - $0.y * unit) }
                if points.count == 1 {
                    canvas.stroke(from: points[0], to: points[0], radius: radius * 1.15)
                }
                for (a, b) in zip(points, points.dropFirst()) {
                    canvas.stroke(from: a, to: b, radius: radius)
                }
            }
            left += glyph.advance * unitX
        }
    }
}
