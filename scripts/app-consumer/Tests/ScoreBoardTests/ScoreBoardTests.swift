import Foundation
import ScoreBoard
import TallyCore
import TallyTesting
import Testing

/// Tally used from outside, as an app's tests would use it.
@Suite(.timeLimit(.minutes(1))) struct ScoreBoardTests {
    @Test func intAndDoubleTargets() throws {
        let score: Int = 1234
        let counter = try Counter(from: 0, to: score)
        #expect(counter.frame(at: counter.duration).text == "1,234")
        let price: Double = 19.99
        let money = try Counter(from: 0, to: price)
        #expect(money.frame(at: money.duration).text == "19.99")
    }

    /// ACLabelCounting's 35 frames a second for 10 s on a manual clock: the
    /// count reaches its end, never planning a wake at the present.
    @Test @MainActor func thirtyFiveFramesASecondForTenSeconds() async throws {
        let clock = ManualClock()
        let model = ScoreModel()
        let label = try LiveCounter(
            clock: clock, framesPerSecond: 35, onFrame: { @MainActor frame in model.show(frame) })
        try await label.count(from: 0, to: 10_000, duration: .seconds(10), easing: .easeInOut)
        // One wake a tick: ticks of 1/35 s (in whole nanoseconds) up to the end.
        for _ in 0..<350 {
            let deadline = await clock.nextSleep()
            #expect(deadline > clock.now, "a wake planned at or before the present")
            clock.advance(to: deadline)
        }
        await label.waitUntilIdle()
        #expect(model.text == "10,000")
        #expect(clock.now.offset >= .seconds(10) && clock.now.offset < .seconds(10) + .milliseconds(29))
        #expect(model.shown.first == "0")
    }

    @Test @MainActor func aMainActorModelFedByFrames() async throws {
        let clock = ManualClock()
        let driver = try Driver(try Counter(from: 0, to: 100, duration: .seconds(1)), clock: clock, framesPerSecond: 35)
        let model = ScoreModel()
        let playing = Task { await model.show(driver) }
        for _ in 0..<35 { clock.advance(to: await clock.nextSleep()) }
        await playing.value  // the frames end with the run
        #expect(model.text == "100")
        #expect(model.shown.count > 20)
    }

    @Test func anOdometerRetargetedMidRoll() throws {
        var odometer = try Odometer(from: 999, to: 1000)
        let before = odometer.frame(at: .milliseconds(700))
        odometer.roll(to: 42, at: .milliseconds(700))
        let after = odometer.frame(at: .milliseconds(700))
        #expect(before.text == after.text, "no jump at the new target")
        #expect(odometer.target == 42)
        #expect(odometer.frame(at: odometer.duration).text == "42")
        #expect(Set(after.columns.map(\.id)).count == after.columns.count)
    }

    @Test func aCooldownSavedAndRestored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scoreboard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CooldownStore(directory: folder)
        var button = try Cooldown(duration: .seconds(60), title: "Resend code")
        let now = CooldownInstant.now()
        #expect(button.press(at: now) == .started)
        try store.save(button.deadline, for: "sms")
        // A relaunch: a new button, the deadline from the store.
        var relaunched = try Cooldown(duration: .seconds(60), title: "Resend code")
        relaunched.deadline = try store.deadline(for: "sms")
        let frame = relaunched.frame(at: .now())
        #expect(!frame.isReady && frame.remainingSeconds <= 60 && frame.remainingSeconds >= 59)
        #expect(relaunched.press(at: .now()) != .started)
        let coded = try JSONDecoder().decode(Cooldown.self, from: JSONEncoder().encode(relaunched))
        #expect(coded == relaunched)
    }
}
