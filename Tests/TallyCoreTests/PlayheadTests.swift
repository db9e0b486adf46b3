@testable import TallyCore
import TallyTestSupport
import TallyTesting
import Testing

/// The playhead's arrivals: once for each leg that plays to its end, never
/// for one cut short, however the changes and the questions interleave.
@Suite struct PlayheadTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    /// The arrivals reported at `now`, asked until the answer is no (at most
    /// a thousand times, so that a playhead that always says yes fails).
    func arrivals(_ playhead: inout Playhead<Counter, Instant>, at now: Instant) -> Int {
        var count = 0
        while count < 1_000, playhead.arrive(at: now) { count += 1 }
        return count
    }

    func counting(to target: Int64, duration: Duration) throws -> Playhead<Counter, Instant> {
        var playhead = Playhead<Counter, Instant>(try Counter(from: 0, to: FixedDecimal(target), duration: duration))
        playhead.start(at: t0)
        return playhead
    }

    @Test func anArrivalIsReportedOnceAndNeverWhileHeld() throws {
        var playhead = try counting(to: 10, duration: .seconds(1))
        #expect(arrivals(&playhead, at: at(999)) == 0)
        #expect(arrivals(&playhead, at: at(1000)) == 1)
        #expect(arrivals(&playhead, at: at(2000)) == 0)
        playhead.restart(with: try Counter(from: 0, to: 10, duration: .seconds(1)), at: at(3000))
        playhead.pause(at: at(3500))
        #expect(arrivals(&playhead, at: at(9000)) == 0, "paused mid-leg")
        playhead.stop(at: at(9000))
        #expect(arrivals(&playhead, at: at(9000)) == 0, "stopped mid-leg")
        #expect(playhead.frame(at: at(9000)).text == "5")
    }

    /// What `stop` reports, in every state the cursor can be in: true only
    /// for a run under way (playing short of its end, or paused).
    @Test(arguments: ["idle", "playing", "paused", "past its end", "stopped", "reset", "restarted"])
    func stopSaysWhetherARunWasUnderWay(state: String) throws {
        var playhead = Playhead<Counter, Instant>(try Counter(from: 0, to: 10, duration: .seconds(1)))
        let expected: Bool
        switch state {
        case "idle": expected = false
        case "playing": playhead.start(at: t0); expected = true
        case "paused": playhead.start(at: t0); playhead.pause(at: at(300)); expected = true
        case "past its end": playhead.start(at: t0); expected = false
        case "stopped": playhead.start(at: t0); playhead.stop(at: at(300)); expected = false
        case "reset": playhead.start(at: t0); playhead.reset(); expected = false
        default: playhead.restart(with: playhead.timeline, at: at(200)); expected = true
        }
        let now = state == "past its end" ? at(1000) : at(500)
        #expect(playhead.stop(at: now) == expected)
        #expect(!playhead.isMoving)
        #expect(arrivals(&playhead, at: now) == (state == "past its end" ? 1 : 0))
    }

    @Test func aPlayheadHasBegunOnceStarted() throws {
        var playhead = Playhead<Counter, Instant>(try Counter(from: 0, to: 10, duration: .seconds(1)))
        #expect(!playhead.hasBegun)
        try playhead.update(at: t0) { counter, elapsed in try counter.count(to: 5, duration: .seconds(1), at: elapsed) }
        #expect(!playhead.hasBegun, "a change alone does not play")
        playhead.start(at: t0)
        #expect(playhead.hasBegun)
        playhead.reset()
        #expect(playhead.hasBegun, "a reset keeps it: the next value turns from where the count is")
        var restarted = Playhead<Counter, Instant>(try Counter(to: 1))
        restarted.restart(with: try Counter(to: 2), at: t0)
        #expect(restarted.hasBegun)
    }

    /// Frames are told apart by one rule, whether the playhead works them
    /// out or the caller does.
    @Test func aFrameEqualToTheLastHandedOutIsSkipped() throws {
        var playhead = try counting(to: 10, duration: .seconds(1))
        #expect(playhead.nextFrame(at: t0)?.text == "0")
        #expect(playhead.nextFrame(at: at(20)) == nil, "still 0")
        #expect(playhead.changedFrame(playhead.frame(at: at(30))) == nil, "the same rule")
        #expect(playhead.changedFrame(playhead.frame(at: at(500)))?.text == "5")
        #expect(playhead.nextFrame(at: at(500)) == nil)
        playhead.forgetLastFrame()
        #expect(playhead.nextFrame(at: at(500))?.text == "5")
    }

    @Test func aChangeAfterAnUnseenEndKeepsItsArrival() throws {
        var playhead = try counting(to: 10, duration: .seconds(1))
        try playhead.update(at: at(1500)) { counter, elapsed in
            try counter.count(to: 20, duration: .seconds(1), at: elapsed)
        }
        #expect(!playhead.isMoving, "the cursor rests at the end of the leg that ended")
        playhead.start(at: at(1500))
        #expect(playhead.hasArrived(at: at(1500)))
        #expect(arrivals(&playhead, at: at(1500)) == 1)
        #expect(!playhead.hasArrived(at: at(1500)))
        #expect(playhead.frame(at: at(2000)).text == "15")
        #expect(arrivals(&playhead, at: at(2500)) == 1)
    }

    @Test func aChangeThatAddsNoMotionAfterAnUnseenEndIsReportedOnce() throws {
        var playhead = try counting(to: 10, duration: .seconds(1))
        playhead.update(at: at(1500)) { _, _ in }
        #expect(arrivals(&playhead, at: at(1500)) == 1)
        #expect(arrivals(&playhead, at: at(5000)) == 0)
        #expect(!playhead.isMoving)
    }

    @Test func pausingOrStoppingAfterAnUnseenEndRestsAtTheEndAndReportsIt() throws {
        var paused = try counting(to: 10, duration: .seconds(1))
        paused.pause(at: at(1500))
        #expect(!paused.cursor.isPaused, "nothing is left to resume")
        #expect(paused.cursor.elapsed(at: at(1500)) == .seconds(1))
        #expect(arrivals(&paused, at: at(1500)) == 1)
        var stopped = try counting(to: 10, duration: .seconds(1))
        stopped.stop(at: at(1500))
        #expect(stopped.cursor.elapsed(at: at(1500)) == .seconds(1))
        #expect(arrivals(&stopped, at: at(1500)) == 1)
        #expect(stopped.frame(at: at(1500)).text == "10")
    }

    /// Random operations at random instants, against a reference that
    /// follows the cursor on its own and counts the legs that reach their
    /// end while playing: every question `arrive` answers has reported
    /// exactly the legs ended by then.
    @Test(arguments: 0..<20) func arrivalsMatchAReferenceUnderRandomOperations(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        var reference = ReferenceCursor()
        var playhead = try counting(to: 1, duration: .seconds(1))
        reference.play(legEnd: .seconds(1), at: .zero)
        var now = Duration.zero
        var reported = 0
        for _ in 0..<400 {
            now += .milliseconds(Int.random(in: 0...1_500, using: &generator))
            let instant = t0.advanced(by: now)
            let duration = Duration.milliseconds([0, 100, 500, 1_000].randomElement(using: &generator)!)
            let target = FixedDecimal(Int64.random(in: -1_000...1_000, using: &generator))
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                reference.settle(at: now)
                try playhead.update(at: instant) { counter, elapsed in
                    try counter.count(to: target, duration: duration, at: elapsed)
                }
                playhead.start(at: instant)
                reference.play(legEnd: reference.elapsed(at: now) + duration, at: now)
            case 1:
                reference.settle(at: now)
                playhead.restart(with: try Counter(from: 0, to: target, duration: duration), at: instant)
                reference.play(legEnd: duration, from: .zero, at: now)
            case 2:
                reference.settle(at: now)
                playhead.stop(at: instant)
                reference.hold(at: now)
            case 3:
                reference.settle(at: now)
                playhead.pause(at: instant)
                reference.pause(at: now)
            case 4:
                playhead.resume(at: instant)
                reference.resume(at: now)
            default:
                reference.settle(at: now)
                reported += arrivals(&playhead, at: instant)
                #expect(reported == reference.arrivals, "seed \(seed) at \(now)")
            }
            #expect(playhead.timeline.duration == reference.legEnd)
            #expect(playhead.cursor.elapsed(at: instant) == reference.elapsed(at: now), "seed \(seed) at \(now)")
        }
        now += .seconds(10)
        reference.settle(at: now)
        reported += arrivals(&playhead, at: t0.advanced(by: now))
        #expect(reported == reference.arrivals)
        #expect(reference.arrivals > 20, "the operations reach many ends")
    }
}

