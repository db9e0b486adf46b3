import Synchronization
import TallyTestSupport
import TallyTesting
import Testing

@testable import TallyCore

/// Frames a driver delivered, with the elapsed time and the clock reading of each.
final class FrameLog: Sendable {
    struct Entry: Equatable, CustomStringConvertible {
        var text: String
        var elapsed: Duration
        var description: String { "\(text)@\(elapsed)" }
    }

    private let entries = Recorder<Entry>()

    func append(_ text: String, _ elapsed: Duration) {
        entries.append(Entry(text: text, elapsed: elapsed))
    }

    var all: [Entry] { entries.all }
    var texts: [String] { all.map(\.text) }
}

/// A timeline that shows whole seconds and says when the next one comes.
struct SecondsTimeline: FrameTimeline {
    var duration: Duration
    func frame(at elapsed: Duration) -> Int { Int(elapsed.components.seconds) }
    func nextChange(after elapsed: Duration) -> Duration { .seconds(elapsed.components.seconds + 1) }
}

@Suite(.timeLimit(.minutes(1))) struct DriverTests {
    let clock = ManualClock()
    let log = FrameLog()

    func start<T: FrameTimeline>(_ driver: Driver<T, ManualClock>, text: @escaping @Sendable (T.Frame) -> String)
        -> Task<PlaybackEnding, Never>
    {
        let log = self.log
        return Task { await driver.run { frame, elapsed in log.append(text(frame), elapsed) } }
    }

    /// Lets the driver sleep, then moves the clock to its deadline, `count` times.
    func step(_ count: Int) async {
        for _ in 0..<count {
            clock.advance(to: await clock.nextSleep())
        }
    }

    func ms(_ value: Int) -> Duration { .milliseconds(value) }

    /// The space bar's rule, once: pause a playing run, resume a paused
    /// one, and nothing for a run that is over; the answer is the driver's.
    @Test func togglePauseSaysWhatTheDriverDoes() async throws {
        let driver = Driver(SecondsTimeline(duration: .seconds(3)), clock: clock, rate: 10)
        #expect(await driver.togglePause() == false, "nothing plays yet")
        let run = start(driver) { "\($0)" }
        _ = await clock.nextSleep()
        #expect(await driver.togglePause() == true)
        #expect(await driver.isPaused)
        clock.advance(by: .seconds(10))
        #expect(await driver.togglePause() == false)
        #expect(await driver.isPlaying)
        await step(3)
        #expect(await run.value == .finished)
        #expect(await driver.togglePause() == false, "a finished run stays finished")
        #expect(log.texts == ["0", "1", "2", "3"])
    }

    @Test func framesComeAtTheFrameRateAndStopAtTheEnd() async throws {
        let counter = try Counter(from: 0, to: 10, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        await step(10)
        #expect(await run.value == .finished)
        #expect(log.all == (0...10).map { FrameLog.Entry(text: "\($0)", elapsed: ms($0 * 100)) })
        #expect(clock.pendingDeadlines.isEmpty, "no wake after the end")
        clock.advance(by: .seconds(10))
        #expect(log.all.count == 11)
    }

    @Test func onlyChangedFramesAreDelivered() async throws {
        let counter = try Counter(from: 0, to: 2, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        await step(10)
        #expect(await run.value == .finished)
        // 0.6 rounds to 1 at 300 ms and 1.6 to 2 at 800 ms, as "%.0f" would.
        #expect(
            log.all == [
                .init(text: "0", elapsed: .zero), .init(text: "1", elapsed: ms(300)),
                .init(text: "2", elapsed: ms(800)),
            ])
    }

    @Test func frameRateIsACap() async throws {
        let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 35)
        let deliveries = Recorder<Duration>()
        let run = Task { [clock] in
            await driver.run { _, _ in deliveries.append(clock.now.offset) }
        }
        while true {
            let deadline = await clock.nextSleep()
            clock.advance(to: deadline)
            if deadline.offset >= .seconds(1) { break }
        }
        #expect(await run.value == .finished)
        let times = deliveries.all
        #expect(times.count == 36)  // 0 and 35 ticks
        #expect(times.last! - .seconds(1) < .microseconds(1), "the last frame at the end")
        for (a, b) in zip(times, times.dropFirst()) {
            #expect(b - a >= .nanoseconds(28_571_428), "\(a) -> \(b)")
        }
    }

    @Test func steppedTimelinesWakeOnlyAtTheirSteps() async throws {
        let driver = try Driver(SecondsTimeline(duration: .seconds(3)), clock: clock, framesPerSecond: 60)
        let run = start(driver) { "\($0)" }
        var wakes: [Duration] = []
        for _ in 0..<3 {
            let deadline = await clock.nextSleep()
            wakes.append(deadline.offset)
            clock.advance(to: deadline)
        }
        #expect(await run.value == .finished)
        #expect(wakes == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(log.texts == ["0", "1", "2", "3"])
    }

    @Test func pauseHoldsTheCursorAndResumeLosesNothing() async throws {
        let counter = try Counter(from: 0, to: 10, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        await step(3)
        _ = await clock.nextSleep()
        await driver.pause()
        #expect(clock.pendingDeadlines.isEmpty, "a paused driver does not wake")
        clock.advance(by: .seconds(5))
        #expect(await driver.elapsed == ms(300))
        await driver.resume()
        let deadline = await clock.nextSleep()
        #expect(deadline.offset == ms(5_400))
        clock.advance(to: deadline)
        await step(6)
        #expect(await run.value == .finished)
        #expect(log.texts == (0...10).map(String.init))
        #expect(log.all.map(\.elapsed) == (0...10).map { ms($0 * 100) })
        #expect(clock.now.offset == ms(6_000))
    }

    @Test func stopEndsTheRunAndKeepsTheLastFrame() async throws {
        let counter = try Counter(from: 0, to: 10, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        await step(4)
        _ = await clock.nextSleep()
        await driver.stop()
        #expect(await run.value == .stopped)
        #expect(log.texts == ["0", "1", "2", "3", "4"])
        #expect(clock.pendingDeadlines.isEmpty)
        // Running again continues from where it stopped.
        let again = start(driver) { $0.text }
        await step(6)
        #expect(await again.value == .finished)
        #expect(log.texts.suffix(7) == ["4", "5", "6", "7", "8", "9", "10"])
    }

    @Test func resetShowsTheStartAndWaitsForStart() async throws {
        let counter = try Counter(from: 0, to: 10, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        await step(5)
        _ = await clock.nextSleep()
        await driver.reset()
        clock.advance(by: .seconds(3))
        #expect(await driver.elapsed == .zero)
        await driver.start()
        await step(10)
        #expect(await run.value == .finished)
        #expect(log.texts == ["0", "1", "2", "3", "4", "5", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
    }

    @Test func updateRetargetsMidRun() async throws {
        let counter = try Counter(from: 0, to: 100, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        await step(5)
        _ = await clock.nextSleep()
        try await driver.update { (counter, elapsed) throws(TallyError) in
            try counter.count(to: 0, duration: .seconds(1), at: elapsed)
        }
        await step(10)
        #expect(await run.value == .finished)
        #expect(log.texts.prefix(6) == ["0", "10", "20", "30", "40", "50"])
        #expect(log.texts.last == "0")
        #expect(log.all.last?.elapsed == ms(1500))
    }

    @Test func cancellationEndsTheRun() async throws {
        let counter = try Counter(from: 0, to: 10, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        _ = await clock.nextSleep()
        run.cancel()
        #expect(await run.value == .cancelled)
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @Test func aSecondRunIsRefused() async throws {
        let counter = try Counter(from: 0, to: 10, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = start(driver) { $0.text }
        _ = await clock.nextSleep()
        #expect(await driver.run { _, _ in } == .alreadyRunning)
        await driver.stop()
        #expect(await run.value == .stopped)
    }

    @Test(arguments: [0, -1, .nan, .infinity, 5000])
    func badFrameRatesAreTypedErrors(rate: Double) throws {
        #expect(throws: TallyError.self) { try Driver(try Counter(to: 1), clock: clock, framesPerSecond: rate) }
    }
}

@Suite(.timeLimit(.minutes(1))) struct TimerDriverTests {
    @Test func aTimerWakesOncePerSecondOnTheBoundaryAndPausesExactly() async throws {
        let clock = ManualClock()
        let log = FrameLog()
        let driver = try Driver(try CountdownTimer(duration: .seconds(5)), clock: clock, framesPerSecond: 60)
        let run = Task { await driver.run { frame, elapsed in log.append(frame.text, elapsed) } }
        var wakes: [Duration] = []
        for _ in 0..<2 {
            let deadline = await clock.nextSleep()
            wakes.append(deadline.offset)
            clock.advance(to: deadline)
        }
        _ = await clock.nextSleep()
        clock.advance(by: .milliseconds(400))  // 2.4 s: no wake due
        await driver.pause()
        clock.advance(by: .seconds(7))  // paused for 7 s
        await driver.resume()
        while true {
            let deadline = await clock.nextSleep()
            wakes.append(deadline.offset)
            clock.advance(to: deadline)
            if deadline.offset >= .milliseconds(12_000) { break }
        }
        #expect(await run.value == .finished)
        #expect(wakes == [.seconds(1), .seconds(2), .seconds(10), .seconds(11), .seconds(12)])
        #expect(log.texts == ["0:05", "0:04", "0:03", "0:02", "0:01", "0:00"])
        #expect(log.all.map(\.elapsed) == [.zero, .seconds(1), .seconds(2), .seconds(3), .seconds(4), .seconds(5)])
    }
}

/// The tick arithmetic is in integers: at 35 frames a second no tick is ever
/// planned at the present (a `Double` quotient rounded some down, so the
/// driver stopped at 4.714 s of a 5 s count and spun).
@Suite(.timeLimit(.minutes(1))) struct DriverTickTests {
    /// Plays a count of `seconds` at `fps` on a manual clock, stepping from
    /// wake to wake: one wake a tick (the ticks that fit, then the end), each
    /// strictly after the present.
    func playToTheEnd(seconds: Int, fps: Double, to target: Int64 = 1_000_000) async throws {
        let clock = ManualClock()
        let counter = try Counter(from: 0, to: FixedDecimal(target), duration: .seconds(seconds))
        let driver = try Driver(counter, clock: clock, framesPerSecond: fps)
        let log = FrameLog()
        let run = Task { await driver.run { frame, elapsed in log.append(frame.text, elapsed) } }
        let interval = Int64((1e9 / fps).rounded())
        let total = Int64(seconds) * 1_000_000_000
        let wakes = (total + interval - 1) / interval
        for _ in 0..<wakes {
            let deadline = await clock.nextSleep()
            #expect(deadline > clock.now, "\(fps) fps: a wake planned at or before the present")
            clock.advance(to: deadline)
        }
        #expect(await run.value == .finished, "\(fps) fps")
        #expect(log.texts.last == NumberFormat().string(for: FixedDecimal(target)), "\(fps) fps")
        // The end comes on time, or, when the last tick before it was less
        // than a tick earlier, one tick after that one (the rate is a cap).
        #expect(clock.now.offset >= .seconds(seconds))
        #expect(clock.now.offset <= .seconds(seconds) + .nanoseconds(interval), "\(fps) fps")
    }

    /// A count whose text does not change at every tick (0 to 100 in 5 s)
    /// is where a tick rounded down to the present made the driver spin.
    @Test(arguments: [(5, 100), (10, 100), (5, 1_000_000), (10, 10_000)] as [(Int, Int64)])
    func thirtyFiveFramesASecondRunToTheEnd(seconds: Int, target: Int64) async throws {
        try await playToTheEnd(seconds: seconds, fps: 35, to: target)
    }

    @Test(arguments: [1.0, 3, 7, 24, 29.97, 30, 59.94, 60, 90, 120, 144, 240, 333, 1000])
    func everyFrameRatePlansItsTicksAfterThePresent(fps: Double) async throws {
        try await playToTheEnd(seconds: 1, fps: fps)
        try await playToTheEnd(seconds: 3, fps: fps, to: 7)
    }
}

/// A clock whose every reading is a millisecond later than the last, as a
/// real clock is by the time code reads it again; sleeps return at once.
final class CreepingClock: Clock, Sendable {
    private let reads = Mutex<Int64>(0)
    var now: ManualClock.Instant {
        reads.withLock { count in
            count += 1
            return ManualClock.Instant(offset: .milliseconds(count))
        }
    }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ManualClock.Instant, tolerance: Duration?) async throws {
        await Task.yield()
    }
}

@Suite(.timeLimit(.minutes(1))) struct DriverFirstFrameTests {
    /// `tally count 0 1234.56 --easing ease-out | head -1` printed 0.01: the
    /// first frame was taken a few microseconds into the run.
    @Test func theFirstFrameIsTheFrameAtZero() async throws {
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        #expect(counter.frame(at: .milliseconds(1)).text != "0.00", "the test needs a count that moves at once")
        let driver = try Driver(counter, clock: CreepingClock(), framesPerSecond: 60)
        let log = FrameLog()
        let run = Task { await driver.run { frame, elapsed in log.append(frame.text, elapsed) } }
        while log.all.isEmpty { await Task.yield() }
        await driver.stop()
        _ = await run.value
        #expect(log.all.first == .init(text: "0.00", elapsed: .zero))
    }
}

@Suite(.timeLimit(.minutes(1))) struct DriverLatenessTests {
    /// Every wake comes 1 ms late, as a busy machine's do: frames stay on the
    /// grid of ticks (each 1 ms late), the lateness does not add up (it did:
    /// a piped countdown's steps drifted 6 ms in a second at 60 fps).
    @Test func lateWakesDoNotAddUp() async throws {
        let clock = ManualClock()
        let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let log = FrameLog()
        let run = Task { await driver.run { frame, elapsed in log.append(frame.text, elapsed) } }
        for _ in 0..<10 {
            let deadline = await clock.nextSleep()
            clock.advance(to: deadline.advanced(by: .milliseconds(1)))
        }
        #expect(await run.value == .finished)
        let times = log.all.map(\.elapsed)
        #expect(
            times.dropFirst().dropLast().elementsEqual((1...9).map { Duration.milliseconds($0 * 100 + 1) }), "\(times)")
    }
}
