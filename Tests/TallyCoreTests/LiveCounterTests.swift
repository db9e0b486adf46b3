import Synchronization
import TallyTestSupport
import TallyTesting
import Testing

@testable import TallyCore

@Suite(.timeLimit(.minutes(1))) struct LiveCounterTests {
    let clock = ManualClock()
    let texts = Recorder<String>()
    let endings = Recorder<PlaybackEnding>()

    func makeCounter(rate: Double = 10) throws -> LiveCounter<ManualClock> {
        let texts = self.texts
        let endings = self.endings
        return try LiveCounter(
            clock: clock, framesPerSecond: rate,
            onFrame: { frame in texts.append(frame.text) },
            onComplete: { ending in endings.append(ending) })
    }

    func step(_ count: Int) async {
        for _ in 0..<count { clock.advance(to: await clock.nextSleep()) }
    }

    @Test func countsAndCompletesOnce() async throws {
        let label = try makeCounter()
        try await label.count(from: 0, to: 10, duration: .seconds(1))
        await step(10)
        await label.waitUntilIdle()
        #expect(texts.all == (0...10).map(String.init))
        #expect(endings.all == [.finished])
        #expect(await label.value == 10)
    }

    @Test func countToContinuesFromTheShownValue() async throws {
        let label = try makeCounter()
        try await label.count(from: 0, to: 10, duration: .seconds(1))
        await step(10)
        await label.waitUntilIdle()
        try await label.count(to: 20, duration: .seconds(1))
        await step(10)
        await label.waitUntilIdle()
        #expect(texts.all == (0...20).map(String.init))
        #expect(endings.all == [.finished, .finished])
    }

    @Test func pauseResumeStopAndReset() async throws {
        let label = try makeCounter()
        try await label.count(from: 0, to: 10, duration: .seconds(1))
        await step(2)
        _ = await clock.nextSleep()
        let (counting, paused) = (await label.isCounting, await label.isPaused)
        #expect(counting && !paused)
        await label.pause()
        let (countingNow, pausedNow) = (await label.isCounting, await label.isPaused)
        #expect(pausedNow && !countingNow)
        clock.advance(by: .seconds(60))
        await label.resume()
        await step(2)
        _ = await clock.nextSleep()
        await label.stop()
        await label.waitUntilIdle()
        #expect(texts.all == ["0", "1", "2", "3", "4"])
        #expect(endings.all == [.stopped])
        await label.reset()
        #expect(texts.all.last == "0")
        await label.start()
        await step(10)
        await label.waitUntilIdle()
        #expect(texts.all == ["0", "1", "2", "3", "4"] + (0...10).map(String.init), "the reset's 0 shown once")
        #expect(endings.all == [.stopped, .finished])
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @Test func theSeedsRateIsExpressible() throws {
        _ = try makeCounter(rate: 35)
    }
}

@Suite struct ManualClockTests {
    @Test func sleepsResumeWhenTheirDeadlinePasses() async throws {
        let clock = ManualClock()
        let woken = Recorder<Int>()
        let tasks = [3, 1, 2].map { second in
            Task {
                try await clock.sleep(until: .init(offset: .seconds(second)))
                woken.append(second)
            }
        }
        while clock.pendingDeadlines.count < 3 { _ = await clock.nextSleep(); await Task.yield() }
        #expect(clock.pendingDeadlines.map(\.offset) == [.seconds(1), .seconds(2), .seconds(3)])
        clock.advance(by: .milliseconds(1500))
        try await tasks[1].value
        #expect(woken.all == [1])
        #expect(clock.pendingDeadlines.map(\.offset) == [.seconds(2), .seconds(3)])
        clock.advance(to: .init(offset: .seconds(3)))
        for task in tasks { try await task.value }
        #expect(Set(woken.all) == [1, 2, 3])
        #expect(clock.now.offset == .seconds(3))
    }

    @Test func cancelledSleepsLeaveNothingPending() async {
        let clock = ManualClock()
        let task = Task { try await clock.sleep(until: .init(offset: .seconds(1))) }
        _ = await clock.nextSleep()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @Test func aPastDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(2))
        try await clock.sleep(until: .init(offset: .seconds(1)))
        #expect(clock.pendingDeadlines.isEmpty)
    }
}
