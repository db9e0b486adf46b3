/// Plays a ``Timeline`` on a clock, delivering a frame only when what is
/// shown changes, at most `framesPerSecond` times a second, and not at all
/// once the timeline has ended.
///
/// Pause, resume, stop, reset and changes of the timeline are events: they
/// move the driver's cursor or replace its timeline, and the running loop
/// wakes at once to show the result. The loop sleeps until the next instant
/// at which the picture can change: the next tick of its frame rate, or the
/// timeline's ``Timeline/nextChange(after:)`` when that is later.
///
/// ```swift
/// let counter = try Counter(from: 0, to: 100, duration: .seconds(2))
/// let driver = try Driver(counter, framesPerSecond: 35)
/// let ending = await driver.run { frame, elapsed in
///     print(frame.text)
/// }
/// // 0, 1, 3, 4, … 100 (what changed at each tick), then ending == .finished
/// ```
public actor Driver<Content: Timeline, C: Clock> where C.Duration == Duration {
    /// The timeline being played.
    public private(set) var timeline: Content
    /// The clock that paces the driver.
    public nonisolated let clock: C
    /// The most frames delivered in one second.
    public nonisolated let framesPerSecond: Double

    /// One frame-rate tick, in whole nanoseconds: ticks are counted in
    /// integers so that the next one always lies after the present.
    private let intervalNanoseconds: Int64
    private var interval: Duration { .nanoseconds(intervalNanoseconds) }
    private var playback = PlaybackCursor<C.Instant>()
    /// Counts events (pause, resume, update, …): a frame delivered while one
    /// came is followed by a fresh look at the state, not by a stale plan.
    private var events = 0
    private var isLooping = false
    /// `stop()` came before `run()` began: the run ends at once.
    private var stopBeforeRun = false
    private var lastFrame: Content.Frame?
    /// When the last frame was delivered: the wake it was planned for when
    /// the timer woke the loop (so a late wake-up does not push every later
    /// frame back, and lateness never adds up), the present otherwise.
    private var lastDelivery: C.Instant?
    /// The wake the loop last slept until, and whether the timer ended that sleep.
    private var plannedWake: C.Instant?
    private var wokeOnTime = false
    private var waiting: CheckedContinuation<Void, Never>?
    private var timer: Task<Void, Never>?
    private var generation = 0
    /// Who waits for the running loop to end (``frames()`` after another).
    private var loopWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a driver for `timeline` on `clock`.
    ///
    /// ```swift
    /// let driver = try Driver(counter, clock: ContinuousClock(), framesPerSecond: 60)
    /// ```
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` unless
    ///   `framesPerSecond` is a finite number in 0.001...1000.
    public init(_ timeline: Content, clock: C, framesPerSecond: Double = 60) throws(TallyError) {
        guard framesPerSecond.isFinite, (0.001...1000).contains(framesPerSecond) else {
            throw .invalidParameter(name: "frame rate", reason: "must be between 0.001 and 1000 per second")
        }
        self.timeline = timeline
        self.clock = clock
        self.framesPerSecond = framesPerSecond
        self.intervalNanoseconds = Int64((1e9 / framesPerSecond).rounded())
    }

    /// Time played so far: where the cursor is.
    public var elapsed: Duration { playback.elapsed(at: clock.now) }

    /// Whether the cursor moves: a run plays and is neither paused, stopped
    /// nor reset.
    ///
    /// ```swift
    /// await driver.isPlaying  // true while counting
    /// ```
    public var isPlaying: Bool { playback.isRunning }

    /// Whether ``pause()`` holds the cursor.
    ///
    /// ```swift
    /// await driver.pause()
    /// await driver.isPaused  // true
    /// ```
    public var isPaused: Bool { playback.isPaused }

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
    public func run(
        onFrame: @isolated(any) @Sendable (Content.Frame, Duration) async -> Void
    ) async -> PlaybackEnding {
        guard !isLooping else { return .alreadyRunning }
        if stopBeforeRun {
            stopBeforeRun = false
            return .stopped
        }
        isLooping = true
        defer {
            isLooping = false
            let waiters = loopWaiters
            loopWaiters.removeAll()
            for waiter in waiters { waiter.resume() }
        }
        let begin = clock.now
        playback.start(at: begin)
        plannedWake = nil
        wokeOnTime = false
        // The first frame is the cursor's own (0 for a new run), not one a
        // few microseconds later.
        var firstLook: C.Instant? = begin
        while true {
            if Task.isCancelled {
                playback.stop(at: clock.now)
                return .cancelled
            }
            let now = firstLook ?? clock.now
            firstLook = nil
            let elapsed = playback.elapsed(at: now)
            let seen = events
            switch playback.state {
            case .stopped:
                return .stopped
            case .idle, .paused:
                await deliver(at: elapsed, now: now, onFrame)
                if events != seen { continue }
                await waitForEvent(until: nil)
            case .running:
                let end = timeline.duration
                await deliver(at: min(elapsed, end), now: now, onFrame)
                if events != seen { continue }
                if elapsed >= end {
                    playback.finish(at: end)
                    return .finished
                }
                await waitForEvent(until: nextWake(after: elapsed))
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
        playback.pause(at: clock.now)
        wake()
    }

    /// Continues after ``pause()``, losing none of the timeline.
    public func resume() {
        playback.resume(at: clock.now)
        wake()
    }

    /// Starts playing from the cursor after ``reset()`` or ``pause()``.
    public func start() {
        stopBeforeRun = false
        if isLooping { playback.start(at: clock.now) }
        wake()
    }

    /// Ends the run; the last frame stays. Called before ``run(onFrame:)``
    /// has begun, it makes that run end at once.
    public func stop() {
        if !isLooping { stopBeforeRun = true }
        playback.stop(at: clock.now)
        wake()
    }

    /// Moves the cursor back to the start and waits for ``start()``.
    public func reset() {
        stopBeforeRun = false
        playback.reset()
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
    public func update<E: Error>(_ change: (inout Content, Duration) throws(E) -> Void) throws(E) {
        try change(&timeline, playback.elapsed(at: clock.now))
        wake()
    }

    private func deliver(
        at elapsed: Duration, now: C.Instant,
        _ onFrame: @isolated(any) @Sendable (Content.Frame, Duration) async -> Void
    ) async {
        let frame = timeline.frame(at: elapsed)
        guard frame != lastFrame else { return }
        lastFrame = frame
        lastDelivery = wokeOnTime ? plannedWake ?? now : now
        await onFrame(frame, elapsed)
    }

    /// The next instant worth waking at: the later of the next frame-rate
    /// tick and the timeline's next change, no later than the end, and never
    /// sooner than one interval after the last delivery unless it only ends
    /// the run.
    private func nextWake(after elapsed: Duration) -> C.Instant? {
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
        guard let wake = playback.instant(at: max(next, elapsed)) else { return nil }
        guard let lastDelivery else { return wake }
        // Ending without a new frame (the last one shown is already the
        // end's) needs no room after the last delivery.
        if next == end, timeline.frame(at: end) == lastFrame { return wake }
        return max(wake, lastDelivery.advanced(by: interval))
    }

    private func forgetLastFrame() {
        lastFrame = nil
    }

    /// Returns once no run plays.
    private func waitUntilFree() async {
        while isLooping {
            await withCheckedContinuation { loopWaiters.append($0) }
        }
    }

    private func waitForEvent(until deadline: C.Instant?) async {
        generation += 1
        let current = generation
        plannedWake = deadline
        wokeOnTime = false
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume() }
                waiting = continuation
                if let deadline {
                    timer = Task { [clock] in
                        // A sleep cut short (the loop was woken by an event) fires nothing.
                        do { try await clock.sleep(until: deadline, tolerance: .zero) } catch { return }
                        self.timerFired(current)
                    }
                }
            }
        } onCancel: {
            Task { await self.timerFired(current) }
        }
    }

    private func timerFired(_ fired: Int) {
        guard fired == generation else { return }
        wake()
        wokeOnTime = plannedWake != nil
    }

    private func wake() {
        events &+= 1
        timer?.cancel()
        timer = nil
        waiting?.resume()
        waiting = nil
    }
}

extension Driver where C == ContinuousClock {
    /// Creates a driver on the continuous clock, which keeps counting while
    /// the machine sleeps.
    ///
    /// ```swift
    /// let driver = try Driver(counter, framesPerSecond: 35)
    /// ```
    public init(_ timeline: Content, framesPerSecond: Double = 60) throws(TallyError) {
        try self.init(timeline, clock: ContinuousClock(), framesPerSecond: framesPerSecond)
    }
}
