import Foundation
import TallyCore
import Testing

/// What a view needs of an odometer: identities, its target and reading, and
/// options that change mid-life.
@Suite struct OdometerAppTests {
    func ms(_ value: Int) -> Duration { .milliseconds(value) }

    @Test func everyColumnHasItsOwnStableIdentity() throws {
        let odometer = try Odometer(from: 0, to: 1_000_000)
        let end = odometer.frame(at: odometer.duration).columns
        #expect(end.count == 9)
        #expect(Set(end.map(\.id)).count == 9, "separators included")
        #expect(end[1].id.role == .groupSeparator && end[1].id.place == 6)
        #expect(end[5].id.place == 3 && end[0].id.place == 6 && end[8].id.place == 0)
        #expect(end[1].id.description == "separator after place 6")
        // The same column keeps its identity in every frame, mid-roll included.
        for milliseconds in stride(from: 0, through: 1500, by: 50) {
            let columns = odometer.frame(at: ms(milliseconds)).columns
            #expect(Set(columns.map(\.id)).count == columns.count)
            for column in columns { #expect(end.contains { $0.id == column.id }) }
        }
    }

    @Test func signAndDecimalMarkHaveIdentities() throws {
        let odometer = try Odometer(from: -9.5, to: 10.25)
        let ids = (odometer.frame(at: .zero).columns + odometer.frame(at: odometer.duration).columns).map(
            \.id.description)
        #expect(ids.contains("sign") && ids.contains("decimal mark"))
        #expect(ids.contains("digit -2"))
    }

    /// Oracle: the reading equals the frame's text, read as a number, at every
    /// instant and in every mode.
    @Test(arguments: [OdometerMode.roll, .classic, .carry])
    func theReadingIsTheTextAsANumber(mode: OdometerMode) throws {
        for (from, to) in [(999, 1000), (5, -5), (0, 123_456)] as [(FixedDecimal, FixedDecimal)] + [(9.99, 10.5)] {
            var options = OdometerOptions()
            options.mode = mode
            let odometer = try Odometer(from: from, to: to, options: options)
            #expect(odometer.target == to)
            for milliseconds in stride(from: 0, through: Int(odometer.duration.components.seconds * 1000) + 100, by: 25)
            {
                let frame = odometer.frame(at: ms(milliseconds))
                let expected = try FixedDecimal(frame.text.replacingOccurrences(of: ",", with: ""))
                let value = odometer.value(at: ms(milliseconds))
                #expect(value == expected, "\(from)->\(to) at \(milliseconds) ms: \(frame.text) read as \(value)")
            }
            #expect(odometer.value(at: odometer.duration) == to)
        }
    }

    @Test func theTargetFollowsANewTarget() throws {
        var odometer = try Odometer(from: 999, to: 1000)
        odometer.roll(to: 42, at: ms(700))
        #expect(odometer.target == 42)
        #expect(odometer.value(at: odometer.duration) == 42)
        var fixed = OdometerOptions()
        fixed.fixedFractionDigits = true
        fixed.format = NumberFormat(fractionDigits: 2)
        #expect(try Odometer(from: 0, to: 7, options: fixed).target.description == "7.00")
    }

    /// Seed 003's TODO: options that change after the view is made. Changing
    /// them mid-roll moves no column at that instant, and the roll then ends
    /// as the new options say.
    @Test func optionsChangeMidRollWithoutAJump() throws {
        var odometer = try Odometer(from: 0, to: 500)
        let before = odometer.frame(at: ms(300))
        var options = odometer.options
        options.duration = .milliseconds(500)
        options.durationOffset = .zero
        options.minimumLength = 6
        try odometer.apply(options, at: ms(300))
        let after = odometer.frame(at: ms(300))
        for column in before.columns {
            let same = after.columns.first { $0.id == column.id }
            #expect(same?.offset == column.offset && same?.faces == column.faces, "\(column.id)")
        }
        #expect(odometer.duration == ms(800))
        #expect(odometer.frame(at: odometer.duration).text == "000,500")
        #expect(odometer.options.minimumLength == 6)
    }

    /// A frame is a function of time: options changed at 300 ms leave every
    /// frame before 300 ms as it was.
    @Test func optionsChangeNothingBeforeTheirInstant() throws {
        var options = OdometerOptions()
        options.easing = .linear
        var odometer = try Odometer(from: 0, to: 987, options: options)
        let before = (0..<30).map { odometer.frame(at: ms($0 * 10)) }
        let readings = (0..<30).map { odometer.value(at: ms($0 * 10)) }
        options.direction = .down
        options.easing = .easeIn
        options.format = NumberFormat(locale: Locale(identifier: "ar_EG"))
        try odometer.apply(options, at: ms(300))
        #expect((0..<30).map { odometer.frame(at: ms($0 * 10)) } == before)
        #expect((0..<30).map { odometer.value(at: ms($0 * 10)) } == readings)
        #expect(odometer.value(at: odometer.duration) == 987, "read in the new numerals")
    }

    /// The target a change of options heads for is the one given, not its
    /// rounded reading.
    @Test func optionsKeepTheExactTarget() throws {
        var options = OdometerOptions()
        options.fixedFractionDigits = true
        options.format = NumberFormat(fractionDigits: 0)
        var odometer = try Odometer(from: 0, to: 1.25, options: options)
        #expect(odometer.frame(at: odometer.duration).text == "1")
        options.format = NumberFormat(fractionDigits: 2)
        try odometer.apply(options, at: ms(100))
        #expect(odometer.frame(at: odometer.duration).text == "1.25")
    }

    @Test func switchingToCarryOrReducedMotionMidRollEndsOnTheTarget() throws {
        for change in [OdometerMode.carry, .classic, .roll] {
            var odometer = try Odometer(from: 120, to: 987)
            var options = odometer.options
            options.mode = change
            try odometer.apply(options, at: ms(400))
            #expect(odometer.frame(at: odometer.duration).text == "987", "\(change)")
            options.reducedMotion = true
            try odometer.apply(options, at: ms(600))
            #expect(odometer.frame(at: odometer.duration).text == "987", "\(change), reduced")
        }
    }

    @Test func badOptionsLeaveTheOdometerUnchanged() throws {
        var odometer = try Odometer(from: 0, to: 50)
        var options = odometer.options
        options.minimumLength = 99
        #expect(throws: TallyError.self) { try odometer.apply(options, at: ms(100)) }
        #expect(odometer.options.minimumLength == 0)
        #expect(odometer.frame(at: odometer.duration).text == "50")
    }

    @Test func shownColumnsAreTheReading() throws {
        let odometer = try Odometer(from: 999, to: 1000)
        for milliseconds in stride(from: 0, through: 1600, by: 40) {
            let frame = odometer.frame(at: ms(milliseconds))
            #expect(frame.columns.filter(\.isShown).map(\.reading).joined() == frame.text)
        }
    }
}
