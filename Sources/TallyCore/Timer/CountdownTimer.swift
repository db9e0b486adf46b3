/// A countdown to zero, shown in whole seconds rounded up: the timeline of
/// `tally timer`.
///
/// Each shown second changes exactly on its boundary, measured from the
/// start, and ``nextChange(after:)`` tells a driver when that is, so it
/// sleeps a whole second at a time. Time can be added or taken away while it
/// runs.
///
/// ```swift
/// var timer = try CountdownTimer(duration: .seconds(90))
/// timer.frame(at: .zero).text                // "1:30"
/// timer.frame(at: .milliseconds(999)).text   // "1:30"
/// timer.frame(at: .seconds(1)).text          // "1:29"
/// timer.nextChange(after: .milliseconds(200))  // 1 second
/// timer.add(.seconds(30), at: .seconds(10))
/// timer.frame(at: .seconds(10)).text         // "1:50"
/// ```
public struct CountdownTimer: FrameTimeline {
    /// The total length, with any time added or taken away.
    public private(set) var duration: Duration
    /// Whether seconds are shown above the last minute; without them the
    /// time left is whole minutes rounded up ("25m", "1h05m") and changes
    /// once a minute, so a driver wakes once a minute.
    ///
    /// ```swift
    /// var long = try CountdownTimer(duration: .seconds(25 * 60))
    /// long.showsSeconds = false
    /// long.frame(at: .seconds(10)).text  // "25m"
    /// long.frame(at: .seconds(24 * 60 + 30)).text  // "0:30": seconds in the last minute
    /// ```
    public var showsSeconds = true

    /// A countdown of `duration`.
    ///
    /// - Throws: ``TallyError/invalidDuration(_:)`` for a negative duration.
    public init(duration: Duration) throws(TallyError) {
        guard duration >= .zero else { throw .invalidDuration("\(duration)") }
        self.duration = duration
    }

    /// Time left at `elapsed`, never below zero.
    public func remaining(at elapsed: Duration) -> Duration {
        max(duration - elapsed, .zero)
    }

    /// The frame at `elapsed`.
    public func frame(at elapsed: Duration) -> TimerFrame {
        let seconds = Self.wholeSecondsRoundedUp(remaining(at: elapsed))
        guard !showsSeconds, seconds > 60 else { return TimerFrame(remainingSeconds: seconds) }
        let minutes = (seconds + 59) / 60
        return TimerFrame(remainingSeconds: minutes * 60, text: TimerFrame.minutes(minutes))
    }

    /// The next instant at which the shown second changes: when the time
    /// left reaches the next whole second below.
    public func nextChange(after elapsed: Duration) -> Duration {
        let left = remaining(at: elapsed)
        guard left > .zero else { return duration }
        let shown = Self.wholeSecondsRoundedUp(left)
        if !showsSeconds, shown > 60 {
            // The next whole minute below, or the last minute's start.
            let minutes = (shown + 59) / 60
            return duration - .seconds(max(minutes - 1, 1) * 60)
        }
        return duration - .seconds(shown - 1)
    }

    /// Adds `amount` (or takes it away, when negative) at `elapsed`; the time
    /// left never goes below zero.
    ///
    /// ```swift
    /// var timer = try CountdownTimer(duration: .seconds(20))
    /// timer.add(.seconds(-30), at: .seconds(5))
    /// timer.frame(at: .seconds(5)).isFinished  // true
    /// ```
    public mutating func add(_ amount: Duration, at elapsed: Duration) {
        duration = max(duration + amount, min(elapsed, duration))
    }

    static func wholeSecondsRoundedUp(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return attoseconds > 0 ? seconds + 1 : seconds
    }
}
