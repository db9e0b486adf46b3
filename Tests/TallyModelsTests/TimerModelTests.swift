import TallyCore
import TallyModels
import TallyTesting
import Testing

/// Issue 47, item 4: the models of the timer and stopwatch views (MZTimerLabel), on made-up instants.
@Suite struct TimerModelTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    @Test func aStopwatchShowsHundredthsPausesWithoutLosingTimeAndTakesLaps() {
        var watch = StopwatchModel<Instant>()
        #expect(watch.frame(at: t0).text == "0:00.00" && !watch.isRunning)
        watch.start(at: t0)
        #expect(watch.frame(at: at(1_234)).text == "0:01.23")
        #expect(watch.nextChange(after: at(1_234)) == at(1_240))
        #expect(watch.lap(at: at(12_500)) == .milliseconds(12_500))
        watch.pause(at: at(20_000))
        #expect(!watch.isRunning && watch.nextChange(after: at(30_000)) == nil)
        #expect(watch.frame(at: at(30_000)).text == "0:20.00")
        watch.resume(at: at(30_000))
        #expect(watch.lap(at: at(35_000)) == .milliseconds(12_500))
        #expect(watch.lapTexts == ["0:12.50", "0:12.50"])
        #expect(watch.elapsed(at: at(35_000)) == .seconds(25))
        watch.reset()
        #expect(watch.frame(at: at(40_000)).text == "0:00.00" && watch.laps.isEmpty)
    }

    @Test func aTimerCountsDownInWholeSecondsAndCompletesOnce() throws {
        var timer = try TimerModel<Instant>(duration: .seconds(90))
        #expect(timer.frame(at: t0).text == "1:30" && !timer.isRunning)
        timer.start(at: t0)
        #expect(timer.frame(at: at(500)).text == "1:30")
        #expect(timer.nextChange(after: at(500)) == at(1_000))
        #expect(timer.frame(at: at(1_000)).text == "1:29")
        timer.pause(at: at(10_000))
        #expect(timer.frame(at: at(50_000)).text == "1:20")
        timer.resume(at: at(50_000))
        let arrivals = [129_999, 130_000, 140_000].map { timer.arrive(at: at($0)) }
        #expect(arrivals == [false, true, false], "once, at the end")
        #expect(!timer.isRunning, "a display link stops at the end")
        #expect(timer.frame(at: at(140_000)).isFinished)
        #expect(timer.nextChange(after: at(140_000)) == nil)
        #expect(throws: TallyError.self) { try TimerModel<Instant>(duration: .seconds(-1)) }
    }

    @Test func aTimerToADateRunsFromNowAndIsAtZeroPastIt() {
        let launch = TimerModel(until: at(3_600_000), from: t0)
        #expect(launch.frame(at: t0).text == "1:00:00" && launch.isRunning)
        #expect(launch.frame(at: at(3_599_001)).text == "0:01")
        let past = TimerModel(until: t0, from: at(5_000))
        #expect(past.frame(at: at(5_000)).isFinished)
    }
}
