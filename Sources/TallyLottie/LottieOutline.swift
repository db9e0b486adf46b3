import TallyTerminal

/// Glyph outlines as Lottie Bézier paths (`values/bezier.json`: vertices
/// `v`, and each vertex's in and out tangents `i` and `o`, relative to it),
/// in font units with y going down: a stroke of the stroke font, or a
/// TrueType contour.
///
/// The stroke font draws arcs as polylines of short chords (at most 9° each); a
/// run of them is written as every third point joined by cubic curves
/// through it (Catmull-Rom tangents, a sixth of the chord between the
/// neighbours), which stays within a few thousandths of a unit of the arc
/// and takes a third of the points. Corners (a turn of more than 25°) and
/// the ends keep straight segments.
enum LottieOutline {
    /// The path of one open polyline.
    static func path(_ points: [Point]) -> String {
        let flipped = points.map { Point(x: $0.x, y: -$0.y) }
        let count = flipped.count
        // Whether the polyline turns gently at each point (its ends never).
        let smooth = flipped.indices.map { index -> Bool in
            guard index > 0, index < count - 1 else { return false }
            let (a, b, c) = (flipped[index - 1], flipped[index], flipped[index + 1])
            let (u, v) = (Point(x: b.x - a.x, y: b.y - a.y), Point(x: c.x - b.x, y: c.y - b.y))
            let lengths = (u.x * u.x + u.y * u.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot()
            guard lengths > 0 else { return false }
            return (u.x * v.x + u.y * v.y) / lengths > 0.906  // cos 25°
        }
        var kept: [Int] = []
        for index in flipped.indices {
            let last = kept.last ?? -3
            let next = index + 1 < count ? smooth[index + 1] : false
            if !smooth[index] || index - last >= 3 || !next { kept.append(index) }
        }
        var vertices: [String] = []
        var ins: [String] = []
        var outs: [String] = []
        for (position, index) in kept.enumerated() {
            let point = flipped[index]
            vertices.append(pair(point.x, point.y))
            // A curve only between kept points that had points dropped between them.
            let previous = position > 0 ? kept[position - 1] : nil
            let following = position + 1 < kept.count ? kept[position + 1] : nil
            let curvedIn = previous.map { index - $0 > 1 } ?? false
            let curvedOut = following.map { $0 - index > 1 } ?? false
            var tangent = Point(x: 0, y: 0)
            if let previous, let following, smooth[index] {
                let (a, c) = (flipped[previous], flipped[following])
                tangent = Point(x: (c.x - a.x) / 6, y: (c.y - a.y) / 6)
            } else if let following, curvedOut {
                tangent = Point(x: (flipped[following].x - point.x) / 3, y: (flipped[following].y - point.y) / 3)
            } else if let previous, curvedIn {
                tangent = Point(x: (point.x - flipped[previous].x) / 3, y: (point.y - flipped[previous].y) / 3)
            }
            ins.append(curvedIn ? pair(-tangent.x, -tangent.y) : "[0,0]")
            outs.append(curvedOut ? pair(tangent.x, tangent.y) : "[0,0]")
        }
        return path(closed: false, vertices: vertices, ins: ins, outs: outs)
    }

    /// A closed TrueType contour as a Bézier path, y flipped to go down:
    /// its points on the curve are the vertices; a quadratic control point
    /// between two of them becomes the cubic's handles (two thirds of the
    /// way to it from each end), and two control points in a row imply an
    /// on-curve point half way between them (OpenType, `glyf`). Nil for a
    /// contour of fewer than two points.
    static func closedPath(_ contour: TrueTypeFont.Contour) -> String? {
        guard contour.count >= 2 else { return nil }
        var points = contour.map { (x: $0.x, y: -$0.y, onCurve: $0.onCurve) }
        // Start on the curve: at the first such point, or half way between
        // the first two control points.
        if let first = points.firstIndex(where: \.onCurve) {
            points = Array(points[first...] + points[..<first])
        } else {
            let (a, b) = (points[0], points[1])
            points.insert(((a.x + b.x) / 2, (a.y + b.y) / 2, true), at: 0)
        }
        // Segments: from a vertex, straight or through one control point.
        var vertices: [(x: Double, y: Double)] = []
        var controls: [(x: Double, y: Double)?] = []
        var index = 0
        while index < points.count {
            let point = points[index]
            if point.onCurve {
                vertices.append((point.x, point.y))
                controls.append(nil)
                index += 1
                continue
            }
            // A control point: its segment ends at the next on-curve point,
            // implied or written (the contour's start, at its end).
            controls[controls.count - 1] = (point.x, point.y)
            let next = index + 1 < points.count ? points[index + 1] : points[0]
            if !next.onCurve {
                vertices.append(((point.x + next.x) / 2, (point.y + next.y) / 2))
                controls.append(nil)
            }
            index += 1
        }
        let count = vertices.count
        var ins = Array(repeating: "[0,0]", count: count)
        var outs = Array(repeating: "[0,0]", count: count)
        for (start, control) in controls.enumerated() {
            guard let control else { continue }
            let end = (start + 1) % count
            let (p0, p1) = (vertices[start], vertices[end])
            outs[start] = pair((control.x - p0.x) * 2 / 3, (control.y - p0.y) * 2 / 3)
            ins[end] = pair((control.x - p1.x) * 2 / 3, (control.y - p1.y) * 2 / 3)
        }
        let written = vertices.map { pair($0.x, $0.y) }
        return path(closed: true, vertices: written, ins: ins, outs: outs)
    }

    /// A path's JSON: whether it is closed, its vertices and each one's
    /// in and out handles, all already written. (Interpolated, not joined
    /// with `+`: Swift 6.0.3 could not type-check the sum in time.)
    private static func path(closed: Bool, vertices: [String], ins: [String], outs: [String]) -> String {
        let (v, i, o) = (vertices.joined(separator: ","), ins.joined(separator: ","), outs.joined(separator: ","))
        return "{\"c\":\(closed),\"v\":[\(v)],\"i\":[\(i)],\"o\":[\(o)]}"
    }

    /// A point with two fraction digits: a hundredth of a unit is a
    /// thirtieth of a pixel at 48 pixels.
    private static func pair(_ x: Double, _ y: Double) -> String {
        "[\(LottieJSON.number((x * 100).rounded() / 100)),\(LottieJSON.number((y * 100).rounded() / 100))]"
    }
}
