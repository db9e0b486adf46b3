/// The decisions of a ``Driver``, apart from its clock and its tasks: a
/// value that takes events (a run begins, the loop looks at the present, a
/// frame was delivered, the loop woke, pause, restart, …) and answers with
/// what to do next: deliver a frame, sleep until an instant (or until the
/// next event), or end the run. The driver carries out the answers; the
/// transitions are tested on their own, with made-up instants.
///
/// ```swift
/// var state = DriverState<Counter, ContinuousClock.Instant>(counter, intervalNanoseconds: 16_666_667)
/// _ = state.beginRun(at: t0)        // nil: the run plays
/// state.next(at: t0)                // .deliver(frame at 0, 0 s)
/// state.next(at: t0)                // .sleep(until: t0 + 1/60 s)
/// ```
@usableFromInline
struct DriverState<Content: FrameTimeline, Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    /// What the driver does next.
    @usableFromInline
    enum Action: Sendable {
        /// Hand this frame, at this elapsed time, to the run's callback.
        case deliver(Content.Frame, Duration)
        /// Sleep until the instant, or until the next event when nil.
        case sleep(until: Instant?)
        /// The run is over.
        case end(PlaybackEnding)
    }

    /// The timeline, where it is played up to, and the frame delivered last.
    @usableFromInline var playhead: Playhead<Content, Instant>
    @inlinable var timeline: Content { playhead.timeline }
    @inlinable var cursor: PlaybackCursor<Instant> { playhead.cursor }
    /// One frame-rate tick, in whole nanoseconds: ticks are counted in
    /// integers so that the next one always lies after the present.
    @usableFromInline let intervalNanoseconds: Int64
    @inlinable var interval: Duration { .nanoseconds(intervalNanoseconds) }
    /// Counts events: a frame delivered while one came is followed by a
    /// fresh look at the present, not by a stale plan.
    @usableFromInline var events = 0
    @usableFromInline var isRunning = false
    /// `stop()` came before a run began: that run ends at once.
    @usableFromInline var stopBeforeRun = false
    /// When the last frame was delivered: the wake it was planned for when
    /// the timer ended the sleep (so a late wake-up does not push every later
    /// frame back, and lateness never adds up), the present otherwise.
    @usableFromInline var lastDelivery: Instant?
    /// The wake the loop last slept until, and whether the timer ended that sleep.
    @usableFromInline var plannedWake: Instant?
    @usableFromInline var wokeOnTime = false
    /// The instant a frame was last delivered at, and the count of events
    /// then: asked again at that instant with no event since (the loop
    /// deciding its sleep right after a frame), the frame there is the one
    /// just delivered, not worked out a second time (an odometer's frame is
    /// a list of columns). Whatever changes the frame at an instant (a
    /// pause, a seek, a new target) is an event; a forgotten frame clears it.
    @usableFromInline var deliveredAt: (instant: Instant, events: Int)?

    init(_ timeline: Content, intervalNanoseconds: Int64) {
        playhead = Playhead(timeline)
        self.intervalNanoseconds = intervalNanoseconds
    }

    // MARK: The run's own events

    /// A run begins at `now`: nil when it plays, or why it ends at once.
    @usableFromInline
    mutating func beginRun(at now: Instant) -> PlaybackEnding? {
        guard !isRunning else { return .alreadyRunning }
        if stopBeforeRun {
            stopBeforeRun = false
            return .stopped
        }
        isRunning = true
        playhead.start(at: now)
        plannedWake = nil
        wokeOnTime = false
        return nil
    }

    /// The run is over (it ended, or its task was cancelled).
    @usableFromInline
    mutating func endRun(at now: Instant, cancelled: Bool) {
        if cancelled { playhead.stop(at: now) }
        isRunning = false
    }

    /// What to do at `now`: deliver the frame there if it is new; else end
    /// the run if it is over; else sleep until the picture can next change.
    @inlinable
    mutating func next(at now: Instant) -> Action {
        if playhead.isStopped { return .end(.stopped) }
        let justDelivered = deliveredAt.map { $0.instant == now && $0.events == events } ?? false
        if !justDelivered, let frame = playhead.nextFrame(at: now) {
            lastDelivery = wokeOnTime ? plannedWake ?? now : now
            deliveredAt = (now, events)
            return .deliver(frame, playhead.elapsed(at: now))
        }
        guard playhead.isMoving else { return .sleep(until: plan(nil)) }
        if playhead.arrive(at: now) { return .end(.finished) }
        return .sleep(until: plan(nextWake(after: cursor.elapsed(at: now))))
    }

    /// The sleep planned by the last ``next(at:)`` ended: by its timer
    /// (`onTime`), or by an event.
    @inlinable
    mutating func woke(onTime: Bool) {
        wokeOnTime = onTime && plannedWake != nil
    }

    /// The frame at `now` if it differs from the last one handed out.
    mutating func changedFrame(at now: Instant) -> Content.Frame? {
        deliveredAt = nil
        return playhead.nextFrame(at: now)
    }

    /// A new run starts with the picture as it is now, changed or not.
    mutating func forgetLastFrame() {
        playhead.forgetLastFrame()
        deliveredAt = nil
    }

    // MARK: Events from outside

    mutating func pause(at now: Instant) {
        playhead.pause(at: now)
        events &+= 1
    }

    mutating func resume(at now: Instant) {
        playhead.resume(at: now)
        events &+= 1
    }

    /// Plays from the cursor; before a run, only clears an earlier stop.
    mutating func start(at now: Instant) {
        stopBeforeRun = false
        if isRunning { playhead.start(at: now) }
        events &+= 1
    }

    mutating func stop(at now: Instant) {
        if !isRunning { stopBeforeRun = true }
        playhead.stop(at: now)
        events &+= 1
    }

    mutating func reset() {
        stopBeforeRun = false
        playhead.reset()
        events &+= 1
    }

    /// Back to the start, with `timeline` in place of the old one if given,
    /// and playing: reset and start as one event, so that nothing comes
    /// between them.
    mutating func restart(with timeline: Content?, at now: Instant) {
        stopBeforeRun = false
        playhead.restart(with: timeline ?? playhead.timeline, at: now)
        if !isRunning { playhead.reset() }
        events &+= 1
    }

    /// Changes the timeline at the cursor's elapsed time; the playhead lets
    /// go of the legs behind it.
    mutating func update<E: Error>(at now: Instant, _ change: (inout Content, Duration) throws(E) -> Void) throws(E) {
        try playhead.update(at: now, change)
        events &+= 1
    }

    /// Reduces motion from `now` on, as the timeline does it.
    mutating func reduceMotion(_ reduced: Bool, at now: Instant) {
        playhead.reduceMotion(reduced, at: now)
        events &+= 1
    }

    /// Whether the loop, playing, already sleeps until no later than one
    /// frame interval after `now`: a change to the timeline then shows at
    /// that wake without waking the loop early (a value arriving between
    /// frames, as `tally follow` gets a hundred a second).
    func wakesWithinAFrame(of now: Instant) -> Bool {
        guard case .running = cursor.state, let plannedWake else { return false }
        return plannedWake <= now.advanced(by: interval)
    }

    // MARK: Planning

    @inlinable
    mutating func plan(_ wake: Instant?) -> Instant? {
        plannedWake = wake
        wokeOnTime = false
        return wake
    }

    /// The next instant worth waking at: the later of the next frame-rate
    /// tick and the timeline's next change, no later than the end, and never
    /// sooner than one interval after the last delivery unless it only ends
    /// the run.
    @inlinable
    func nextWake(after elapsed: Duration) -> Instant? {
        // Whole nanoseconds, in integers: a Double quotient can round a tick
        // down to the present, and the driver would wake at once, again and again.
        let (seconds, attoseconds) = max(elapsed, .zero).components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let sum = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        let nanoseconds = overflow || sum.overflow ? Int64.max : sum.partialValue
        let nextTick: Duration =
            nanoseconds > Int64.max - intervalNanoseconds
            ? elapsed + interval : .nanoseconds((nanoseconds / intervalNanoseconds + 1) * intervalNanoseconds)
        let end = timeline.duration
        let next = min(max(timeline.nextChange(after: elapsed), nextTick), end)
        guard let wake = playhead.instant(at: max(next, elapsed)) else { return nil }
        guard let lastDelivery else { return wake }
        // Ending without a new frame (the last one shown is already the
        // end's) needs no room after the last delivery.
        if next == end, !playhead.isNewFrame(atElapsed: end) { return wake }
        return max(wake, lastDelivery.advanced(by: interval))
    }
}
