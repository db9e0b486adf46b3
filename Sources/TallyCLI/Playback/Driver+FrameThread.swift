import Foundation
import TallyCore

extension Driver where C == FrameClock {
    /// A driver on the frame clock, whose runs on the frame thread block it
    /// (``playOnFrameThread(onFrame:)``).
    ///
    /// ```swift
    /// let driver = Driver(playing: counter, rate: 60)
    /// ```
    init(playing timeline: Content, rate: FrameRate) {
        self.init(timeline, clock: FrameClock(), rate: rate)
    }
}

extension Driver {
    /// Plays the timeline on a frame thread, where `onFrame` is called.
    ///
    /// On ``FrameClock`` the run blocks a thread of its own (named
    /// tally-frames) from its first frame to its end: it waits on the
    /// driver's condition until the next frame is due or an event comes,
    /// then computes the frame, draws and writes it there, so a frame wakes
    /// one thread once and touches no task, continuation or executor
    /// (`Driver.playBlocking`). On any other clock (a test's manual one) it
    /// runs on ``FrameExecutor``'s thread as a task whose sleeps are timer
    /// tasks woken by that clock.
    ///
    /// ```swift
    /// _ = await driver.playOnFrameThread { frame, _ in print(frame.text) }
    /// ```
    nonisolated func playOnFrameThread(onFrame: @escaping @Sendable (Content.Frame, Duration) -> Void) async
        -> PlaybackEnding
    {
        guard C.self == FrameClock.self else {
            return await withTaskExecutorPreference(FrameExecutor.shared) {
                await run(preferring: FrameExecutor.shared, onFrame: onFrame)
            }
        }
        let blocking = BlockingRun()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (ended: CheckedContinuation<PlaybackEnding, Never>) in
                // Foundation's setter names the system's thread only once
                // `start()` has stored it: the run waits for its name.
                let named = DispatchSemaphore(value: 0)
                let thread = Thread {
                    named.wait()
                    ended.resume(returning: self.playBlocking(blocking, onFrame: onFrame))
                }
                thread.start()
                thread.name = "tally-frames"
                named.signal()
            }
        } onCancel: {
            cancel(blocking)
        }
    }
}
