import TallyCore

/// The continuous clock, whose sleeps are woken by ``FrameExecutor``'s
/// thread rather than the global executor's timers: a playback on this
/// clock that prefers the frame executor wakes one thread a frame.
///
/// ```swift
/// let driver = Driver(counter, clock: FrameClock(), rate: 60)
/// ```
struct FrameClock: AlarmClock {
    typealias Instant = ContinuousClock.Instant

    var now: Instant { ContinuousClock.now }

    var minimumResolution: Duration { ContinuousClock().minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await FrameExecutor.shared.sleep(until: deadline)
    }

    func setAlarm(at deadline: Instant, _ ring: @escaping @Sendable () -> Void) -> Int {
        FrameExecutor.shared.setAlarm(at: deadline, ring)
    }

    func cancelAlarm(_ alarm: Int) {
        FrameExecutor.shared.cancelAlarm(alarm)
    }
}
