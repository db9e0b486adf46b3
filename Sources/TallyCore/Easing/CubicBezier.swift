/// The CSS `cubic-bezier(x1, y1, x2, y2)` timing curve from (0,0) to (1,1).
struct CubicBezier: Hashable, Sendable {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    /// y for the point of the curve whose x is `x`.
    func value(at x: Double) -> Double {
        Solver(self).value(at: x)
    }

    /// The curve's two polynomials, their coefficients worked out once, and
    /// perhaps a table of first guesses: an odometer makes one and solves
    /// every column's easing of every frame with it.
    struct Solver: Sendable {
        /// x(s) = ((a·s + b)·s)·s + c·s; x'(s) = (3a·s)·s + 2b·s + c.
        private let xa, xb, xc, xa3, xb2: Double
        /// y(s), as x(s).
        private let ya, yb, yc: Double
        /// s at x = i/256 for i in 0...256, when tabulated (else empty):
        /// Newton's method starts from the line between the two around x,
        /// some 1e-5 off, instead of from x, and takes about two steps
        /// instead of four.
        private var guesses: [Double] = []

        /// A solver for `curve`; `tabulated`, it works out its first
        /// guesses once (257 solves, 2 KB), for one that will solve many
        /// times. Either solves x to the same tolerance (y then differs by
        /// that times the curve's slope dy/dx).
        init(_ curve: CubicBezier, tabulated: Bool = false) {
            // The terms of 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³ in Horner form.
            xa = 1 + 3 * curve.x1 - 3 * curve.x2
            xb = 3 * curve.x2 - 6 * curve.x1
            xc = 3 * curve.x1
            xa3 = 3 * xa
            xb2 = 2 * xb
            ya = 1 + 3 * curve.y1 - 3 * curve.y2
            yb = 3 * curve.y2 - 6 * curve.y1
            yc = 3 * curve.y1
            if tabulated {
                guesses = (0...256).map { parameter(for: Double($0) / 256) }
            }
        }

        /// y for the point of the curve whose x is `x`.
        @inline(__always)
        func value(at x: Double) -> Double {
            let s = parameter(for: x)
            return (ya * s + yb) * s * s + yc * s
        }

        /// The curve parameter s with x(s) = x: Newton's method where the curve
        /// is steep enough for it to be exact, bisection (to 2^-60) elsewhere,
        /// e.g. near a vertical tangent, where a tiny error in x is a large one in s.
        ///
        /// Newton stops when x(s) is within 1e-13 of x, or just after a step
        /// shorter than 1e-7: by Taylor's theorem the step leaves x(s) off by
        /// x''/2 × step², and |x''| ≤ 12 for x1 and x2 in 0...1, so by under
        /// 6e-14 — the same bound, without evaluating the curve once more to
        /// see it (a fifth of the evaluations). Newton starts from x, or
        /// from the table's guess: the result is then another s within the
        /// same bound.
        @inline(__always)
        private func parameter(for x: Double) -> Double {
            var s = x
            if guesses.count == 257, x > 0, x < 1 {
                let scaled = x * 256
                let index = min(Int(scaled), 255)
                s = guesses[index] + (guesses[index + 1] - guesses[index]) * (scaled - Double(index))
            }
            for _ in 0..<8 {
                let error = coordinate(s) - x
                let slope = xa3 * s * s + xb2 * s + xc
                if slope < 1e-3 { break }
                if abs(error) < 1e-13 { return s }
                let step = error / slope
                s -= step
                if !(0...1).contains(s) { break }
                if abs(step) < 1e-7 { return s }
            }
            return bisection(for: x)
        }

        /// ``parameter(for:)`` by bisection, for where Newton's method fails.
        private func bisection(for x: Double) -> Double {
            var low = 0.0
            var high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if coordinate(mid) < x { low = mid } else { high = mid }
            }
            return (low + high) / 2
        }

        /// x(s).
        @inline(__always)
        private func coordinate(_ s: Double) -> Double {
            (xa * s + xb) * s * s + xc * s
        }
    }
}

extension Easing {
    /// The CSS timing curve `cubic-bezier(x1, y1, x2, y2)`.
    ///
    /// ```swift
    /// let ease = try Easing.cubicBezier(0.25, 0.1, 0.25, 1)  // CSS "ease"
    /// ease(0.5)  // 0.8024033877399112
    /// ```
    ///
    /// - Throws: ``TallyError/malformedEasing(_:reason:)`` when x1 or x2 is
    ///   outside 0...1 (the curve would not be a function of time), y1 or y2
    ///   outside -1000...1000 (no animation overshoots that far, and frames
    ///   made from it would leave every safe range), or any value is not finite.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
        throws(TallyError) -> Easing
    {
        let name = "cubic-bezier(\(x1),\(y1),\(x2),\(y2))"
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else {
            throw .malformedEasing(name, reason: "every value must be a finite number")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw .malformedEasing(name, reason: "x1 and x2 must lie in 0...1")
        }
        // The curve never leaves the hull of its points: with |y| ≤ 1000 every
        // eased value, and every position, scale and pixel made from it, stays
        // far inside what a frame can convert to integers.
        guard abs(y1) <= maximumOvershoot, abs(y2) <= maximumOvershoot else {
            throw .malformedEasing(name, reason: "y1 and y2 must lie in -1000...1000")
        }
        return Easing(kind: .cubicBezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)))
    }
}

extension Easing {
    /// The largest |y| of a cubic-bezier's control points.
    static let maximumOvershoot = 1000.0

    /// A cubic-bezier whose control points are known to be valid.
    static func cubicBezierUnchecked(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
        Easing(kind: .cubicBezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)))
    }
}
