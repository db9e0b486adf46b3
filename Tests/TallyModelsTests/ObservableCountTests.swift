// Debian's swiftlang 6.0.3, the oldest compiler this package is built with
// here, ships a libswiftObservation.so that does not link ("undefined
// reference to swift::threading::fatal"): on Linux with a compiler before
// 6.1 this is left out. Apple's platforms and newer compilers have it.
#if !os(Linux) || compiler(>=6.1)
    import Observation
    import TallyCore
    import TallyModels
    import TallyTesting
    import Testing

    /// Issue 47, item 3: the events and the observation of a count, and its
    /// frames as an `AsyncSequence`, on a manual clock.
    @Suite struct ObservableCountTests {
        typealias Instant = ManualClock.Instant
        let t0 = Instant(offset: .zero)

        func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

        /// A list of what happened, in order.
        @MainActor final class Log {
            var events: [String] = []
        }

        @MainActor @Test func startUpdatesProgressAndCompletionComeInOrder() {
            let count = ObservableCount<Instant>()
            let log = Log()
            count.onStart = { log.events.append("start \($0)") }
            count.onUpdate = { log.events.append("update \($0.text)") }
            count.onComplete = { log.events.append("complete") }
            #expect(count.text == "0" && !count.isCounting && count.progress == 1)
            count.show(100, duration: .seconds(1), easing: .linear, at: t0)
            #expect(count.isCounting && count.progress == 0)
            count.update(at: at(250))
            #expect(count.text == "25" && count.value == 25 && count.progress == 0.25)
            count.update(at: at(250))  // the same frame: no update
            count.update(at: at(1000))
            #expect(!count.isCounting && count.progress == 1 && count.text == "100")
            count.update(at: at(2000))  // nothing more
            #expect(log.events == ["start 100", "update 0", "update 25", "update 100", "complete"])
        }

        @MainActor @Test func aNewValueMidCountStartsAgainAndOnlyItsArrivalCompletes() {
            let count = ObservableCount<Instant>()
            let log = Log()
            count.onStart = { log.events.append("start \($0)") }
            count.onComplete = { log.events.append("complete") }
            count.show(100, duration: .seconds(1), easing: .linear, at: t0)
            count.show(100, duration: .seconds(1), easing: .linear, at: at(200))  // the same value: no start
            count.show(50, duration: .seconds(1), easing: .linear, at: at(500))
            #expect(count.progress == 0)
            count.update(at: at(1000))
            #expect(count.progress == 0.5)
            count.update(at: at(1500))
            #expect(log.events == ["start 100", "start 50", "complete"])
        }

        @MainActor @Test func aPauseHoldsTheProgressAndAResumeGoesOnFromIt() {
            let count = ObservableCount<Instant>()
            count.show(100, duration: .seconds(1), easing: .linear, at: t0)
            count.update(at: at(400))
            count.pause(at: at(400))
            #expect(!count.isCounting && count.progress == 0.4)
            count.update(at: at(5000))
            #expect(count.progress == 0.4 && count.text == "40")
            count.resume(at: at(5000))
            #expect(count.isCounting)
            count.update(at: at(5300))
            #expect(abs(count.progress - 0.7) < 0.01 && count.text == "70")
        }

        @MainActor @Test func theTextIsObserved() async {
            let count = ObservableCount<Instant>()
            let log = Log()
            withObservationTracking {
                _ = count.text
            } onChange: {
                Task { @MainActor in log.events.append("changed") }
            }
            count.show(10, duration: .seconds(1), easing: .linear, at: t0)
            count.update(at: at(500))
            await Task.yield()
            #expect(log.events == ["changed"])
        }

        @Test func theFramesOfACountComeAsAnAsyncSequenceAtEachIntervalAndAtTheArrival() async throws {
            let clock = ManualClock()
            var model = CountingModel<Instant>()
            model.show(100, duration: .seconds(1), easing: .linear, at: clock.now)
            let frames = CountingFrames(model, clock: clock, interval: .milliseconds(300))
            let reading = Task {
                var texts: [String] = []
                for try await frame in frames { texts.append(frame.text) }
                return texts
            }
            for _ in 0..<4 { clock.advance(to: await clock.nextSleep()) }
            #expect(try await reading.value == ["0", "30", "60", "90", "100"])
            #expect(clock.pendingDeadlines.isEmpty)
        }

        @Test func aCountThatDoesNotMoveIsOneFrame() async throws {
            let clock = ManualClock()
            let model = CountingModel<Instant>(showing: 7)
            var texts: [String] = []
            for try await frame in CountingFrames(model, clock: clock, interval: .milliseconds(16)) {
                texts.append(frame.text)
            }
            #expect(texts == ["7"])
        }

        @Test func cancellingTheTaskEndsTheFrames() async throws {
            let clock = ManualClock()
            var model = CountingModel<Instant>()
            model.show(100, duration: .seconds(10), easing: .linear, at: clock.now)
            let frames = CountingFrames(model, clock: clock, interval: .seconds(1))
            let reading = Task {
                var count = 0
                for try await _ in frames { count += 1 }
                return count
            }
            _ = await clock.nextSleep()
            reading.cancel()
            await #expect(throws: CancellationError.self) { try await reading.value }
        }
    }
#endif
