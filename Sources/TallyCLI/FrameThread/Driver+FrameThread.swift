import TallyCore

extension Driver where C == FrameClock {
    /// A driver on the frame clock, whose sleeps the frame thread wakes.
    ///
    /// ```swift
    /// let driver = Driver(playing: counter, rate: 60)
    /// ```
    init(playing timeline: Content, rate: FrameRate) {
        self.init(timeline, clock: FrameClock(), rate: rate)
    }
}

extension Driver {
    /// Plays the timeline on the frame thread (``FrameExecutor``), where
    /// `onFrame` is called: the driver's one run loop, as a task that
    /// prefers that thread, whose sleeps are timers on the driver's clock.
    /// On ``FrameClock`` (every command) the frame thread wakes them
    /// itself; on a test's manual clock, the test's advances do. Either
    /// way the same loop plays.
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
