import Synchronization

/// Plays countdowns one at a time on a clock, telling what happens: began,
/// each step, finished or cancelled.
///
/// A second ``start(_:replacing:onFrame:onEvent:)`` while one runs is
/// refused (``CountdownRefusal``) unless it asks to replace the running one,
/// which then ends with `.cancelled`. ``cancel()`` ends it cleanly, reports
/// `.cancelled` and frees the presenter for the next.
///
/// ```swift
/// let presenter = try CountdownPresenter(clock: ContinuousClock())
/// try await presenter.start(try Countdown(), onFrame: { show($0) }, onEvent: { event in
///     print(event)  // began, step(3), step(2), step(1), finished
/// })
/// ```
public actor CountdownPresenter<C: Clock> where C.Duration == Duration {
    /// What a countdown reports: began, each step, finished or cancelled.
    public typealias Event = CountdownEvent

    private let clock: C
    private let rate: FrameRate
    private var gate = CountdownGate()
    private var runs: [Int: (driver: Driver<Countdown, C>, task: Task<Void, Never>)] = [:]

    /// A presenter on `clock`.
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` for a bad frame rate.
    public init(clock: C, framesPerSecond: Double = 60) throws(TallyError) {
        self.clock = clock
        rate = try FrameRate(framesPerSecond)
    }

    /// Whether a countdown is running.
    public var isRunning: Bool { gate.running != nil }

    /// Starts `countdown` now.
    ///
    /// - Parameters:
    ///   - countdown: The countdown to play, from its start.
    ///   - replacing: Cancel a running countdown instead of refusing.
    ///   - onFrame: Called with each new frame, on the closure's own isolation
    ///     (`{ @MainActor frame in … }` updates a view directly).
    ///   - onEvent: Called with `.began`, `.step(n)` for each step, then
    ///     `.finished` or `.cancelled`.
    /// - Throws: ``CountdownRefusal/alreadyRunning`` when one runs and
    ///   `replacing` is false.
    public func start(
        _ countdown: Countdown, replacing: Bool = false,
        onFrame: @escaping @isolated(any) @Sendable (CountdownFrame) -> Void,
        onEvent: @escaping @isolated(any) @Sendable (Event) -> Void
    ) async throws(CountdownRefusal) {
        let id: Int
        switch gate.request(replacing: replacing) {
        case .refuse:
            throw .alreadyRunning
        case .start(let new):
            id = new
        case .replace(let old, let new):
            id = new
            if let previous = runs[old] {
                await previous.driver.stop()
                await previous.task.value
            }
        }
        let driver = Driver(countdown, clock: clock, rate: rate)
        await onEvent(.began)
        let steps = Mutex(CountdownSteps())
        let task = Task {
            let ending = await driver.run { frame, _ in
                for event in steps.withLock({ $0.events(upTo: frame, of: countdown) }) { await onEvent(event) }
                await onFrame(frame)
            }
            await onEvent(ending == .finished ? .finished : .cancelled)
            self.ended(id)
        }
        runs[id] = (driver, task)
    }

    /// Cancels the running countdown, if any; it reports `.cancelled`.
    public func cancel() async {
        guard let id = gate.running, let run = runs[id] else { return }
        await run.driver.stop()
        await run.task.value
    }

    /// Waits until no countdown runs.
    public func waitUntilIdle() async {
        while let id = gate.running, let run = runs[id] {
            await run.task.value
        }
    }

    private func ended(_ id: Int) {
        runs[id] = nil
        gate.ended(id: id)
    }
}

extension CountdownPresenter where C == ContinuousClock {
    /// A presenter on the continuous clock.
    ///
    /// ```swift
    /// let presenter = try CountdownPresenter()
    /// ```
    public init(framesPerSecond: Double = 60) throws(TallyError) {
        try self.init(clock: ContinuousClock(), framesPerSecond: framesPerSecond)
    }
}
