import TallyCore
import TallyTesting
import Testing

/// A view model as an app writes it: main-actor isolated, updated by Tally
/// without hops, locks or `@unchecked Sendable`.
@MainActor final class ScoreModel {
    var text = ""
    var shown: [String] = []
    var events: [String] = []

    func play(_ driver: Driver<Counter, ManualClock>) async {
        for await frame in driver.frames() {
            text = frame.text
            shown.append(frame.text)
        }
    }
}

@Suite(.timeLimit(.minutes(1))) struct PushAPITests {
    @Test @MainActor func aMainActorModelReadsFramesAsAnAsyncSequence() async throws {
        let clock = ManualClock()
        let driver = try Driver(try Counter(from: 0, to: 10, duration: .seconds(1)), clock: clock, framesPerSecond: 10)
        let model = ScoreModel()
        let playing = Task { await model.play(driver) }
        for _ in 0..<10 { clock.advance(to: await clock.nextSleep()) }  // ticks at 0.1 s … 1 s
        await playing.value  // the sequence ends with the run
        #expect(model.text == "10")
        #expect(model.shown.first == "0" && model.shown == model.shown.sorted { Int($0)! < Int($1)! })
    }

    @Test @MainActor func endingTheIterationStopsTheRun() async throws {
        let clock = ManualClock()
        let driver = try Driver(try Counter(from: 0, to: 10, duration: .seconds(1)), clock: clock, framesPerSecond: 10)
        var first: CounterFrame?
        for await frame in driver.frames() {
            first = frame
            break
        }
        #expect(first?.text == "0")
        // The run notices that nobody reads any more and ends: it no longer
        // waits on the clock (the first wake, at 0.1 s, was pending).
        for _ in 0..<100_000 where !clock.pendingDeadlines.isEmpty { await Task.yield() }
        #expect(clock.pendingDeadlines.isEmpty)
    }

    /// A new sequence right after one was abandoned waits for the old run to
    /// wind down, then plays on from where it stopped: it is never empty.
    @Test @MainActor func aNewSequenceAfterABreakPlaysOn() async throws {
        let clock = ManualClock()
        let driver = try Driver(try Counter(from: 0, to: 10, duration: .seconds(1)), clock: clock, framesPerSecond: 10)
        for round in 0..<5 {
            var first: CounterFrame?
            for await frame in driver.frames() {
                first = frame
                break
            }
            #expect(first?.text == "0", "sequence \(round) was empty")
        }
    }

    @Test @MainActor func liveCounterCallbacksRunOnTheMainActor() async throws {
        let clock = ManualClock()
        let model = ScoreModel()
        let label = try LiveCounter(
            clock: clock, framesPerSecond: 35,
            onFrame: { @MainActor frame in
                MainActor.assertIsolated()
                model.text = frame.text
                model.shown.append(frame.text)
            },
            onComplete: { @MainActor ending in model.events.append("\(ending)") })
        let score = 1234
        try await label.count(from: 0, to: FixedDecimal(score), duration: .seconds(2), easing: .easeOut)
        for _ in 0..<70 { clock.advance(to: await clock.nextSleep()) }  // 35 ticks a second for 2 s
        await label.waitUntilIdle()
        #expect(model.text == "1,234")
        #expect(model.events == ["finished"])
        #expect(model.shown.count <= 2 * 35 + 1)
    }

    @Test @MainActor func countdownEventsRunOnTheMainActor() async throws {
        let clock = ManualClock()
        let presenter = try CountdownPresenter(clock: clock, framesPerSecond: 10)
        let model = ScoreModel()
        try await presenter.start(
            try Countdown(options: .init(start: 3, endTitle: "Go!")),
            onFrame: { @MainActor frame in model.text = frame.text },
            onEvent: { @MainActor event in
                MainActor.assertIsolated()
                model.events.append("\(event)")
            })
        for _ in 0..<40 { clock.advance(to: await clock.nextSleep()) }  // 4 steps of 1 s at 10 frames a second
        await presenter.waitUntilIdle()
        #expect(model.events == ["began", "step(3)", "step(2)", "step(1)", "step(0)", "finished"])
    }
}
