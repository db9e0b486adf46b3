import TallyTesting
import Testing

@testable import TallyCore

/// A driver on a clock that rings alarms (the command line's frame clock)
/// sleeps on an alarm, not on a task: an alarm that ends the sleep counts as
/// on time, an event takes it back, a late ring of an alarm taken back
/// changes nothing, and none is left behind.
@Suite(.timeLimit(.minutes(1))) struct DriverAlarmTests {
    let clock = AlarmManualClock()
    let log = FrameLog()

    func ms(_ value: Int) -> ManualClock.Instant { ManualClock.Instant(offset: .milliseconds(value)) }

    /// Every alarm rings 1 ms late: frames stay on the grid of ticks, as on
    /// a clock that sleeps (`DriverLatenessTests`); an alarm that did not
    /// count as on time would push every later frame back.
    @Test func lateAlarmsDoNotAddUp() async throws {
        let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let log = self.log
        let run = Task { await driver.run { frame, elapsed in log.append(frame.text, elapsed) } }
        for _ in 0..<10 {
            let deadline = await clock.nextAlarm()
            clock.ring(at: deadline.advanced(by: .milliseconds(1)))
        }
        #expect(await run.value == .finished)
        let times = log.all.map(\.elapsed)
        #expect(
            times.dropFirst().dropLast().elementsEqual((1...9).map { Duration.milliseconds($0 * 100 + 1) }), "\(times)")
        #expect(clock.pendingAlarms == 0)
    }

    /// A pause takes the alarm back before it returns; ringing it late
    /// anyway does not make the pause's wake count as on time (it would
    /// plan the frame after the resume from the alarm's instant, 200 ms,
    /// not from the pause's frame at 150 ms).
    @Test func aLateRingAfterAnEventChangesNothing() async throws {
        let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let log = self.log
        let run = Task { await driver.run { frame, elapsed in log.append(frame.text, elapsed) } }
        clock.ring(at: await clock.nextAlarm())  // the frame at 100 ms
        #expect(await clock.nextAlarm() == ms(200))
        clock.advance(to: ms(150))
        await driver.pause()
        #expect(clock.pendingAlarms == 0, "the pause took the alarm back")
        #expect(clock.cancelledAlarms == 1)
        clock.ringCancelledAlarms()
        await driver.resume()
        #expect(await clock.nextAlarm() == ms(250))
        await driver.stop()
        #expect(await run.value == .stopped)
        #expect(log.all.map(\.elapsed) == [.zero, .milliseconds(100), .milliseconds(150)])
        #expect(clock.pendingAlarms == 0)
    }

    /// Cancelling the run's task takes its alarm back.
    @Test func cancellingTheRunTakesItsAlarmBack() async throws {
        let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(1))
        let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
        let run = Task { await driver.run { _, _ in } }
        _ = await clock.nextAlarm()
        run.cancel()
        #expect(await run.value == .cancelled)
        #expect(clock.pendingAlarms == 0)
    }
}
