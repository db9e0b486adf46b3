import Foundation
import TallyCore
import TallyTesting
import Testing

@testable import TallyCLI

/// The frame thread: work that prefers it runs on it, its sleeps wake at
/// their deadline or throw when cancelled, and nothing is left behind.
/// No test waits for real time: deadlines are past, or an hour away and
/// cancelled.
@Suite(.serialized, .timeLimit(.minutes(1))) struct FrameExecutorTests {
    @Test func workThatPrefersItRunsOnTheFrameThread() async {
        let name = await withTaskExecutorPreference(FrameExecutor.shared) { Self.threadName() }
        #expect(name == "tally-frames")
    }

    @Test func aDeadlineAlreadyPastWakesAtOnce() async throws {
        try await FrameExecutor.shared.sleep(until: .now - .seconds(1))
        try await FrameClock().sleep(until: FrameClock().now)
    }

    @Test func aSleepCancelledWhileWaitingThrows() async throws {
        let sleeper = Task { try await FrameExecutor.shared.sleep(until: .now + .seconds(3600)) }
        while FrameExecutor.shared.waiting.sleepers == 0 { await Task.yield() }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(FrameExecutor.shared.waiting.sleepers == 0)
        #expect(FrameExecutor.shared.waiting.pending == 0)
    }

    @Test func aSleepCancelledBeforeItBeginsThrows() async throws {
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await FrameExecutor.shared.sleep(until: .now + .seconds(3600))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(FrameExecutor.shared.waiting.pending == 0)
    }

    /// A driver on the frame clock plays a whole timeline there: every
    /// frame is delivered on the frame thread.
    @Test func aDriverPlaysOnTheFrameThread() async throws {
        let counter = try Counter(from: 0, to: 3, duration: .zero)
        let names = Locked<[String?]>([])
        let ending = await Driver(playing: counter, rate: 60).playOnFrameThread { _, _ in
            names.withLock { $0.append(Self.threadName()) }
        }
        #expect(ending == .finished)
        #expect(!names.withLock { $0 }.isEmpty)
        #expect(names.withLock { $0 }.allSatisfy { $0 == "tally-frames" }, "\(names.withLock { $0 })")
    }

    /// Frames after a sleep too: the driver's timer prefers the run's
    /// executor, so a wake-up comes back to the frame thread (here a manual
    /// clock's, moved by the test).
    @Test func framesAfterASleepStayOnTheFrameThread() async throws {
        let clock = ManualClock()
        let counter = try Counter(from: 0, to: 100, duration: .seconds(1))
        let names = Locked<[String?]>([])
        let driver = Driver(counter, clock: clock, rate: 10)
        let playing = Task {
            await driver.playOnFrameThread { _, _ in names.withLock { $0.append(Self.threadName()) } }
        }
        for _ in 0..<10 { clock.advance(to: await clock.nextSleep()) }
        #expect(await playing.value == .finished)
        #expect(names.withLock { $0 }.count == 11)
        #expect(names.withLock { $0 }.allSatisfy { $0 == "tally-frames" }, "\(names.withLock { $0 })")
    }

    /// The name of the thread running the caller.
    private static func threadName() -> String? { Thread.current.name }
}
