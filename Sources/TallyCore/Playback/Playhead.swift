/// A timeline and where it is played up to: the one state machine that
/// every front end steps, the terminal's driver, SwiftUI's `TimelineView`,
/// a UIKit display link and a test's manual clock alike.
///
/// A playhead owns its timeline, so that everything that changes the
/// timeline in mid-life goes through it and is done once for all of them:
///
/// - start, pause, resume, seek, stop and reset move its `cursor` on the
///   clock's instants;
/// - ``update(at:_:)`` changes the timeline where the cursor is (a new
///   target, new options) and then lets go of the legs behind the cursor, so
///   a label bound to a live value keeps a few legs however long it lives;
/// - ``arrive(at:)`` reports the end of a leg exactly once, also when a
///   change came after the end but before anyone asked (a view off screen),
///   and never for a leg that a new target cut short;
/// - ``reducesMotion`` applies the timeline's own ``MotionReduction``;
/// - ``nextFrame(at:)`` hands out a frame only when it differs from the
///   last one handed out.
///
/// ```swift
/// let clock = ContinuousClock()
/// var playhead = Playhead<Counter, ContinuousClock.Instant>(try Counter(from: 0, to: 100))
/// playhead.start(at: clock.now)
/// // on every display refresh:
/// label.text = playhead.frame(at: clock.now).text
/// if playhead.arrive(at: clock.now) { print("arrived") }  // once
/// // a new value mid-count turns the count from where it is:
/// try playhead.update(at: clock.now) { counter, elapsed in
///     try counter.count(to: 250, duration: .seconds(1), at: elapsed)
/// }
/// ```
///
/// - Complexity: ``frame(at:)`` costs what the timeline's frame costs, with
///   no allocation of its own; ``update(at:_:)`` costs the change and the
///   forgetting of the legs behind the cursor, the same at the millionth
///   change as at the first.
public struct Playhead<Content: FrameTimeline, Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    /// The timeline being played.
    public private(set) var timeline: Content
    /// Where the timeline is played up to.
    @usableFromInline private(set) var cursor = PlaybackCursor<Instant>()
    /// Whether the playhead has been started (``start(at:)`` or
    /// ``restart(with:at:)``): the first value a bound view shows plays
    /// from its start value, every later one turns from where it is.
    ///
    /// ```swift
    /// playhead.hasBegun  // false until the first start
    /// ```
    public private(set) var hasBegun = false
    /// Whether motion is reduced (Reduce Motion): set with
    /// ``reduceMotion(_:at:)``.
    public private(set) var reducesMotion = false
    /// The frame ``nextFrame(at:)`` handed out last.
    @usableFromInline var lastFrame = ChangeDetector<Content.Frame>()
    /// Legs that played to their end before a change, and whose arrival
    /// ``arrive(at:)`` has not reported yet.
    @usableFromInline var arrivalsOwed = 0

    /// A playhead at the start of `timeline`, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// var playhead = Playhead<Counter, ContinuousClock.Instant>(try Counter(to: 10))
    /// ```
    public init(_ timeline: Content) {
        self.timeline = timeline
    }

    // MARK: Reading

    /// The time into the timeline of the frame shown at `now`: the cursor's,
    /// no later than the end, and the end itself while a count that jumps
    /// under reduced motion plays.
    ///
    /// ```swift
    /// playhead.start(at: t0)
    /// playhead.elapsed(at: t0.advanced(by: .seconds(1)))  // 1 second
    /// ```
    @inlinable
    public func elapsed(at now: Instant) -> Duration {
        let end = timeline.duration
        if jumps, cursor.isRunning { return end }
        return min(cursor.elapsed(at: now), end)
    }

    /// The frame to show at `now`.
    ///
    /// ```swift
    /// playhead.frame(at: clock.now).text  // "42"
    /// ```
    @inlinable
    public func frame(at now: Instant) -> Content.Frame {
        timeline.frame(at: elapsed(at: now))
    }

    /// The frame the timeline arrives at: what VoiceOver reads while the
    /// digits move, and what a person who reduces motion sees.
    ///
    /// ```swift
    /// playhead.destination.text  // "1,234.56", whatever is on screen now
    /// ```
    public var destination: Content.Frame {
        timeline.frame(at: timeline.duration)
    }

    /// Whether frames change while time passes: the cursor runs and has not
    /// arrived. A pull-style player pauses its display link or `TimelineView`
    /// otherwise.
    ///
    /// ```swift
    /// TimelineView(.animation(paused: !model.isMoving)) { … }
    /// ```
    @inlinable
    public var isMoving: Bool { cursor.isRunning }

    /// Whether ``pause(at:)`` holds the cursor.
    ///
    /// ```swift
    /// playhead.pause(at: clock.now)
    /// playhead.isPaused  // true
    /// ```
    @inlinable
    public var isPaused: Bool { cursor.isPaused }

    /// Whether an arrival waits to be reported at `now`: the cursor runs and
    /// has reached the end, or a leg ended before a change. The next
    /// ``arrive(at:)`` reports it.
    ///
    /// ```swift
    /// playhead.hasArrived(at: clock.now)  // true once the count is over
    /// ```
    @inlinable
    public func hasArrived(at now: Instant) -> Bool {
        arrivalsOwed > 0 || reachedEnd(at: now)
    }

    /// Reports an arrival at the end of a leg: true exactly once for each
    /// leg that plays to its end, at the first call at or after it (one a
    /// call, the earliest first, when a leg ended before a change that
    /// nobody had asked since); the cursor then rests at the end. False
    /// for a leg that a change cut short, and while paused, stopped or
    /// reset with no arrival owed.
    ///
    /// ```swift
    /// while playhead.arrive(at: clock.now) { onComplete() }
    /// ```
    @inlinable
    public mutating func arrive(at now: Instant) -> Bool {
        if arrivalsOwed > 0 {
            arrivalsOwed -= 1
            return true
        }
        guard reachedEnd(at: now) else { return false }
        restAtEnd()
        return true
    }

    /// Rests the cursor at the end (out of line: the cursor's setter is
    /// the playhead's own).
    @usableFromInline mutating func restAtEnd() {
        cursor.finish(at: timeline.duration)
    }

    /// Whether the cursor runs and has reached the end of the timeline at `now`.
    @inlinable
    func reachedEnd(at now: Instant) -> Bool {
        cursor.isRunning && (jumps || cursor.elapsed(at: now) >= timeline.duration)
    }

    /// Rests the cursor at the end of a leg that has played to it, keeping
    /// the arrival for ``arrive(at:)``; false when the leg has not ended.
    private mutating func settle(at now: Instant) -> Bool {
        guard reachedEnd(at: now) else { return false }
        arrivalsOwed += 1
        restAtEnd()
        return true
    }

    /// The frame at `now` if it differs from the last one this method
    /// returned, else nil: frames are told apart once, for every front end
    /// that pushes them (a driver, a display link, a pipe).
    ///
    /// ```swift
    /// if let frame = playhead.nextFrame(at: clock.now) { label.text = frame.text }
    /// ```
    @inlinable
    public mutating func nextFrame(at now: Instant) -> Content.Frame? {
        changedFrame(self.frame(at: now))
    }

    /// `frame` if it differs from the last one handed out by this method or
    /// ``nextFrame(at:)``, else nil: the same rule for a front end that
    /// writes the timeline's frame its own way (a counting label's format
    /// and text, given at each frame).
    ///
    /// ```swift
    /// if let frame = playhead.changedFrame(counter.frame(at: elapsed, format: format, text: text)) { … }
    /// ```
    @inlinable
    public mutating func changedFrame(_ frame: Content.Frame) -> Content.Frame? {
        lastFrame.record(frame) ? frame : nil
    }

    /// Whether the timeline's frame at `elapsed` differs from the one
    /// ``nextFrame(at:)`` returned last: a driver planning its last wake.
    @inlinable
    func isNewFrame(atElapsed elapsed: Duration) -> Bool {
        timeline.frame(at: elapsed) != lastFrame.last
    }

    /// Makes the next ``nextFrame(at:)`` return the frame, changed or not:
    /// a new reader sees the picture as it is.
    ///
    /// ```swift
    /// playhead.forgetLastFrame()
    /// ```
    public mutating func forgetLastFrame() {
        lastFrame.reset()
    }

    // MARK: Playing

    /// Plays from where the cursor is, whatever the state.
    ///
    /// ```swift
    /// playhead.start(at: clock.now)
    /// ```
    public mutating func start(at now: Instant) {
        hasBegun = true
        cursor.start(at: now)
    }

    /// Holds the cursor where it is; a leg that had already played to its
    /// end rests there instead, its arrival reported by ``arrive(at:)``.
    ///
    /// ```swift
    /// playhead.pause(at: clock.now)
    /// ```
    public mutating func pause(at now: Instant) {
        if !settle(at: now) { cursor.pause(at: now) }
    }

    /// Continues after ``pause(at:)``, losing none of the timeline.
    ///
    /// ```swift
    /// playhead.resume(at: clock.now)
    /// ```
    public mutating func resume(at now: Instant) {
        cursor.resume(at: now)
    }

    /// Moves the cursor to `elapsed`, keeping the state. Legs forgotten
    /// behind the cursor show the start of the earliest one kept.
    ///
    /// ```swift
    /// playhead.seek(to: .milliseconds(1500), at: clock.now)
    /// ```
    public mutating func seek(to elapsed: Duration, at now: Instant) {
        cursor.seek(to: elapsed, at: now)
    }

    /// Ends the run where the cursor is at `now`, no later than the end:
    /// true when a run was under way (playing short of its end, or paused),
    /// which then ends as stopped; false when there was none, or its leg
    /// had already played to its end (``arrive(at:)`` still reports that
    /// arrival).
    ///
    /// ```swift
    /// if playhead.stop(at: clock.now) { completion(.stopped) }
    /// ```
    @discardableResult
    public mutating func stop(at now: Instant) -> Bool {
        if settle(at: now) { return false }
        let underWay = cursor.isRunning || cursor.isPaused
        cursor.stop(at: now)
        return underWay
    }

    /// Whether the cursor was stopped (by ``stop(at:)``, or by resting at
    /// an end): a driver's run then ends.
    @inlinable
    var isStopped: Bool {
        if case .stopped = cursor.state { return true }
        return false
    }

    /// The instant at which the cursor reaches `elapsed`, when it plays.
    @inlinable
    func instant(at elapsed: Duration) -> Instant? { cursor.instant(at: elapsed) }

    /// Back to the start, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// playhead.reset()
    /// playhead.elapsed(at: clock.now)  // 0 seconds
    /// ```
    public mutating func reset() {
        cursor.reset()
    }

    /// Plays `timeline` from its start, in place of the current one.
    ///
    /// ```swift
    /// playhead.restart(with: try Counter(from: 0, to: 500), at: clock.now)
    /// ```
    public mutating func restart(with timeline: Content, at now: Instant) {
        _ = settle(at: now)
        self.timeline = timeline
        if reducesMotion { self.timeline.reduceMotion(true, at: .zero) }
        cursor.reset()
        start(at: now)
    }

    /// Changes the timeline at the cursor's time (a new target, new
    /// options), then lets go of the legs behind the cursor
    /// (``FrameTimeline/forget(before:)``). The cursor keeps its state, except
    /// that one past the end of its leg first rests there, the arrival kept
    /// for ``arrive(at:)``: call ``start(at:)`` to play a new leg after an
    /// arrival.
    ///
    /// ```swift
    /// try playhead.update(at: clock.now) { counter, elapsed in
    ///     try counter.count(to: 99, duration: .seconds(1), at: elapsed)
    /// }
    /// playhead.start(at: clock.now)
    /// ```
    ///
    /// - Parameters:
    ///   - now: The clock's present.
    ///   - change: Called with the timeline and the cursor's time.
    public mutating func update<E: Error>(at now: Instant, _ change: (inout Content, Duration) throws(E) -> Void)
        throws(E)
    {
        _ = settle(at: now)
        let elapsed = cursor.elapsed(at: now)
        try change(&timeline, elapsed)
        timeline.forget(before: elapsed)
    }

    /// Reduces motion from `now` on, or moves fully again, as the
    /// timeline's ``FrameTimeline/motionReduction`` says: a jump shows each
    /// target at once, a cross-fade and a fade are the timeline's own.
    ///
    /// ```swift
    /// playhead.reduceMotion(true, at: clock.now)  // a count shows its target
    /// ```
    public mutating func reduceMotion(_ reduced: Bool, at now: Instant) {
        guard reduced != reducesMotion else { return }
        reducesMotion = reduced
        timeline.reduceMotion(reduced, at: cursor.elapsed(at: now))
    }

    /// Whether frames jump to the end: motion reduced for a timeline that jumps.
    @inlinable
    var jumps: Bool {
        reducesMotion && Content.motionReduction == .jump
    }
}
