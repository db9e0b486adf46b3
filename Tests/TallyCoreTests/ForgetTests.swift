import Testing

@testable import TallyCore

/// A timeline retargeted for ever keeps a bounded history: after
/// `forget(before:)`, frames from that instant on are those of a copy that
/// kept everything.
@Suite struct ForgetTests {
    @Test func aCounterRetargetedForEverKeepsTwoLegs() throws {
        var pruned = try Counter(from: 0, to: 0, duration: .zero)
        var kept = pruned
        var at = Duration.zero
        for step in 1...2000 {
            at += .milliseconds(37)
            try pruned.count(to: FixedDecimal(Int64(step * 7 % 1000)), duration: .milliseconds(500), at: at)
            try kept.count(to: FixedDecimal(Int64(step * 7 % 1000)), duration: .milliseconds(500), at: at)
            pruned.forget(before: at)
        }
        #expect(pruned.legs.count <= 2)
        #expect(kept.legs.count > 1000, "without forgetting, the history grows")
        for offset in stride(from: 0, through: 600, by: 7) {
            let instant = at + .milliseconds(offset)
            #expect(pruned.frame(at: instant) == kept.frame(at: instant))
        }
    }

    @Test func anOdometerRolledForEverKeepsTwoLegs() throws {
        var pruned = try Odometer(from: 0, to: 0)
        var kept = pruned
        var at = Duration.zero
        for step in 1...500 {
            at += .milliseconds(90)
            pruned.roll(to: FixedDecimal(Int64(step * 13 % 10_000)), at: at)
            kept.roll(to: FixedDecimal(Int64(step * 13 % 10_000)), at: at)
            pruned.forget(before: at)
        }
        #expect(pruned.legs.count <= 2)
        #expect(kept.legs.count > 400)
        for offset in stride(from: 0, through: 2500, by: 50) {
            let instant = at + .milliseconds(offset)
            #expect(pruned.frame(at: instant) == kept.frame(at: instant))
        }
    }
}
