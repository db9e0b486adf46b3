import TallyCore

/// What a countdown timer label does, apart from drawing (MZTimerLabel's
/// timer): the time left, "4:59" or "1:00:00", to a duration or to a date,
/// paused and resumed, its completion reported once; written once and
/// tested on any clock.
///
/// ```swift
/// var timer = try TimerModel<ContinuousClock.Instant>(duration: .seconds(300))
/// timer.start(at: clock.now)
/// timer.frame(at: clock.now).text  // "5:00", then "4:59" …
/// if timer.arrive(at: clock.now) { print("done") }  // once, at the end
/// ```
public struct TimerModel<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    private var playhead: Playhead<CountdownTimer, Instant>

    /// A timer of `duration`, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// let tea = try TimerModel<ContinuousClock.Instant>(duration: .seconds(180))
    /// ```
    ///
    /// - Throws: `TallyError.invalidDuration(_:)` for a negative duration.
    public init(duration: Duration) throws(TallyError) {
        playhead = Playhead(try CountdownTimer(duration: duration))
    }

    /// A timer running from `now` to `deadline` (a countdown to a date:
    /// with `DateInstant`, `DateInstant(launchDate)`); at zero when the
    /// deadline has passed.
    ///
    /// ```swift
    /// let launch = TimerModel(until: DateInstant(launchDate), from: DateInstant(.now))
    /// ```
    public init(until deadline: Instant, from now: Instant) {
        do {
            playhead = Playhead(try CountdownTimer(duration: max(now.duration(to: deadline), .zero)))
        } catch {
            preconditionFailure("a duration of zero or more is valid: \(error)")
        }
        playhead.start(at: now)
    }

    /// The frame at `now`: the seconds left, rounded up, as text.
    ///
    /// ```swift
    /// timer.frame(at: clock.now).text  // "4:59"
    /// ```
    public func frame(at now: Instant) -> TimerFrame { playhead.frame(at: now) }

    /// One refresh of a display at `now`: the frame when it changed, the
    /// end once it comes, and whether it still runs. What a label on a
    /// display link does at each refresh, decided here.
    ///
    /// ```swift
    /// let refresh = timer.refresh(at: now)
    /// if let frame = refresh.frame { label.text = frame.text }
    /// if refresh.arrivals > 0 { completion() }
    /// ```
    public mutating func refresh(at now: Instant) -> DisplayRefresh<TimerFrame> {
        let frame = playhead.nextFrame(at: now)
        var arrivals = 0
        while playhead.arrive(at: now) { arrivals += 1 }
        return DisplayRefresh(frame: frame, arrivals: arrivals, isMoving: isRunning)
    }

    /// When what it shows next changes after `now` (the next second); nil
    /// while it does not run: the date a display that updates seldom redraws at.
    ///
    /// ```swift
    /// timer.nextChange(after: clock.now)
    /// ```
    public func nextChange(after now: Instant) -> Instant? {
        guard isRunning, !playhead.hasArrived(at: now) else { return nil }
        let elapsed = playhead.elapsed(at: now)
        return now.advanced(by: playhead.timeline.nextChange(after: elapsed) - elapsed)
    }

    /// Whether it runs (started, not paused, not at its end).
    public var isRunning: Bool { playhead.isMoving && !playhead.isPaused }

    /// Reports the end: true once, at or after the time runs out.
    ///
    /// ```swift
    /// if timer.arrive(at: clock.now) { completion() }
    /// ```
    public mutating func arrive(at now: Instant) -> Bool { playhead.arrive(at: now) }

    /// Starts it from where it is.
    ///
    /// ```swift
    /// timer.start(at: clock.now)
    /// ```
    public mutating func start(at now: Instant) { playhead.start(at: now) }

    /// Holds it where it is.
    ///
    /// ```swift
    /// timer.pause(at: clock.now)
    /// ```
    public mutating func pause(at now: Instant) { playhead.pause(at: now) }

    /// Runs on after ``pause(at:)``, losing no time.
    ///
    /// ```swift
    /// timer.resume(at: clock.now)
    /// ```
    public mutating func resume(at now: Instant) { playhead.resume(at: now) }

    /// Back to the full duration, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// timer.reset()
    /// ```
    public mutating func reset() { playhead.reset() }
}
