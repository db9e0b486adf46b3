import Synchronization
import TallyTesting
import Testing

@testable import TallyCore

/// The driver's decisions as a value: events in, actions out, at made-up
/// instants, with no clock and no task.
@Suite struct DriverStateTests {
    typealias Instant = ManualClock.Instant
    typealias State = DriverState<SecondsTimeline, Instant>

    static func at(_ milliseconds: Int64) -> Instant { Instant(offset: .milliseconds(milliseconds)) }

    /// 10 frames a second over a 3-second timeline that changes each second.
    static func make() -> State {
        State(SecondsTimeline(duration: .seconds(3)), intervalNanoseconds: 100_000_000)
    }

    /// A compact spelling of an action, for comparing.
    static func describe<T: FrameTimeline>(_ action: DriverState<T, Instant>.Action) -> String {
        switch action {
        case .deliver(let frame, let elapsed): return "deliver \(frame) at \(elapsed)"
        case .sleep(let wake): return wake.map { "sleep until \($0.offset)" } ?? "sleep"
        case .end(let ending): return "end \(ending)"
        }
    }

    @Test func aRunDeliversTheFrameAtTheCursorThenSleepsUntilTheNextChange() {
        var state = Self.make()
        #expect(state.beginRun(at: Self.at(0)) == nil)
        #expect(Self.describe(state.next(at: Self.at(0))) == "deliver 0 at 0.0 seconds")
        #expect(Self.describe(state.next(at: Self.at(0))) == "sleep until 1.0 seconds")
        state.woke(onTime: true)
        #expect(Self.describe(state.next(at: Self.at(1000))) == "deliver 1 at 1.0 seconds")
        #expect(Self.describe(state.next(at: Self.at(1000))) == "sleep until 2.0 seconds")
        state.woke(onTime: true)
        _ = state.next(at: Self.at(2000))
        _ = state.next(at: Self.at(2000))
        #expect(Self.describe(state.next(at: Self.at(3000))) == "deliver 3 at 3.0 seconds")
        #expect(Self.describe(state.next(at: Self.at(3000))) == "end finished")
        state.endRun(at: Self.at(3000), cancelled: false)
        #expect(!state.isRunning)
    }

    /// A change while frames play waits for the wake already planned when
    /// that comes within one frame interval; a later wake, a rest, a pause
    /// or no run at all wake the loop.
    @Test func aChangeWaitsOnlyForAWakeWithinAFrame() {
        var state = Self.make()
        #expect(!state.wakesWithinAFrame(of: Self.at(0)), "no run yet")
        _ = state.beginRun(at: Self.at(0))
        _ = state.next(at: Self.at(0))
        #expect(Self.describe(state.next(at: Self.at(0))) == "sleep until 1.0 seconds")
        #expect(!state.wakesWithinAFrame(of: Self.at(850)), "150 ms away: more than a frame")
        #expect(state.wakesWithinAFrame(of: Self.at(900)), "100 ms away: one frame")
        state.pause(at: Self.at(950))
        #expect(!state.wakesWithinAFrame(of: Self.at(950)), "paused: nothing planned to show it")
    }

    @Test func aSecondRunWhileOnePlaysDoesNothing() {
        var state = Self.make()
        #expect(state.beginRun(at: Self.at(0)) == nil)
        #expect(state.beginRun(at: Self.at(5)) == .alreadyRunning)
    }

    @Test func aStopBeforeTheRunEndsItAtOnceAndAStartClearsIt() {
        var state = Self.make()
        state.stop(at: Self.at(0))
        #expect(state.beginRun(at: Self.at(0)) == .stopped)
        #expect(state.beginRun(at: Self.at(0)) == nil, "only that run")
        var started = Self.make()
        started.stop(at: Self.at(0))
        started.start(at: Self.at(0))
        #expect(started.beginRun(at: Self.at(0)) == nil)
    }

    @Test func pausedOrResetTheLoopSleepsWithoutADeadline() {
        var state = Self.make()
        _ = state.beginRun(at: Self.at(0))
        _ = state.next(at: Self.at(0))
        state.pause(at: Self.at(1500))
        #expect(Self.describe(state.next(at: Self.at(1500))) == "deliver 1 at 1.5 seconds")
        #expect(Self.describe(state.next(at: Self.at(1500))) == "sleep")
        #expect(Self.describe(state.next(at: Self.at(9000))) == "sleep", "paused: time does not move it")
        state.resume(at: Self.at(9000))
        #expect(Self.describe(state.next(at: Self.at(9000))) == "sleep until 9.5 seconds")
        state.reset()
        #expect(Self.describe(state.next(at: Self.at(9100))) == "deliver 0 at 0.0 seconds")
        #expect(Self.describe(state.next(at: Self.at(9100))) == "sleep")
    }

    /// A restart is one event: whatever the loop looks at next is the new
    /// timeline from its start, playing (a reset and a start apart could
    /// let the loop see the reset alone, or another call come between).
    @Test func restartReplacesResetsAndPlaysInOneEvent() {
        var state = Self.make()
        _ = state.beginRun(at: Self.at(0))
        _ = state.next(at: Self.at(0))
        _ = state.next(at: Self.at(2500))
        let before = state.events
        state.restart(with: SecondsTimeline(duration: .seconds(60)), at: Self.at(2500))
        #expect(state.events > before)
        #expect(state.timeline.duration == .seconds(60))
        #expect(state.cursor.isRunning)
        #expect(Self.describe(state.next(at: Self.at(2500))) == "deliver 0 at 0.0 seconds")
        #expect(Self.describe(state.next(at: Self.at(2500))) == "sleep until 3.5 seconds")
    }

