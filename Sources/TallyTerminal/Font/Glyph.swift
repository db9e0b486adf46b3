/// The shape of one character in Tally's stroke font: polylines drawn with
/// a round pen, in units where the cap height is 10, the baseline is 0 and
/// y goes up.
struct Glyph: Sendable {
    /// Horizontal space the glyph takes, side bearings included.
    let advance: Double
    /// Polylines; a single point is a dot.
    let strokes: [[Point]]
    /// Whether a stroke goes below the baseline (more than half a unit).
    let descends: Bool

    /// A glyph of `strokes` taking `advance` units.
    init(advance: Double, strokes: [[Point]]) {
        self.advance = advance
        self.strokes = strokes
        descends = strokes.contains { $0.contains { $0.y < -0.5 } }
    }
}

/// Builds glyphs from lines, arcs and dots.
struct GlyphBuilder {
    /// Space on each side of the drawn body.
    static let sideBearing = 1.1
    private(set) var strokes: [[Point]] = []

    /// A polyline through `points` (x, y).
    mutating func line(_ points: (Double, Double)...) {
        strokes.append(points.map { Point(x: $0.0, y: $0.1) })
    }

    /// An elliptical arc around (cx, cy) from `start` to `end` degrees
    /// (counterclockwise when `end` > `start`), as a polyline.
    mutating func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, from start: Double, to end: Double) {
        let steps = max(4, Int((abs(end - start) / 9).rounded(.up)))
        strokes.append(
            (0...steps).map { step in
                let angle = (start + (end - start) * Double(step) / Double(steps)) * .pi / 180
                return Point(x: cx + rx * cos(angle), y: cy + ry * sin(angle))
            })
    }

    /// A whole ellipse.
    mutating func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        arc(cx, cy, rx, ry, from: 0, to: 360)
    }

    /// A round dot.
    mutating func dot(_ x: Double, _ y: Double) {
        strokes.append([Point(x: x, y: y)])
    }

    /// The glyph of a body `width` units wide.
    func glyph(width: Double) -> Glyph {
        let shifted = strokes.map { $0.map { Point(x: $0.x + Self.sideBearing, y: $0.y) } }
        return Glyph(advance: width + 2 * Self.sideBearing, strokes: shifted)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
