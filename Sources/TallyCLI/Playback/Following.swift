import TallyCore

/// A timeline that follows values as they arrive (`tally follow`): it goes
/// on while its input is open, resting on the last value between arrivals
/// (a driver then sleeps until the next one), and ends once the input has
/// ended and the last motion has arrived.
struct Following<Base: Timeline>: Timeline {
    var base: Base
    /// Whether more values may come.
    var isOpen = true

    /// While open, a century: longer than anyone pipes numbers.
    var duration: Duration { isOpen ? .seconds(100 * 365 * 86_400) : base.duration }

    func frame(at elapsed: Duration) -> Base.Frame {
        base.frame(at: min(elapsed, base.duration))
    }

    func nextChange(after elapsed: Duration) -> Duration {
        elapsed < base.duration ? base.nextChange(after: elapsed) : duration
    }
}
