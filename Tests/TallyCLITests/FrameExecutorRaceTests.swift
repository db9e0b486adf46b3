import Foundation
import TallyCore
import TallyTesting
import Testing

@testable import TallyCLI

/// Races on the frame executor, in its serialized suite (they sleep on the
/// one shared executor, whose sleeper count its tests read). No test waits
/// for real time: deadlines are past (woken at once) or an hour away and
/// cancelled.
extension FrameExecutorTests {
    /// Many sleeps from the pool and from the frame thread, a third of them
    /// cancelled at once or after a yield: each ends exactly once (woken or
    /// thrown), the hour-long ones all by cancellation, and nothing is left.
    @Test func manySleepsAndCancellationsLeaveNothing() async throws {
        let woken = Locked(0)
        let thrown = Locked(0)
        var hourLong = 0
        var uncancelled = 0
        for round in 0..<20 {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<200 {
                    let cancelled = index % 3 == 0
                    let now = FrameClock().now
                    let deadline =
                        cancelled && index % 2 == 1
                        ? now.advanced(by: .seconds(3600)) : now.advanced(by: .microseconds(-(index + round)))
                    if cancelled && index % 2 == 1 { hourLong += 1 }
                    if !cancelled { uncancelled += 1 }
                    let task = Task(executorPreference: index % 2 == 0 ? FrameExecutor.shared : nil) {
                        do {
                            try await FrameClock().sleep(until: deadline)
                            woken.withLock { $0 += 1 }
                        } catch {
                            thrown.withLock { $0 += 1 }
                        }
                    }
                    if cancelled {
                        group.addTask {
                            if index % 2 == 0 { await Task.yield() }
                            task.cancel()
                        }
                    }
                    group.addTask { await task.value }
                }
            }
        }
        #expect(woken.withLock { $0 } + thrown.withLock { $0 } == 4000)
        #expect(woken.withLock { $0 } >= uncancelled)
        #expect(thrown.withLock { $0 } >= hourLong)
        #expect(FrameExecutor.shared.waiting.sleepers == 0)
        #expect(FrameExecutor.shared.waiting.pending == 0)
    }

    /// A task made with `Task {}` inside the frame thread's preference does
    /// not keep it: the playback's key handling, such a task, runs on the
    /// pool and so is never held up by a frame being drawn.
    @Test func unstructuredTasksLeaveTheFrameThread() async {
        let name = await withTaskExecutorPreference(FrameExecutor.shared) {
            await Task { Self.threadNameInTask() }.value
        }
        #expect(name != "tally-frames")
    }

    /// Pausing, resuming and stopping from the pool while frames play on the
    /// frame thread: the run ends stopped, and no sleeper is left behind.
    @Test func stopFromThePoolWhilePlaying() async throws {
        for _ in 0..<50 {
            let clock = ManualClock()
            let counter = try Counter(from: 0, to: 1000, duration: .seconds(10))
            let driver = Driver(counter, clock: clock, rate: 1000)
            let playing = Task { await driver.playOnFrameThread { _, _ in } }
            clock.advance(to: await clock.nextSleep())
            await driver.pause()
            await driver.resume()
            await driver.stop()
            #expect(await playing.value == .stopped)
        }
        #expect(FrameExecutor.shared.waiting.sleepers == 0)
        #expect(FrameExecutor.shared.waiting.pending == 0)
    }

    /// The name of the thread running the caller.
    private static func threadNameInTask() -> String? { Thread.current.name }
}
