import Testing

@testable import TallyCLI

/// The frame clock's instants are the continuous clock's, in a layout of
/// Tally's own.
@Suite struct FrameInstantTests {
    @Test func anInstantIsTheContinuousClocksOwn() {
        let now = ContinuousClock.now
        for offset in [Duration.zero, .nanoseconds(1), .milliseconds(-16), .seconds(3600), .seconds(-86_400)] {
            let instant = now.advanced(by: offset)
            #expect(FrameInstant(instant).continuous == instant)
            #expect(FrameInstant(now).duration(to: FrameInstant(instant)) == offset)
            #expect((FrameInstant(instant) < FrameInstant(now)) == (offset < .zero))
            #expect(FrameInstant(now).advanced(by: offset) == FrameInstant(instant))
        }
    }

    @Test func theClockReadsTheContinuousClock() {
        let before = ContinuousClock.now
        let now = FrameClock().now
        let after = ContinuousClock.now
        #expect(before <= now.continuous && now.continuous <= after)
    }
}
