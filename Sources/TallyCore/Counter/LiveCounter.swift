/// A counter that plays itself: the operations of ACLabelCounting on any
/// clock, headless, for a renderer or a UI to show.
///
/// `count` starts at once; ``pause()``, ``resume()`` (ACLabelCounting's `restore`),
/// ``stop()``, ``reset()`` and ``start()`` control the run; a new
/// ``count(to:duration:easing:)`` while counting carries on from the current
/// value and speed. Frames arrive at most `framesPerSecond` times a second
/// (35 by default, as ACLabelCounting) and only when the text changes.
///
/// The callbacks run where their isolation says, so a main-actor model is
/// updated directly: `onFrame: { @MainActor frame in model.text = frame.text }`.
///
/// ```swift
/// let label = try LiveCounter(
///     framesPerSecond: 35,
///     onFrame: { frame in print(frame.text) },
///     onComplete: { ending in print("done:", ending) })
/// try await label.count(from: 0, to: 100, duration: .seconds(5), easing: .easeOut)
/// await label.pause()
/// await label.resume()
/// ```
public actor LiveCounter<C: Clock> where C.Duration == Duration {
    private let driver: Driver<Counter, C>
    private let format: NumberFormat?
    private let onFrame: @isolated(any) @Sendable (CounterFrame) -> Void
    private let onComplete: @isolated(any) @Sendable (PlaybackEnding) -> Void
    private var loop: Task<Void, Never>?

    /// Creates a counter showing 0, paced by `clock`.
    ///
    /// ```swift
    /// let label = try LiveCounter(clock: ContinuousClock(), onFrame: { print($0.text) })
    /// ```
    ///
    /// - Parameters:
    ///   - clock: What paces the frames.
    ///   - framesPerSecond: The most frames a second (ACLabelCounting: 35).
    ///   - format: How numbers are written; by default as many fraction
    ///     digits as the values of each count have.
    ///   - onFrame: Called with every new frame, on the closure's own
    ///     isolation (mark it `@MainActor` to update a view model).
    ///   - onComplete: Called when a run ends: finished, stopped or cancelled.
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` for a bad frame rate.
    public init(
        clock: C, framesPerSecond: Double = 35, format: NumberFormat? = nil,
        onFrame: @escaping @isolated(any) @Sendable (CounterFrame) -> Void,
        onComplete: @escaping @isolated(any) @Sendable (PlaybackEnding) -> Void = { _ in }
    ) throws(TallyError) {
        let idle = try Counter(from: 0, to: 0, duration: .zero, format: format)
        driver = try Driver(idle, clock: clock, framesPerSecond: framesPerSecond)
        self.format = format
        self.onFrame = onFrame
        self.onComplete = onComplete
    }

    /// The value shown now.
    ///
    /// ```swift
    /// await label.value  // 42.5
    /// ```
    public var value: FixedDecimal {
        get async { await driver.timeline.value(at: driver.elapsed) }
    }

    /// Counts from `start` to `target`, starting at once.
    ///
    /// ```swift
    /// try await label.count(from: 10, to: 100, duration: .seconds(5), easing: .easeIn)
    /// ```
    ///
    /// - Throws: ``TallyError/invalidDuration(_:)`` for a negative duration.
    public func count(
        from start: FixedDecimal, to target: FixedDecimal, duration: Duration = .seconds(2),
        easing: Easing = .none, text: CounterText = .plain
    ) async throws(TallyError) {
        let counter = try Counter(
            from: start, to: target, duration: duration, easing: easing, format: format, text: text)
        await driver.restart(with: counter)
        playIfIdle()
    }

    /// Counts to `target` from the value shown now; while counting, the count
    /// turns smoothly towards the new target.
    ///
    /// ```swift
    /// try await label.count(to: 100)
    /// ```
    ///
    /// - Throws: ``TallyError/invalidDuration(_:)`` for a negative duration.
    public func count(to target: FixedDecimal, duration: Duration = .seconds(2), easing: Easing? = nil)
        async throws(TallyError)
    {
        try await driver.update { (counter, elapsed) throws(TallyError) in
            try counter.count(to: target, duration: duration, easing: easing, at: elapsed)
        }
        await start()
    }

    /// Plays from where the count is: after ``reset()``, after ``stop()``, or after a pause.
    public func start() async {
        await driver.start()
        playIfIdle()
    }

    /// Starts the loop that shows the driver's frames, unless it runs.
    private func playIfIdle() {
        guard loop == nil else { return }
        let driver = self.driver
        loop = Task {
            let ending = await driver.run { frame, _ in await self.onFrame(frame) }
            await self.loopEnded(ending)
        }
    }

    /// How many legs the count keeps: a few, however many targets it was given.
    package var legCount: Int {
        get async { await driver.timeline.legCount }
    }

    /// Whether the count moves now.
    ///
    /// ```swift
    /// await label.isCounting  // true until it arrives, is paused, stopped or reset
    /// ```
    public var isCounting: Bool {
        get async { await driver.isPlaying }
    }

    /// Whether ``pause()`` holds the count.
    ///
    /// ```swift
    /// await label.pause()
    /// await label.isPaused  // true
    /// ```
    public var isPaused: Bool {
        get async { await driver.isPaused }
    }

    /// Holds the count where it is.
    public func pause() async {
        await driver.pause()
    }

    /// Continues a paused count (ACLabelCounting's `restore`).
    public func resume() async {
        await driver.resume()
    }

    /// Ends the count where it is; the completion reports `.stopped`.
    public func stop() async {
        await driver.stop()
    }

    /// Shows the start value again and waits for ``start()``.
    public func reset() async {
        await driver.reset()
        // Between runs the start is shown here; the next run, which begins
        // there, does not show it again (the driver tells frames apart).
        if loop == nil, let frame = await driver.changedFrame() {
            await onFrame(frame)
        }
    }

    /// Waits until the current run has ended.
    ///
    /// ```swift
    /// try await label.count(to: 10, duration: .milliseconds(100))
    /// await label.waitUntilIdle()
    /// ```
    public func waitUntilIdle() async {
        while let loop {
            await loop.value
        }
    }

    private func loopEnded(_ ending: PlaybackEnding) async {
        loop = nil
        if ending == .finished, await driver.elapsed < driver.timeline.duration {
            // A new target arrived as the last one ended: play it.
            await start()
            return
        }
        await onComplete(ending)
    }
}

extension LiveCounter where C == ContinuousClock {
    /// Creates a counter on the continuous clock.
    ///
    /// ```swift
    /// let label = try LiveCounter(onFrame: { print($0.text) })
    /// ```
    public init(
        framesPerSecond: Double = 35, format: NumberFormat? = nil,
        onFrame: @escaping @isolated(any) @Sendable (CounterFrame) -> Void,
        onComplete: @escaping @isolated(any) @Sendable (PlaybackEnding) -> Void = { _ in }
    ) throws(TallyError) {
        try self.init(
            clock: ContinuousClock(), framesPerSecond: framesPerSecond, format: format,
            onFrame: onFrame, onComplete: onComplete)
    }
}
