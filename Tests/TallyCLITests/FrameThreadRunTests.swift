import Foundation
import TallyCore
import TallyTesting
import Testing

@testable import TallyCLI

/// A run on the frame clock plays on the frame thread: its frames come
/// there, and events, cancellation and another run's wait are handled at
/// once. No test waits for real time: the timelines last an hour (the run
/// sleeps for half of it between two changes), and each test waits,
/// yielding, for what it expects to have happened.
@Suite(.serialized, .timeLimit(.minutes(1))) struct FrameThreadRunTests {
    /// Whole numbers from 0 to 2 in an hour: the first change is half an hour away.
    let counter = try! Counter(from: 0, to: 2, duration: .seconds(3600))

    /// Starts playing `driver` on the frame thread, keeping the frames'
    /// texts and threads in `seen`.
    func play(_ driver: Driver<Counter, FrameClock>, into seen: Locked<[(String, String?)]>) -> Task<
        PlaybackEnding, Never
    > {
        Task {
            await driver.playOnFrameThread { frame, _ in seen.withLock { $0.append((frame.text, Thread.current.name)) }
            }
        }
    }

    /// Returns once `seen` holds `count` frames.
    func wait(for count: Int, in seen: Locked<[(String, String?)]>) async {
        while seen.withLock({ $0.count }) < count { await Task.yield() }
    }

    @Test func aStopEndsTheRunsSleepAtOnce() async {
        let driver = Driver(playing: counter, rate: 60)
        let seen = Locked<[(String, String?)]>([])
        let playing = play(driver, into: seen)
        await wait(for: 1, in: seen)
        await driver.stop()
        #expect(await playing.value == .stopped)
        #expect(seen.withLock { $0.map(\.0) } == ["0"])
        #expect(seen.withLock { $0.map(\.1) } == ["tally-frames"])
    }

    @Test func cancellingTheTaskEndsTheRun() async {
        let driver = Driver(playing: counter, rate: 60)
        let seen = Locked<[(String, String?)]>([])
        let playing = play(driver, into: seen)
        await wait(for: 1, in: seen)
        playing.cancel()
        #expect(await playing.value == .cancelled)
        #expect(await !driver.isPlaying)
    }

    @Test func aRunCancelledBeforeItBeginsDeliversNothing() async {
        let driver = Driver(playing: counter, rate: 60)
        let seen = Locked<[(String, String?)]>([])
        let playing = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await driver.playOnFrameThread { frame, _ in seen.withLock { $0.append((frame.text, nil)) } }
        }
        #expect(await playing.value == .cancelled)
        #expect(seen.withLock { $0.isEmpty })
    }

    /// A new target wakes the sleeping run, which shows it; paused, so
    /// does a change; a second run meanwhile is refused.
    @Test func changesWakeTheRunPausedOrNot() async throws {
        let driver = Driver(playing: counter, rate: 60)
        let seen = Locked<[(String, String?)]>([])
        let playing = play(driver, into: seen)
        await wait(for: 1, in: seen)
        #expect(await driver.run { _, _ in } == .alreadyRunning)
        try await driver.update { counter, _ in counter = try Counter(from: 7, to: 8, duration: .seconds(3600)) }
        await wait(for: 2, in: seen)
        await driver.pause()
        #expect(await driver.isPaused)
        try await driver.update { counter, _ in counter = try Counter(from: 9, to: 10, duration: .seconds(3600)) }
        await wait(for: 3, in: seen)
        await driver.resume()
        await driver.stop()
        #expect(await playing.value == .stopped)
        #expect(seen.withLock { $0.map(\.0) } == ["0", "7", "9"])
    }

    /// A sequence of frames asked for while a run plays begins once that
    /// run has ended (or at once, when the stop came first: the two orders
    /// are not told apart here; the first hangs, caught by the time limit,
    /// unless the run lets its waiters go).
    @Test func framesWaitForTheRunToEnd() async {
        let driver = Driver(playing: counter, rate: 60)
        let seen = Locked<[(String, String?)]>([])
        let playing = play(driver, into: seen)
        await wait(for: 1, in: seen)
        let reader = Task { () -> String? in
            for await frame in driver.frames() { return frame.text }
            return nil
        }
        await driver.stop()
        #expect(await playing.value == .stopped)
        #expect(await reader.value == "0")
    }
}
