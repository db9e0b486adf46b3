import TallyCore

/// A timeline that follows values as they arrive (`tally follow`): it goes
/// on while its input is open, resting on the last value between arrivals
/// (a driver then sleeps until the next one), and ends once the input has
/// ended and the last motion has arrived (and a trend colour has faded).
/// With a ``RateMeter`` its frames also carry the change per second; with a
/// `TrendTint` (--trend-colors), the colour each move flashes.
///
/// ```swift
/// var following = FollowTimeline(base: counter, meter: RateMeter(format: format))
/// following.frame(at: .seconds(1)).text  // "120  +40.0/s"
/// ```
struct FollowTimeline<Base: FrameTimeline>: FrameTimeline where Base.Frame: TextFrame {
    var base: Base
    /// Whether more values may come.
    var isOpen = true
    /// The change per second, when asked for (--rate).
    var meter: RateMeter?
    /// The colour of each move, when asked for (--trend-colors).
    var tint: TrendTint<TimelineInstant>?

    /// A frame of the base timeline and the rate shown beside it.
    struct Frame: Equatable, Sendable, TextFrame {
        var base: Base.Frame
        var rate: RateMeter.Rate?
        /// The trend colour over the value's own, nil when none.
        var shade: TrendTint<TimelineInstant>.Shade? = nil

        /// The value's text, and the rate after two spaces: what a pipe gets.
        var text: String { rate.map { base.text + "  " + $0.text } ?? base.text }
    }

    /// While open, a century: longer than anyone pipes numbers; then the
    /// base's end, or the trend colour's if it fades later.
    var duration: Duration {
        isOpen ? .seconds(100 * 365 * 86_400) : max(base.duration, tint?.fadeEnd?.elapsed ?? .zero)
    }

    func frame(at elapsed: Duration) -> Frame {
        Frame(
            base: base.frame(at: min(elapsed, base.duration)), rate: meter?.rate(at: elapsed),
            shade: tint?.shade(at: TimelineInstant(elapsed: elapsed)))
    }

    func nextChange(after elapsed: Duration) -> Duration {
        let next = elapsed < base.duration ? base.nextChange(after: elapsed) : duration
        guard let tinted = tint?.nextChange(after: TimelineInstant(elapsed: elapsed)) else { return next }
        return min(next, tinted.elapsed)
    }

    /// Moves to `value` at `elapsed` as `motion` does, and measures the
    /// rate at its `arrival` (on a clock that never stops).
    mutating func receive(
        _ value: FixedDecimal, at elapsed: Duration, arrival: Duration, by motion: FollowRetarget<Base>
    ) {
        if tint != nil { tint?.flash(motion.trend(base, value, elapsed), at: TimelineInstant(elapsed: elapsed)) }
        motion.move(&base, value, elapsed)
        meter?.record(value, at: elapsed, arrival: arrival)
    }

    /// Lets go of the base's legs and the meter's readings before `elapsed`.
    mutating func forget(before elapsed: Duration) {
        base.forget(before: elapsed)
        meter?.forget(before: elapsed)
    }

    /// As the base reduces motion.
    static var motionReduction: MotionReduction { Base.motionReduction }

    /// As the base reduces motion.
    mutating func reduceMotion(_ reduced: Bool, at elapsed: Duration) {
        base.reduceMotion(reduced, at: elapsed)
    }
}
