extension Counter {
    /// One leg of a count: from a value to a target over a length of time.
    ///
    /// Values are significands at `scale`. A leg that starts while the
    /// count is moving carries a velocity correction k·u(1-u)², which adds
    /// the old speed at the start and vanishes, with its slope, at the end.
    struct Segment: Sendable {
        let start: Duration
        let length: Duration
        let from: Int128
        let to: Int128
        let scale: Int
        let easing: Easing
        /// k, in significand units.
        let correction: Double

        var end: Duration { start + length }

        /// The progress of time through the leg, 0...1.
        func progress(at elapsed: Duration) -> Double {
            guard length > .zero else { return 1 }
            let fraction = (elapsed - start) / length
            return min(max(fraction, 0), 1)
        }

        /// The significand at `elapsed`: exactly `to` once the leg is over.
        func significand(at elapsed: Duration) -> Int128 {
            let u = progress(at: elapsed)
            if u >= 1 { return to }
            if u <= 0 { return from }
            let span = Double(to - from)
            var delta = span * easing(u) + correction * Self.bump(u)
            if correction == 0, easing.isMonotonic {
                delta = span < 0 ? min(max(delta, span), 0) : min(max(delta, 0), span)
            }
            delta = min(max(delta, -1.5e38), 1.5e38)
            return from + Int128(delta.rounded())
        }

        /// Speed at `elapsed` in significand units per second.
        func velocity(at elapsed: Duration) -> Double {
            let u = progress(at: elapsed)
            guard length > .zero, u < 1, !easing.isStaircase else { return 0 }
            let h = 1e-6
            let low = max(u - h, 0)
            let high = min(u + h, 1)
            let span = Double(to - from)
            func position(_ v: Double) -> Double { span * easing(v) + correction * Self.bump(v) }
            return (position(high) - position(low)) / (high - low) / length.inSeconds
        }

        /// u(1-u)²: 0 at both ends, slope 1 at the start and 0 at the end.
        static func bump(_ u: Double) -> Double {
            u * (1 - u) * (1 - u)
        }
    }
}

extension Easing {
    /// Whether the curve is a staircase, which has no speed to carry on.
    var isStaircase: Bool {
        if case .steps = kind { return true }
        return false
    }
}
