extension Counter {
    /// One leg of a count: from a value to a target over a length of time.
    ///
    /// Values are significands at `scale`. A leg that starts while the count
    /// is still moving blends the old motion into the new curve:
    /// (1 - w)·(from + v·s) + w·(from + span·e(u)), with w = 3u² - 2u³, so at
    /// its start it has the old value and the old speed v, whatever the
    /// easing's own slope there, and at its end the target and the easing's
    /// own arrival.
    struct Leg: Sendable {
        let start: Duration
        let length: Duration
        let end: Duration
        let from: Int128
        let to: Int128
        let scale: Int
        let easing: Easing
        /// The speed carried over from the leg this one replaced, in
        /// significand units per second; nil for a leg that starts at rest.
        let carriedSpeed: Double?
        /// Per-frame constants, worked out once. First `end` as an integer:
        /// compared inline, where comparing two `Duration`s is a call the
        /// optimizer cannot see through (and so copies the whole leg
        /// around it).
        private let endAttoseconds: Int128
        private let startSeconds: Double
        private let lengthSeconds: Double
        /// 1 / lengthSeconds: a multiplication per frame instead of a division.
        private let inverseLength: Double
        private let span: Double
        private let clampsToSpan: Bool

        init(
            start: Duration, length: Duration, from: Int128, to: Int128, scale: Int, easing: Easing,
            carriedSpeed: Double?
        ) {
            self.start = start
            self.length = length
            self.end = start + length
            self.from = from
            self.to = to
            self.scale = scale
            self.easing = easing
            self.carriedSpeed = carriedSpeed
            endAttoseconds = end.totalAttoseconds
            startSeconds = start.inSeconds
            lengthSeconds = length.inSeconds
            inverseLength = 1 / lengthSeconds
            span = (to - from).fastDouble
            clampsToSpan = carriedSpeed == nil && easing.isMonotonic
        }

        /// The progress of time through the leg, 0...1: exactly 1 from its end on.
        @inline(__always)
        func progress(at elapsed: Duration) -> Double {
            if elapsed.totalAttoseconds >= endAttoseconds { return 1 }
            let fraction = (elapsed.inSeconds - startSeconds) * inverseLength
            return min(max(fraction, 0), 1)
        }

        /// The significand at `elapsed`, written with `outputScale` (at least
        /// `scale`) fraction digits: exactly `to` once the leg is over.
        ///
        /// Always inlined into the frame, as is ``offset(at:span:)``: a call
        /// needs the leg's address, and the frame then copies the whole leg
        /// (209 bytes) out of the counter's array to give it one, about a
        /// fifth of the frame's time in TallyBench. `@inline(__always)` alone
        /// was not honoured here (docs/benchmarks.md, 2026-12-05).
        @_transparent
        func significand(at elapsed: Duration, scale outputScale: Int) -> Int128 {
            let factor = FixedDecimal.powerOfTen(outputScale - scale)
            let u = progress(at: elapsed)
            if u >= 1 { return to.fastMultiplied(by: factor) }
            if u <= 0 { return from.fastMultiplied(by: factor) }
            var delta = offset(at: u, span: span)
            if clampsToSpan {
                delta = span < 0 ? min(max(delta, span), 0) : min(max(delta, 0), span)
            }
            // Each step below is on the frame's critical path: taken only
            // when it changes something.
            if outputScale != scale { delta *= FixedDecimal.doublePowerOfTen(outputScale - scale) }
            if !(abs(delta) < 1.5e38) { delta = min(max(delta, -1.5e38), 1.5e38) }
            return from.fastMultiplied(by: factor) + Int128(roundingFast: delta)
        }

        /// Speed at `elapsed` in significand units per second.
        func velocity(at elapsed: Duration) -> Double {
            let u = progress(at: elapsed)
            guard u < 1 else { return 0 }
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
            return slope / lengthSeconds
        }

        /// Distance from `from` at progress `u`, in significand units
        /// (inlined into the frame: see ``significand(at:scale:)``).
        @inline(__always)
        private func offset(at u: Double, span: Double) -> Double {
            let eased = span * easing(u)
            guard let carriedSpeed else { return eased }
            let weight = u * u * (3 - 2 * u)
            let coasting = carriedSpeed * u * lengthSeconds
            return (1 - weight) * coasting + weight * eased
        }
    }
}
