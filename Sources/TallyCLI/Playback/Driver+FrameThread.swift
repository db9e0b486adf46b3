import TallyCore

extension Driver where C == FrameClock {
    /// A driver on the frame clock: its sleeps are woken by ``FrameExecutor``.
    ///
    /// ```swift
    /// let driver = Driver(playing: counter, rate: 60)
    /// ```
    init(playing timeline: Content, rate: FrameRate) {
        self.init(timeline, clock: FrameClock(), rate: rate)
    }
}

extension Driver {
    /// Plays the timeline on ``FrameExecutor``'s thread: the driver and
    /// `onFrame` (called on the driver, synchronously) run there, and on
    /// ``FrameClock`` each sleep is an alarm that thread rings, so a frame
    /// wakes one thread (a test's manual clock works alike, only its sleeps
    /// are timer tasks woken by the test).
    ///
    /// ```swift
    /// _ = await driver.playOnFrameThread { frame, _ in print(frame.text) }
    /// ```
    nonisolated func playOnFrameThread(onFrame: @escaping @Sendable (Content.Frame, Duration) -> Void) async
        -> PlaybackEnding
    {
        await withTaskExecutorPreference(FrameExecutor.shared) {
            await run(preferring: FrameExecutor.shared, onFrame: onFrame)
        }
    }
}
