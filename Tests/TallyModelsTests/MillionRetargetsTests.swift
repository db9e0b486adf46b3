import TallyCore
import TallyModels
import TallyTesting
import Testing

/// A label bound to a live value is retargeted for ever: through each
/// model, a million new values keep a bounded number of legs, and the
/// frames after each change are those of a timeline that kept every leg
/// (checked over windows of a thousand changes, each against a copy that
/// forgot nothing since the window began).
@Suite struct MillionRetargetsTests {
    typealias Instant = ManualClock.Instant
    static let changes = 1_000_000
    static let window = 1000

    /// The value of change `step`: up and down, with fractions now and then.
    static func value(_ step: Int) -> FixedDecimal {
        // Within five digits and one fraction digit: always a valid decimal.
        (try? FixedDecimal(significand: Int128((step &* 7919) % 20_001 - 10_000), scale: step % 3 == 0 ? 1 : 0)) ?? 0
    }

    @Test func countingTextsModel() {
        var model = CountingModel<Instant>()
        var reference = Counter?.none
        var mostLegs = 0
        var at = Instant(offset: .zero)
        model.show(0, duration: .milliseconds(500), easing: .easeOut, at: at)
        for step in 1...Self.changes {
            at = at.advanced(by: .milliseconds(37))
            let value = Self.value(step)
            if step % Self.window == 1 {
                // A copy from here on that forgets nothing: its frames from now
                // are those of a counter that kept every leg.
                reference = model.counter
            }
            model.show(value, duration: .milliseconds(500), easing: .easeOut, at: at)
            mostLegs = max(mostLegs, model.legCount)
            if var counter = reference {
                try? counter.count(to: value, duration: .milliseconds(500), easing: .easeOut, at: at.offset)
                reference = counter
                if step % Self.window == 0 {
                    #expect(counter.legCount > Self.window / 2, "the reference forgot nothing")
                }
                if step % 97 == 0 {
                    for later in [0, 11, 250, 600] {
                        let instant = at.advanced(by: .milliseconds(later))
                        #expect(
                            model.value(at: instant) == counter.value(at: instant.offset),
                            "change \(step), \(later) ms later")
                    }
                }
            }
        }
        #expect(mostLegs <= 2, "legs kept: at most \(mostLegs)")
    }

    @Test func countingLabelsModel() {
        var model = CountingModel<Instant>()
        var mostLegs = 0
        var at = Instant(offset: .zero)
        for step in 1...Self.changes {
            at = at.advanced(by: .milliseconds(23))
            model.count(to: Self.value(step), duration: .milliseconds(300), at: at)
            mostLegs = max(mostLegs, model.legCount)
        }
        #expect(mostLegs <= 2, "legs kept: at most \(mostLegs)")
        #expect(model.value(at: at.advanced(by: .seconds(1))) == Self.value(Self.changes))
    }

    @Test func rollingNumbersModel() throws {
        var options = OdometerOptions()
        options.duration = .milliseconds(400)
        options.durationOffset = .milliseconds(30)
        var model = try RollingModel<Instant>(options: options)
        var reference = Odometer?.none
        var mostLegs = 0
        var at = Instant(offset: .zero)
        model.show(0, at: at)
        for step in 1...Self.changes {
            at = at.advanced(by: .milliseconds(41))
            let value = Self.value(step)
            // One window in ten is checked (a roll costs a hundred times a count's).
            if step % (10 * Self.window) == 1 { reference = model.odometer }
            if step % (10 * Self.window) == Self.window + 1 { reference = nil }
            model.show(value, at: at)
            mostLegs = max(mostLegs, model.legCount)
            guard var odometer = reference else { continue }
            odometer.roll(to: value, at: at.offset)
            reference = odometer
            if step % Self.window == 0 {
                #expect(odometer.legCount > Self.window / 2, "the reference forgot nothing")
            }
            if step % 97 == 0 {
                for later in [0, 13, 200, 500] {
                    let instant = at.advanced(by: .milliseconds(later))
                    #expect(model.frame(at: instant) == odometer.frame(at: instant.offset), "change \(step)")
                }
            }
        }
        #expect(mostLegs <= 2, "legs kept: at most \(mostLegs)")
    }

    @Test func odometerViewsModel() throws {
        var options = OdometerOptions()
        options.mode = .classic
        options.direction = .down
        var model = try RollingModel<Instant>(options: options)
        var mostLegs = 0
        var at = Instant(offset: .zero)
        for step in 1...Self.changes {
            at = at.advanced(by: .milliseconds(53))
            // The view reads its options at each startAnimation; now and then they change.
            if step % 10 == 0 { options.density = step % 7 }
            try model.apply(options, at: at)
            model.roll(to: Self.value(step), at: at)
            mostLegs = max(mostLegs, model.legCount)
        }
        #expect(mostLegs <= 3, "legs kept: at most \(mostLegs)")
        #expect(
            model.frame(at: at.advanced(by: .seconds(2))).text == NumberFormat().string(for: Self.value(Self.changes)))
    }
}