    /// Every event counts, so a frame delivered meanwhile is followed by a
    /// fresh look instead of a stale plan.
    @Test func everyEventCounts() {
        var state = Self.make()
        _ = state.beginRun(at: Self.at(0))
        var seen = state.events
        let events: [(inout State) -> Void] = [
            { $0.pause(at: Self.at(1)) }, { $0.resume(at: Self.at(2)) }, { $0.start(at: Self.at(3)) },
            { $0.stop(at: Self.at(4)) }, { $0.reset() }, { $0.restart(with: nil, at: Self.at(5)) },
            { $0.update(at: Self.at(6)) { timeline, _ in timeline.duration = .seconds(9) } },
        ]
        for event in events {
            event(&state)
            #expect(state.events != seen)
            seen = state.events
        }
    }

    /// A late wake-up does not push later frames back: the rate cap counts
    /// from the planned wake when the timer ended the sleep. Counted from
    /// the present, the next frame would come 30 ms late too.
    @Test func theRateCapCountsFromThePlannedWake() {
        var state = State(SecondsTimeline(duration: .seconds(3)), intervalNanoseconds: 1_000_000_000)
        _ = state.beginRun(at: Self.at(0))
        _ = state.next(at: Self.at(0))
        #expect(Self.describe(state.next(at: Self.at(0))) == "sleep until 1.0 seconds")
        state.woke(onTime: true)
        #expect(Self.describe(state.next(at: Self.at(1030))) == "deliver 1 at 1.03 seconds")  // 30 ms late
        #expect(Self.describe(state.next(at: Self.at(1030))) == "sleep until 2.0 seconds")
        // The same late delivery after an event: counted from the present.
        var woken = State(SecondsTimeline(duration: .seconds(3)), intervalNanoseconds: 1_000_000_000)
        _ = woken.beginRun(at: Self.at(0))
        _ = woken.next(at: Self.at(0))
        _ = woken.next(at: Self.at(0))
        woken.woke(onTime: false)
        _ = woken.next(at: Self.at(1030))
        #expect(Self.describe(woken.next(at: Self.at(1030))) == "sleep until 2.03 seconds")
    }

    /// A frame is worked out once a tick: asked again at the instant it was
    /// delivered at, with no event since (the loop deciding its sleep), the
    /// state knows it is the one just delivered. After an event, or when
    /// the last frame is forgotten, it is worked out again.
    @Test func aFrameIsWorkedOutOnceATick() {
        let timeline = TenthsTimeline()
        var state = DriverState<TenthsTimeline, Instant>(timeline, intervalNanoseconds: 100_000_000)
        _ = state.beginRun(at: Self.at(0))
        for tick in 0..<10 {
            let now = Self.at(Int64(tick) * 100)
            #expect(Self.describe(state.next(at: now)) == "deliver \(tick) at \(Duration.milliseconds(tick * 100))")
            #expect(Self.describe(state.next(at: now)) == "sleep until \(Duration.milliseconds(tick * 100 + 100))")
            state.woke(onTime: true)
        }
        #expect(timeline.evaluations == 10, "one a tick, not one for the frame and one for the sleep")
        // An event at the same instant: the frame there is looked at again.
        let now = Self.at(1000)
        _ = state.next(at: now)
        state.update(at: now) { _, _ in }
        #expect(Self.describe(state.next(at: now)) == "sleep until 1.1 seconds")
        #expect(timeline.evaluations == 12)
        // Forgotten: delivered again, changed or not.
        state.forgetLastFrame()
        #expect(Self.describe(state.next(at: now)) == "deliver 10 at 1.0 seconds")
    }

    /// Right after a delivery, at the same instant and with no event, a
    /// forgotten frame is delivered again (a new reader of the frames).
    @Test func aForgottenFrameIsDeliveredAgainAtTheSameInstant() {
        var state = Self.make()
        _ = state.beginRun(at: Self.at(500))
        #expect(Self.describe(state.next(at: Self.at(500))) == "deliver 0 at 0.0 seconds")
        state.forgetLastFrame()
        #expect(Self.describe(state.next(at: Self.at(500))) == "deliver 0 at 0.0 seconds")
    }

    @Test func aCancelledRunStopsTheCursor() {
        var state = Self.make()
        _ = state.beginRun(at: Self.at(0))
        state.endRun(at: Self.at(1200), cancelled: true)
        #expect(state.cursor.state == .stopped(.milliseconds(1200)))
        #expect(!state.isRunning)
    }
}

/// Tenths of a second, as a frame that changes every 100 ms, over ten
/// seconds; counts how often a frame is worked out (copies share the count).
struct TenthsTimeline: FrameTimeline {
    private let count = Counted()
    var duration: Duration { .seconds(10) }
    var evaluations: Int { count.value.load(ordering: .relaxed) }
    func frame(at elapsed: Duration) -> Int {
        count.value.add(1, ordering: .relaxed)
        return Int(elapsed / .milliseconds(100))
    }
    func nextChange(after elapsed: Duration) -> Duration {
        .milliseconds((Int64(elapsed / .milliseconds(100)) + 1) * 100)
    }

    private final class Counted: Sendable {
        let value = Atomic(0)
    }
}
