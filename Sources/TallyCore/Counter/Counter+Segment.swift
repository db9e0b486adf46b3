extension Counter {
    /// One leg of a count: from a value to a target over a length of time.
    ///
    /// Values are significands at `scale`. A leg that starts while the count
    /// is still moving blends the old motion into the new curve:
    /// (1 - w)·(from + v·s) + w·(from + span·e(u)), with w = 3u² - 2u³, so at
    /// its start it has the old value and the old speed v, whatever the
    /// easing's own slope there, and at its end the target and the easing's
    /// own arrival.
    struct Segment: Sendable {
        let start: Duration
        let length: Duration
        let from: Int128
        let to: Int128
        let scale: Int
        let easing: Easing
        /// The speed carried over from the leg this one replaced, in
        /// significand units per second; nil for a leg that starts at rest.
        let carriedSpeed: Double?

        var end: Duration { start + length }

        /// The progress of time through the leg, 0...1.
        func progress(at elapsed: Duration) -> Double {
            guard length > .zero else { return 1 }
            let fraction = (elapsed - start) / length
            return min(max(fraction, 0), 1)
        }

        /// The significand at `elapsed`, written with `outputScale` (at least
        /// `scale`) fraction digits: exactly `to` once the leg is over.
        func significand(at elapsed: Duration, scale outputScale: Int) -> Int128 {
            let factor = FixedDecimal.powerOfTen(outputScale - scale)
            let u = progress(at: elapsed)
            if u >= 1 { return to * factor }
            if u <= 0 { return from * factor }
            let span = Double(to - from)
            var delta = offset(at: u, span: span)
            if carriedSpeed == nil, easing.isMonotonic {
                delta = span < 0 ? min(max(delta, span), 0) : min(max(delta, 0), span)
            }
            delta *= FixedDecimal.doublePowerOfTen(outputScale - scale)
            delta = min(max(delta, -1.5e38), 1.5e38)
            return from * factor + Int128(delta.rounded())
        }

        /// Speed at `elapsed` in significand units per second.
        func velocity(at elapsed: Duration) -> Double {
            let u = progress(at: elapsed)
            guard length > .zero, u < 1 else { return 0 }
            let span = Double(to - from)
            let h = 1e-6
            let slope: Double
            if u < h {
                // Forward, leaving out u = 0 itself, where some curves jump.
                slope = (offset(at: u + 2 * h, span: span) - offset(at: u + h, span: span)) / h
            } else if u > 1 - h {
                slope = (offset(at: u - h, span: span) - offset(at: u - 2 * h, span: span)) / h
            } else {
                slope = (offset(at: u + h, span: span) - offset(at: u - h, span: span)) / (2 * h)
            }
            return slope / length.inSeconds
        }

        /// Distance from `from` at progress `u`, in significand units.
        private func offset(at u: Double, span: Double) -> Double {
            let eased = span * easing(u)
            guard let carriedSpeed else { return eased }
            let weight = u * u * (3 - 2 * u)
            let coasting = carriedSpeed * u * length.inSeconds
            return (1 - weight) * coasting + weight * eased
        }
    }
}

extension Easing {
    /// Whether the curve is a staircase (`steps`), whose speed is zero between jumps.
    var isStaircase: Bool {
        if case .steps = kind { return true }
        return false
    }
}
