import TallyCore

/// The continuous clock of the command line's playbacks: its sleeps (a
/// driver's next frame, a held picture's blink) are woken by
/// ``FrameExecutor``'s thread rather than the global executor's timers.
///
/// ```swift
/// let driver = Driver(counter, clock: FrameClock(), rate: 60)
/// ```
struct FrameClock: Clock {
    /// An instant of the continuous clock, in a type whose layout the
    /// driver's specialized code knows (``FrameInstant``).
    typealias Instant = FrameInstant

    var now: Instant { FrameInstant(ContinuousClock.now) }

    var minimumResolution: Duration { ContinuousClock().minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await FrameExecutor.shared.sleep(until: deadline.continuous)
    }
}
