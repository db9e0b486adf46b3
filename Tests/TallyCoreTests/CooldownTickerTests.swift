import Synchronization
import TallyCore
import TallyTesting
import Testing

/// The one cooldown ticker, under a manual clock: a redraw at each change of
/// the seconds shown, the ready frame last, and nothing twice when the
/// device's clocks lag the pacing clock by a hair.
@Suite(.timeLimit(.minutes(1))) struct CooldownTickerTests {
    /// The device's clocks `lag` behind `clock`.
    static func device(_ clock: ManualClock, lag: Duration) -> CooldownInstant {
        let offset = clock.now.offset - lag
        return CooldownInstant(bootID: "boot", sinceBoot: offset + .seconds(100), wallClock: offset + .seconds(1_800_000_000))
    }

    @Test(arguments: [0, 1, 250])
    func aRedrawAtEachChangeOfTheSecondsThenReady(lagMilliseconds: Int64) async throws {
        let clock = ManualClock()
        let lag = Duration.milliseconds(lagMilliseconds)
        var button = try Cooldown(duration: .seconds(3), title: "Get code")
        button.press(at: Self.device(clock, lag: .zero))
        let pressed = button
        let redraws = Mutex<[String]>([])
        let ticker = Task {
            await CooldownTicker(clock: clock).run(frame: { pressed.frame(at: Self.device(clock, lag: lag)) }) { frame in
                redraws.withLock { $0.append(frame.text) }
            }
        }
        // Three sleeps to the three changes. With the device's clocks behind
        // the pacing clock the first wake (planned from a frame read `lag`
        // before the press) comes `lag` early: it sleeps `lag` again and
        // draws nothing. One sleep more or fewer than that hangs a wait
        // below, which the time limit fails.
        let sleeps = lagMilliseconds == 0 ? 3 : 4
        for _ in 0..<sleeps {
            clock.advance(to: await clock.nextSleep())
        }
        await ticker.value
        #expect(redraws.withLock { $0 } == ["2s", "1s", "Get code"])
        #expect(clock.pendingDeadlines.isEmpty)
    }

    @Test func aFrameOfNothingEndsTheTicker() async {
        let clock = ManualClock()
        await CooldownTicker(clock: clock).run(frame: { nil }) { _ in Issue.record("nothing to draw") }
        #expect(clock.pendingDeadlines.isEmpty)
    }
}