/// A cursor written out plainly, counting the legs that reach their end
/// while playing.
private struct ReferenceCursor {
    private(set) var legEnd = Duration.zero
    private(set) var arrivals = 0
    /// The start instant of a playing cursor, else nil.
    private var origin: Duration?
    /// Where a held cursor is.
    private var held = Duration.zero
    private var paused = false

    func elapsed(at now: Duration) -> Duration {
        origin.map { now - $0 } ?? held
    }

    /// A playing cursor past the end of its leg: the leg arrived, and the
    /// cursor rests at the end.
    mutating func settle(at now: Duration) {
        guard origin != nil, elapsed(at: now) >= legEnd else { return }
        arrivals += 1
        origin = nil
        held = legEnd
        paused = false
    }

    mutating func play(legEnd: Duration, from elapsed: Duration? = nil, at now: Duration) {
        self.legEnd = legEnd
        let start = elapsed ?? self.elapsed(at: now)
        origin = now - start
        paused = false
    }

    mutating func hold(at now: Duration) {
        held = elapsed(at: now)
        origin = nil
        paused = false
    }

    mutating func pause(at now: Duration) {
        guard origin != nil else { return }
        hold(at: now)
        paused = true
    }

    mutating func resume(at now: Duration) {
        guard paused else { return }
        origin = now - held
        paused = false
    }
}
