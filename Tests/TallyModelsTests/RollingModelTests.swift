import Foundation
import TallyCore
import TallyModels
import TallyTesting
import Testing

/// RollingNumber's and OdometerView's behaviour (MSNumberScrollAnimatedView), on made-up instants.
@Suite struct RollingModelTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    func options(_ configure: (inout OdometerOptions) -> Void = { _ in }) -> OdometerOptions {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        options.durationOffset = .zero
        configure(&options)
        return options
    }

    @Test func theFirstValueRollsFromTheStartAndArrivesOnce() throws {
        var model = try RollingModel<Instant>(options: options())
        model.show(42, at: t0)
        #expect(model.frame(at: t0).text == "0")
        #expect(model.frame(at: at(1000)).text == "42")
        #expect(model.accessibilityText == "42")
        do {
            let arrived = model.arrive(at: at(999))
            #expect(!arrived)
        }
        do {
            let arrived = model.arrive(at: at(1000))
            #expect(arrived)
        }
        do {
            let again = model.arrive(at: at(2000))
            #expect(!again)
        }
        #expect(!model.isMoving)
    }

    @Test func theSeedsFirstRollIsTheOdometersOwn() throws {
        // MSNumberScrollAnimatedView: classic columns scroll `density` faces,
        // each stopping `durationOffset` after the one to its left.
        let seed = options {
            $0.mode = .classic
            $0.density = 5
            $0.durationOffset = .milliseconds(200)
            $0.direction = .down
        }
        var model = try RollingModel<Instant>(options: seed)
        model.roll(to: 1234, at: t0)
        let odometer = try Odometer(from: 0, to: 1234, options: seed)
        for milliseconds in stride(from: 0, through: 1200, by: 10) {
            #expect(model.frame(at: at(milliseconds)) == odometer.frame(at: .milliseconds(milliseconds)))
        }
    }

    @Test func aNewValueMidRollGoesOnFromWhereEachColumnIs() throws {
        var model = try RollingModel<Instant>(options: options())
        model.show(500, at: t0)
        var reference = try Odometer(from: 0, to: 500, options: options())
        let before = model.frame(at: at(400))
        model.show(42, at: at(400))
        reference.roll(to: 42, at: .milliseconds(400))
        // The same picture: each column at the same place (a direction
        // that turns names the faces the other way round), width and opacity.
        let after = model.frame(at: at(400))
        #expect(after.columns.map(\.id) == before.columns.map(\.id))
        for (old, new) in zip(before.columns, after.columns) {
            #expect(abs(Self.position(of: old) - Self.position(of: new)) < 1e-9, "no column jumps")
            #expect(old.width == new.width && old.opacity == new.opacity)
        }
        for milliseconds in stride(from: 400, through: 1600, by: 25) {
            #expect(model.frame(at: at(milliseconds)) == reference.frame(at: .milliseconds(milliseconds)))
        }
        do {
            let arrived = model.arrive(at: at(1000))
            #expect(!arrived, "the interrupted roll is not reported")
        }
        do {
            let arrived = model.arrive(at: at(1400))
            #expect(arrived)
        }
        #expect(model.frame(at: at(1400)).text == "42")
    }

    /// Where a digit column's faces are: the first face's digit, moved by
    /// the offset in the column's direction.
    static func position(of column: OdometerColumn) -> Double {
        let digit = Double(column.faces[0]) ?? 0
        return column.direction == .up ? digit + column.offset : digit - column.offset
    }

    @Test func optionsGivenByTheParentReachTheNextFrame() throws {
        var model = try RollingModel<Instant>(options: options())
        model.show(42, at: t0)
        try model.apply(options { $0.minimumLength = 6 }, at: at(300))
        #expect(model.frame(at: at(2000)).text == "000,042")
        #expect(model.accessibilityText == "000,042")
        #expect(model.options.minimumLength == 6)
        // Options out of range are refused and change nothing.
        #expect(throws: TallyError.self) { try model.apply(options { $0.density = -1 }, at: at(400)) }
        #expect(model.options.minimumLength == 6)
    }

    @Test func reducedMotionCrossFadesInPlace() throws {
        var model = try RollingModel<Instant>(options: options())
        model.reduceMotion(true, at: t0)
        model.show(7, at: t0)
        #expect(model.options.reducedMotion)
        let middle = model.frame(at: at(500))
        let moving = try #require(middle.columns.first { $0.faces.count == 2 })
        #expect(moving.offset > 0 && moving.offset < 1)
        #expect(model.frame(at: at(1000)).text == "7")
        // Options given afterwards keep the reduction.
        try model.apply(options { $0.minimumLength = 2 }, at: at(1000))
        #expect(model.options.reducedMotion)
        model.reduceMotion(false, at: at(1000))
        #expect(!model.options.reducedMotion)
    }

    @Test func optionsThatMatchAReductionAskedBySomeoneElseStillKeepTheirOwn() throws {
        var model = try RollingModel<Instant>(options: options())
        model.show(7, at: t0)
        model.reduceMotion(true, at: at(100))  // the system's Reduce Motion
        try model.apply(options { $0.reducedMotion = true }, at: at(200))  // the app's own switch
        model.reduceMotion(false, at: at(300))  // the system's, off again
        #expect(model.options.reducedMotion, "the app still asks for less motion")
    }

    @Test func aRollThatEndedUnseenIsReportedOnceWhateverComesNext() throws {
        func arrivals(_ model: inout RollingModel<Instant>, at now: Instant) -> Int {
            var count = 0
            while count < 1_000, model.arrive(at: now) { count += 1 }
            return count
        }
        var model = try RollingModel<Instant>(options: options())
        model.show(7, at: t0)
        // New options after an unseen end: that end, then the new columns' move in.
        try model.apply(options { $0.minimumLength = 3 }, at: at(1500))
        #expect(arrivals(&model, at: at(1500)) == 1)
        #expect(arrivals(&model, at: at(1600)) == 0)
        #expect(arrivals(&model, at: at(4000)) == 1)
        #expect(model.frame(at: at(4000)).text == "007")
        // A new value after an unseen end: that end, then the new one's.
        model.show(9, at: at(10_000))
        model.show(12, at: at(12_000))
        #expect(arrivals(&model, at: at(12_000)) == 1)
        #expect(model.isMoving)
        #expect(arrivals(&model, at: at(13_000)) == 1)
        #expect(model.frame(at: at(13_000)).text == "012")
    }

    /// SwiftUI's RollingNumber writes in the environment's locale, as SwiftUI's Text(_:format:)
    /// does: the locale replaces the options' format's, mid-roll too, and survives new options.
    @Test func numbersAreWrittenInTheLocaleGivenWhateverTheOptionsSay() throws {
        var model = try RollingModel<Instant>(options: options())
        model.writeNumbers(in: Locale(identifier: "de_DE"), at: t0)
        model.show(1234.5, at: t0)
        #expect(model.frame(at: at(1000)).text == "1.234,5")
        #expect(model.accessibilityText == "1.234,5")
        model.show(99_999, at: at(2000))
        model.writeNumbers(in: Locale(identifier: "fr_FR"), at: at(2500))
        try model.apply(options { $0.minimumLength = 6 }, at: at(2600))
        #expect(model.locale == Locale(identifier: "fr_FR"))
        // The same as an odometer whose options were French from the start.
        let reference = try Odometer(
            from: 99_999, to: 99_999,
            options: options {
                $0.minimumLength = 6
                $0.format = NumberFormat(locale: Locale(identifier: "fr_FR"))
            })
        #expect(model.frame(at: at(5000)).text == reference.frame(at: .zero).text)
        #expect(model.frame(at: at(5000)).text.hasPrefix("099"))
        model.writeNumbers(in: nil, at: at(6000))
        #expect(model.frame(at: at(9000)).text == "099,999", "nil: the options' own format again")
    }

    @Test func theSameValueAgainChangesNothing() throws {
        var model = try RollingModel<Instant>(options: options())
        model.show(9, at: t0)
        let before = model.frame(at: at(300))
        model.show(9, at: at(200))
        #expect(model.frame(at: at(300)) == before)
        #expect(model.legCount == 1)
    }

    /// A styled odometer (RollingNumber with a currency or compact format)
    /// reads its format's text, VoiceOver reads the target's, and the same
    /// amount given again (shown rounded: 1,234,567 as "1.2M") changes
    /// nothing.
    @Test func styledValuesReadTheirFormatsTextAndRepeatsChangeNothing() throws {
        var model = try RollingModel<Instant>(options: options { $0.format.notation = .compact })
        model.show(1_234_567, at: t0)
        #expect(model.accessibilityText == "1.2M")
        #expect(model.frame(at: at(1000)).text == "1.2M")
        let before = model.frame(at: at(500))
        model.show(1_234_567, at: at(400))
        #expect(model.frame(at: at(500)) == before)
        #expect(model.legCount == 1)
        try model.apply(
            options { $0.format = NumberFormat(currency: "EUR", locale: Locale(identifier: "fr_FR")) }, at: at(1000))
        #expect(model.frame(at: at(3000)).text == "1\u{202f}234\u{202f}567,00\u{a0}€")
    }
}
