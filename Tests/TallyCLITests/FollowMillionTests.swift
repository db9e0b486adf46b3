import TallyCore
import TallyTesting
import Testing

@testable import TallyCLI

/// `tally follow` for a week: a million values through the driver's
/// playhead, as the command moves to them, keep a bounded number of legs,
/// and the frames after each change are those of a timeline that kept every
/// leg since the last check (a window of a thousand values).
@Suite struct FollowMillionTests {
    static let values = 1_000_000

    static func value(_ step: Int) -> FixedDecimal {
        FixedDecimal(Int64((step &* 7919) % 20_001 - 10_000))
    }

    @Test func countingFollowsAMillionValues() async throws {
        let command = try FollowCommand(
            ParsedArguments(["--rate"], options: FollowCommand.options, command: "tally follow"))
        try await follow(command.counterMotion(), values: Self.values) { $0.legCount }
    }

    @Test func rollingFollowsAHundredThousandValues() async throws {
        // A roll costs a hundred times a count here (a debug build): a tenth of the values.
        let command = try FollowCommand(
            ParsedArguments(["--roll"], options: FollowCommand.options, command: "tally follow"))
        try await follow(command.odometerMotion(carrying: false), values: Self.values / 10) { $0.legCount }
    }

    func follow<Base: FrameTimeline>(
        _ motion: FollowRetarget<Base>, values: Int, legs: @escaping @Sendable (Base) -> Int
    ) async throws where Base.Frame: TextFrame {
        let clock = ManualClock()
        var meter = RateMeter(format: NumberFormat())
        meter.record(0, at: .zero, arrival: .zero)
        let driver = Driver(FollowTimeline(base: try motion.start(0), meter: meter), clock: clock, rate: 30)
        let playing = Task { await driver.run { _, _ in } }
        while !(await driver.isPlaying) { await Task.yield() }
        var reference = try motion.start(0)
        var mostLegs = 0
        for step in 1...values {
            clock.advance(by: .milliseconds(37))
            let value = Self.value(step)
            let arrival = clock.now.offset
            await driver.update { following, elapsed in
                following.receive(value, at: elapsed, arrival: arrival, by: motion)
            }
            let elapsed = await driver.elapsed
            motion.move(&reference, value, elapsed)
            if step % 1000 == 0 {
                let following = await driver.timeline
                mostLegs = max(mostLegs, legs(following.base))
                #expect(legs(reference) > 500, "the reference kept every leg of the window")
                for later in [Duration.zero, .milliseconds(13), .milliseconds(300)] {
                    #expect(following.base.frame(at: elapsed + later) == reference.frame(at: elapsed + later))
                }
                reference.forget(before: elapsed)
            }
        }
        #expect(await driver.elapsed == .milliseconds(37 * values), "the playhead moved with the clock")
        await driver.stop()
        _ = await playing.value
        #expect(mostLegs <= 2, "legs kept: at most \(mostLegs)")
        #expect((await driver.timeline.meter?.readingCount ?? 0) <= 3, "the meter keeps a few readings")
    }
}
