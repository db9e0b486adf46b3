import TallyCore

/// What a stopwatch label does, apart from drawing (MZTimerLabel's
/// stopwatch): the time since it started, "1:02.34", paused and resumed
/// without losing any, and laps; written once and tested on any clock.
///
/// ```swift
/// var watch = StopwatchModel<ContinuousClock.Instant>()
/// watch.start(at: clock.now)
/// watch.frame(at: clock.now).text  // "0:00.00", then "0:01.25" …
/// watch.lap(at: clock.now)         // the lap's length; watch.lapTexts ["0:12.50"]
/// watch.pause(at: clock.now)
/// ```
public struct StopwatchModel<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    private var playhead: Playhead<Stopwatch, Instant>
    /// The length of each lap taken, the first first.
    public private(set) var laps: [Duration] = []

    /// A stopwatch at zero, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// let watch = StopwatchModel<ContinuousClock.Instant>(resolution: .seconds)  // "0:01", "0:02", …
    /// ```
    ///
    /// - Parameter resolution: Hundredths (the default) or whole seconds.
    public init(resolution: Stopwatch.Resolution = .hundredths) {
        playhead = Playhead(Stopwatch(resolution: resolution))
    }

    /// The frame at `now`: the time run, as text ("0:12.34", "1:02:03").
    ///
    /// ```swift
    /// watch.frame(at: clock.now).text  // "0:12.34"
    /// ```
    public func frame(at now: Instant) -> StopwatchFrame { playhead.frame(at: now) }

    /// One refresh of a display at `now`: the frame when it changed, and
    /// whether it still runs (a stopwatch never arrives). What a label on a
    /// display link does at each refresh, decided here.
    ///
    /// ```swift
    /// let refresh = watch.refresh(at: now)
    /// if let frame = refresh.frame { label.text = frame.text }
    /// ```
    public mutating func refresh(at now: Instant) -> DisplayRefresh<StopwatchFrame> {
        DisplayRefresh(frame: playhead.nextFrame(at: now), arrivals: 0, isMoving: isRunning)
    }

    /// The time run by `now`, pauses left out.
    ///
    /// ```swift
    /// watch.elapsed(at: clock.now)  // 12.34 seconds
    /// ```
    public func elapsed(at now: Instant) -> Duration { playhead.elapsed(at: now) }

    /// When what it shows next changes after `now` (the next hundredth, or
    /// second); nil while it does not run: the date a display that updates
    /// seldom redraws at.
    ///
    /// ```swift
    /// watch.nextChange(after: clock.now)
    /// ```
    public func nextChange(after now: Instant) -> Instant? {
        guard isRunning else { return nil }
        let elapsed = playhead.elapsed(at: now)
        return now.advanced(by: playhead.timeline.nextChange(after: elapsed) - elapsed)
    }

    /// Whether it runs (started and not paused).
    public var isRunning: Bool { playhead.isMoving && !playhead.isPaused }

    /// The laps as text, "0:12.50", the first first.
    ///
    /// ```swift
    /// watch.lapTexts  // ["0:12.50", "0:11.98"]
    /// ```
    public var lapTexts: [String] { laps.map(StopwatchFrame.lapText) }

    /// Starts it from where it is (zero, or where ``reset()`` left it).
    ///
    /// ```swift
    /// watch.start(at: clock.now)
    /// ```
    public mutating func start(at now: Instant) { playhead.start(at: now) }

    /// Holds it where it is.
    ///
    /// ```swift
    /// watch.pause(at: clock.now)
    /// ```
    public mutating func pause(at now: Instant) { playhead.pause(at: now) }

    /// Runs on after ``pause(at:)``, losing no time.
    ///
    /// ```swift
    /// watch.resume(at: clock.now)
    /// ```
    public mutating func resume(at now: Instant) { playhead.resume(at: now) }

    /// Ends a lap at `now` and returns its length: the time run since the
    /// last lap (or the start).
    ///
    /// ```swift
    /// let lap = watch.lap(at: clock.now)  // 12.5 seconds
    /// ```
    @discardableResult
    public mutating func lap(at now: Instant) -> Duration {
        let lap = playhead.elapsed(at: now) - laps.reduce(.zero, +)
        laps.append(lap)
        return lap
    }

    /// Back to zero, without laps, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// watch.reset()
    /// ```
    public mutating func reset() {
        playhead.reset()
        laps = []
    }
}
