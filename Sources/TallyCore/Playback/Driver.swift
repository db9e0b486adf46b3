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
/// // 0, 2, 4, … 100, then ending == .finished
/// ```
public actor Driver<Content: Timeline, C: Clock> where C.Duration == Duration {
    /// The timeline being played.
    public private(set) var timeline: Content
    /// The clock that paces the driver.
    public nonisolated let clock: C
    /// The most frames delivered in one second.
    public nonisolated let framesPerSecond: Double

    private let interval: Duration
    private var playback = Playback<C.Instant>()
    private var isLooping = false
    /// `stop()` came before `run()` began: the run ends at once.
    private var stopBeforeRun = false
    private var lastFrame: Content.Frame?
    private var lastDelivery: C.Instant?
    private var waiting: CheckedContinuation<Void, Never>?
    private var timer: Task<Void, Never>?
    private var generation = 0

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
        self.interval = .nanoseconds(Int64((1e9 / framesPerSecond).rounded()))
    }

    /// Time played so far: where the cursor is.
    public var elapsed: Duration { playback.elapsed(at: clock.now) }

    /// Plays from the cursor until the timeline ends, ``stop()`` is called
    /// or the calling task is cancelled.
    ///
    /// A frame is delivered only when it differs from the last one this
    /// driver delivered, so the first frame of the first run comes at once. While paused or reset the loop
    /// waits without waking.
    ///
    /// - Parameter onFrame: Called with each new frame and its elapsed time.
    /// - Returns: Why playing ended.
    public func run(onFrame: @Sendable (Content.Frame, Duration) -> Void) async -> PlaybackEnding {
        guard !isLooping else { return .alreadyRunning }
        if stopBeforeRun {
            stopBeforeRun = false
            return .stopped
        }
        isLooping = true
        defer { isLooping = false }
        playback.start(at: clock.now)
        while true {
            if Task.isCancelled {
                playback.stop(at: clock.now)
                return .cancelled
            }
            let now = clock.now
            let elapsed = playback.elapsed(at: now)
            switch playback.state {
            case .stopped:
                return .stopped
            case .idle, .paused:
                deliver(at: elapsed, now: now, onFrame)
                await waitForEvent(until: nil)
            case .running:
                let end = timeline.duration
                deliver(at: min(elapsed, end), now: now, onFrame)
                if elapsed >= end {
                    playback.finish(at: end)
                    return .finished
                }
                await waitForEvent(until: nextWake(after: elapsed))
            }
        }
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
        at elapsed: Duration, now: C.Instant, _ onFrame: @Sendable (Content.Frame, Duration) -> Void
    ) {
        let frame = timeline.frame(at: elapsed)
        guard frame != lastFrame else { return }
        lastFrame = frame
        lastDelivery = now
        onFrame(frame, elapsed)
    }

    /// The next instant worth waking at: the later of the next frame-rate
    /// tick and the timeline's next change, no later than the end, and never
    /// sooner than one interval after the last delivery.
    private func nextWake(after elapsed: Duration) -> C.Instant? {
        let ticks = Int64((elapsed / interval).rounded(.down)) + 1
        let next = min(max(timeline.nextChange(after: elapsed), interval * ticks), timeline.duration)
        guard let wake = playback.instant(at: max(next, elapsed)) else { return nil }
        guard let lastDelivery else { return wake }
        return max(wake, lastDelivery.advanced(by: interval))
    }

    private func waitForEvent(until deadline: C.Instant?) async {
        generation += 1
        let current = generation
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume() }
                waiting = continuation
                if let deadline {
                    timer = Task { [clock] in
                        try? await clock.sleep(until: deadline, tolerance: .zero)
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
    }

    private func wake() {
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
