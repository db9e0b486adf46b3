import TallyTesting
import Testing

@testable import TallyCore

/// A LiveCounter bound to a live value is retargeted for ever: a million new
/// targets on a manual clock keep a bounded number of legs, and the value
/// shown after each change is that of a counter that kept every leg.
@Suite struct LiveCounterMillionTests {
    static let changes = 1_000_000

    @Test func aMillionTargetsKeepAFewLegs() async throws {
        let clock = ManualClock()
        let label = try LiveCounter(clock: clock, framesPerSecond: 30, onFrame: { _ in })
        var reference = try Counter(from: 0, to: 0, duration: .zero)
        var mostLegs = 0
        for step in 1...Self.changes {
            clock.advance(by: .milliseconds(37))
            let target = FixedDecimal(Int64((step &* 7919) % 20_001 - 10_000))
            try await label.count(to: target, duration: .milliseconds(500))
            let at = clock.now.offset
            try reference.count(to: target, duration: .milliseconds(500), at: at)
            if step % 1000 == 0 {
                mostLegs = max(mostLegs, await label.legCount)
                // The reference forgets once a thousand changes: it kept them all till now.
                #expect(reference.legCount > 500)
                reference.forget(before: at)
                #expect(await label.value == reference.value(at: at), "change \(step)")
            }
        }
        await label.stop()
        await label.waitUntilIdle()
        #expect(mostLegs <= 2, "legs kept: at most \(mostLegs)")
    }
}
