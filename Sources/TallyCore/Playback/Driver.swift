/// Plays a ``FrameTimeline`` on a clock, delivering a frame only when what is
/// shown changes, at most `framesPerSecond` times a second, and not at all
/// once the timeline has ended.
///
/// Pause, resume, stop, reset and changes of the timeline are events: they
/// move the driver's cursor or replace its timeline, and the running loop
/// wakes at once to show the result. The loop sleeps until the next instant
/// at which the picture can change: the next tick of its frame rate, or the
/// timeline's ``FrameTimeline/nextChange(after:)`` when that is later.
///
/// ```swift
/// let counter = try Counter(from: 0, to: 100, duration: .seconds(2))
/// let driver = try Driver(counter, framesPerSecond: 35)
/// let ending = await driver.run { frame, elapsed in
///     print(frame.text)
/// }
/// // 0, 1, 3, 4, … 100 (what changed at each tick), then ending == .finished
/// ```
public final actor Driver<Content: FrameTimeline, C: Clock> where C.Duration == Duration {
    // Final, and its run loop inlinable: an actor is not final to the
    // optimizer unless it says so, and only a final one's inlinable loop is
    // specialized in the module that plays it (the command line: 45 generic
    // metadata lookups a frame became 7).

    /// The timeline being played.
    public var timeline: Content { state.timeline }
    /// The clock that paces the driver.
    public nonisolated let clock: C
    /// The most frames delivered in one second.
    public nonisolated let framesPerSecond: Double

    /// Every decision: the cursor, the timeline, what was delivered when.
    @usableFromInline var state: DriverState<Content, C.Instant>
    /// The sleeping loop's sleep, and the task that sleeps on the clock to
    /// end it on time.
    @usableFromInline var waiting: DriverSleep?
    @usableFromInline var timer: Task<Void, Never>?
    /// Who waits for the running loop to end (``frames()`` after another).
    @usableFromInline var loopWaiters: [CheckedContinuation<Void, Never>] = []
    /// The executor the current run's timers prefer; nil for the default.
    @usableFromInline var preferredExecutor: (any TaskExecutor)?

    /// Creates a driver for `timeline` on `clock`, at most `rate` frames a second.
    ///
    /// ```swift
    /// let driver = Driver(counter, clock: ContinuousClock(), rate: 60)
    /// ```
    public init(_ timeline: Content, clock: C, rate: FrameRate = 60) {
        self.clock = clock
        framesPerSecond = rate.framesPerSecond
        state = DriverState(timeline, intervalNanoseconds: rate.intervalNanoseconds)
    }

    /// Creates a driver for `timeline` on `clock`, checking the rate.
    ///
    /// ```swift
    /// let driver = try Driver(counter, clock: ContinuousClock(), framesPerSecond: 60)
    /// ```
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` unless
    ///   `framesPerSecond` is a finite number in 0.001...1000 (see ``FrameRate``).
    public init(_ timeline: Content, clock: C, framesPerSecond: Double) throws(TallyError) {
        self.init(timeline, clock: clock, rate: try FrameRate(framesPerSecond))
    }

    /// Time played so far: where the cursor is.
    public var elapsed: Duration { state.cursor.elapsed(at: clock.now) }

    /// Whether the cursor moves: a run plays and is neither paused, stopped
    /// nor reset.
    ///
    /// ```swift
    /// await driver.isPlaying  // true while counting
    /// ```
    public var isPlaying: Bool { state.cursor.isRunning }

    /// Whether ``pause()`` holds the cursor.
    ///
    /// ```swift
    /// await driver.pause()
    /// await driver.isPaused  // true
    /// ```
    public var isPaused: Bool { state.cursor.isPaused }

    /// Plays from the cursor until the timeline ends, ``stop()`` is called
    /// or the calling task is cancelled.
    ///
    /// A frame is delivered only when it differs from the last one this
    /// driver delivered, so the first frame of the first run comes at once.
    /// While paused or reset the loop waits without waking. `onFrame` runs
    /// where its isolation says: pass `{ @MainActor frame, _ in … }` to update
    /// a main-actor model directly; the driver waits for each call to return
    /// before it plans the next frame.
    ///
    /// ```swift
    /// let ending = await driver.run { @MainActor frame, _ in model.text = frame.text }
    /// ```
    ///
    /// - Parameter onFrame: Called with each new frame and its elapsed time.
    /// - Returns: Why playing ended.
    @inlinable
    public func run(
        onFrame: @isolated(any) @Sendable (Content.Frame, Duration) async -> Void
    ) async -> PlaybackEnding {
        await play(preferring: nil) { _, frame, elapsed in await onFrame(frame, elapsed) }
    }

    /// ``run(onFrame:)`` with a synchronous `onFrame`, called on the
    /// driver's own executor (no hop there and back for each frame), so
    /// that events (``pause()``, ``stop()``, ``update(_:)``…) wait for it to
    /// return. A sleep is a task that sleeps on the clock, preferring
    /// `executor`: a caller that plays on an executor of its own (the
    /// command line's frame thread) names it, so that a wake-up comes back
    /// there without waking another thread. (The task's own preference
    /// cannot be read back before macOS 26.4.)
    ///
    /// ```swift
    /// await withTaskExecutorPreference(frames) { await driver.run(preferring: frames) { frame, _ in … } }
    /// ```
    @inlinable
    package func run(
        preferring executor: (any TaskExecutor)?,
        onFrame: @Sendable (Content.Frame, Duration) -> Void
    ) async -> PlaybackEnding {
        await play(preferring: executor) { _, frame, elapsed in onFrame(frame, elapsed) }
    }

    /// The run loop: `deliver`, isolated to the driver (its first
    /// parameter), hands out each frame. (A closure is isolated to an actor
    /// only when it says so: one without an isolated parameter left the
    /// driver's executor and came back to it at every frame.)
    @inlinable
    func play(
        preferring executor: (any TaskExecutor)?, deliver: (isolated Driver, Content.Frame, Duration) async -> Void
    ) async -> PlaybackEnding {
        let begin = clock.now
        if let ending = state.beginRun(at: begin) { return ending }
        preferredExecutor = executor
        var cancelled = false
        defer {
            preferredExecutor = nil
            let end = clock.now
            state.endRun(at: end, cancelled: cancelled)
            resumeLoopWaiters()
        }
        // The first frame is the cursor's own (0 for a new run), not one a
        // few microseconds later.
        var now = begin
        while true {
            if Task.isCancelled {
                cancelled = true
                return .cancelled
            }
            let seen = state.events
            let action = state.next(at: now)
            switch action {
            case .deliver(let frame, let elapsed):
                await deliver(self, frame, elapsed)
                // An event while the frame was out: look again at the
                // present. Else the same instant, whose frame is now shown,
                // decides the sleep.
                if state.events != seen { now = clock.now }
            case .sleep(let wake):
                await sleep(until: wake)
                now = clock.now
            case .end(let ending):
                return ending
            }
        }
    }

    /// The frames of a run, as an asynchronous sequence: iterating it plays
    /// from the cursor, and the sequence ends when the run does. Ending the
    /// iteration (or cancelling its task) stops the run.
    ///
    /// The sequence keeps only the newest frame while its reader is busy, so
    /// a slow reader skips frames instead of falling behind; the last frame
    /// of a finished run is always read. While another run plays (a sequence
    /// just abandoned is still winding down), the new one waits its turn.
    ///
    /// ```swift
    /// @MainActor final class Model {
    ///     var text = ""
    ///     func play(_ driver: Driver<Counter, ContinuousClock>) async {
    ///         for await frame in driver.frames() { text = frame.text }
    ///     }
    /// }
    /// ```
    public nonisolated func frames() -> AsyncStream<Content.Frame> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Content.Frame.self, bufferingPolicy: .bufferingNewest(1))
        let task = Task {
            await self.waitUntilFree()
            await self.forgetLastFrame()  // a new reader sees the picture now, changed or not
            _ = await self.run { frame, _ in continuation.yield(frame) }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Holds the cursor where it is; ``resume()`` continues.
    public func pause() {
        let now = clock.now
        state.pause(at: now)
        wake()
    }

    /// Continues after ``pause()``, losing none of the timeline.
    public func resume() {
        let now = clock.now
        state.resume(at: now)
        wake()
    }

    /// Pauses a playing run, or resumes a paused one (a space bar, a
    /// play/pause button), and says which: true when it is now paused.
    /// Neither playing nor paused, it changes nothing and says false.
    ///
    /// ```swift
    /// let paused = await driver.togglePause()  // true: held; again: false, playing on
    /// ```
    @discardableResult
    public func togglePause() -> Bool {
        if state.cursor.isPaused {
            resume()
        } else if state.cursor.isRunning {
            pause()
        }
        return state.cursor.isPaused
    }

    /// Starts playing from the cursor after ``reset()`` or ``pause()``.
    public func start() {
        let now = clock.now
        state.start(at: now)
        wake()
    }

    /// Ends the run; the last frame stays. Called before ``run(onFrame:)``
    /// has begun, it makes that run end at once.
    public func stop() {
        let now = clock.now
        state.stop(at: now)
        wake()
    }

    /// Moves the cursor back to the start and waits for ``start()``.
    public func reset() {
        state.reset()
        wake()
    }

    /// Plays again from the start, with `timeline` in place of the current
    /// one if given: a reset and a start in one step, so that no other call
    /// comes between them (a restart key pressed while frames play).
    ///
    /// ```swift
    /// await driver.restart(with: try Counter(from: 0, to: 500, duration: .seconds(1)))
    /// ```
    public func restart(with timeline: Content? = nil) {
        let now = clock.now
        state.restart(with: timeline, at: now)
        wake()
    }

    /// Changes the timeline at the current cursor, e.g. to give a counter a
    /// new target mid-run.
    ///
    /// ```swift
    /// try await driver.update { counter, elapsed in
    ///     try counter.count(to: 500, duration: .seconds(1), at: elapsed)
    /// }
    /// ```
    ///
    /// While frames play, the change shows at the next frame; a driver that
    /// rests (at the end of a motion, or paused) is woken to show it.
    public func update<E: Error>(_ change: (inout Content, Duration) throws(E) -> Void) throws(E) {
        let now = clock.now
        try state.update(at: now, change)
        if !state.wakesWithinAFrame(of: now) { wake() }
    }

    /// The frame at the cursor now, if it differs from the last one the
    /// driver handed out (it then is that one), else nil: what a player
    /// shows between runs (a reset's start value) without showing it twice.
    ///
    /// ```swift
    /// await driver.reset()
    /// if let frame = await driver.changedFrame() { show(frame) }
    /// ```
    package func changedFrame() -> Content.Frame? {
        state.changedFrame(at: clock.now)
    }

    /// The frame this driver delivers next after one at `elapsed`, when it
    /// is known in advance: the timeline changes in steps and the next one
    /// lies more than a frame interval away (a timer's next second), before
    /// or at the end; nil otherwise. A player draws it ahead, so that it is
    /// written on time.
    ///
    /// ```swift
    /// driver.upcomingFrame(after: .milliseconds(200))?.text  // "0:59" for a minute's timer
    /// ```
    package func upcomingFrame(after elapsed: Duration) -> Content.Frame? {
        let timeline = state.timeline
        let next = timeline.nextChange(after: elapsed)
        guard next > elapsed + state.interval, next <= timeline.duration else { return nil }
        return timeline.frame(at: next)
    }

    private func forgetLastFrame() {
        state.forgetLastFrame()
    }

    /// Returns once no run plays.
    private func waitUntilFree() async {
        while state.isRunning {
            await withCheckedContinuation { loopWaiters.append($0) }
        }
    }

    /// Lets whoever waits for the run to end (``frames()``) go on.
    @usableFromInline
    func resumeLoopWaiters() {
        let waiters = loopWaiters
        loopWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// Sleeps until `deadline` (nil: no deadline) or the next event,
    /// whichever comes first.
    @inlinable
    func sleep(until deadline: C.Instant?) async {
        let wakeup = DriverSleep()
        waiting = wakeup
        if let deadline {
            // The timer runs where the run asked to (a playback's own
            // thread, say), so that waking it wakes no other thread.
            timer = Task(executorPreference: preferredExecutor) { [clock] in
                // A sleep cut short (the loop was woken by an event) ends nothing.
                do { try await clock.sleep(until: deadline, tolerance: .zero) } catch { return }
                wakeup.end(onTime: true)
            }
        }
        await withTaskCancellationHandler {
            await self.waitUntilEnded(wakeup)
        } onCancel: {
            wakeup.end(onTime: false)
        }
        waiting = nil
        let onTime = wakeup.endedOnTime
        if onTime {
            // The timer that ended the sleep is over.
            timer = nil
        } else {
            cancelTimer()  // the task was cancelled
        }
        state.woke(onTime: onTime)
    }

    /// Waits for `wakeup` on the driver's executor: the closure that calls
    /// it names `self`, which keeps the closure there too.
    @inlinable
    func waitUntilEnded(_ wakeup: DriverSleep) async {
        await wakeup.wait()
    }

    /// Ends the loop's sleep now, and lets go of its timer at once.
    private func wake() {
        waiting?.end(onTime: false)
        cancelTimer()
    }

    @inlinable
    func cancelTimer() {
        timer?.cancel()
        timer = nil
    }
}

extension Driver where C == ContinuousClock {
    /// Creates a driver on the continuous clock, which keeps counting while
    /// the machine sleeps.
    ///
    /// ```swift
    /// let driver = try Driver(counter, framesPerSecond: 35)
    /// ```
    public init(_ timeline: Content, framesPerSecond: Double) throws(TallyError) {
        try self.init(timeline, clock: ContinuousClock(), framesPerSecond: framesPerSecond)
    }

    /// Creates a driver on the continuous clock at a checked rate.
    ///
    /// ```swift
    /// let driver = Driver(counter, rate: 30)
    /// ```
    public init(_ timeline: Content, rate: FrameRate = 60) {
        self.init(timeline, clock: ContinuousClock(), rate: rate)
    }
}
