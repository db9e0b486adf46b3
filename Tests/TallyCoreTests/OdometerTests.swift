import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

@Suite struct OdometerTests {
    /// Carry mode applied while a roll with cents is under way: the columns
    /// kept from the roll lie below the carry's lowest place, and their
    /// speed (for the blur) is a negative power of ten, which trapped.
    /// (From a fresh-eyes review.)
    @Test func carryAppliedOverARollWithCentsDrawsEveryFrame() throws {
        var odometer = try Odometer(from: -51469, to: FixedDecimal(-8632823.26))
        odometer.roll(to: 6080, at: .milliseconds(209))
        var roll = OdometerOptions()
        roll.mode = .roll
        try odometer.apply(roll, at: .milliseconds(509))
        var carry = OdometerOptions()
        carry.mode = .carry
        try odometer.apply(carry, at: .milliseconds(958))
        var frame = OdometerFrame()
        for ms in stride(from: 0, through: 5000, by: 7) {
            odometer.frame(at: .milliseconds(ms), into: &frame)
            #expect(frame.columns.allSatisfy { $0.blur.isFinite && $0.offset.isFinite }, "at \(ms) ms")
        }
        #expect(odometer.frame(at: odometer.duration).text == "6,080.00")
    }

    static func options(
        _ mode: OdometerMode = .roll, direction: RollDirection = .trend, minimumLength: Int = 0,
        duration: Duration = .seconds(1), offset: Duration = .milliseconds(100)
    ) -> OdometerOptions {
        var options = OdometerOptions()
        options.mode = mode
        options.direction = direction
        options.minimumLength = minimumLength
        options.duration = duration
        options.durationOffset = offset
        return options
    }

    /// The slow, obvious reference for a resting reading: the formatter,
    /// with the value's own fraction digits and zero padding.
    static func reference(_ value: FixedDecimal, scale: Int? = nil, minimumLength: Int) -> String {
        var format = NumberFormat(fractionDigits: scale ?? value.scale)
        format.minimumIntegerDigits = max(minimumLength, 1)
        return format.string(for: value)
    }

    static func number(_ reading: String) -> FixedDecimal? {
        try? FixedDecimal(reading.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces))
    }

    static func randomValue(_ generator: inout SplitMix64) throws -> FixedDecimal {
        let digits = Int(generator.next() % 10) + 1
        var significand = Int128(generator.next() % 10_000_000_000) / FixedDecimal.powerOfTen(10 - digits)
        if generator.next() % 3 == 0 { significand = -significand }
        return try FixedDecimal(significand: significand, scale: Int(generator.next() % 4))
    }

    /// A kept frame, refilled, is the frame made afresh; its text is each
    /// shown column's reading joined (the slow, obvious reference), for
    /// random rolls in both modes, long faces (a separator of more than 15 bytes,
    /// held apart) included, at every 10 ms.
    @Test func aKeptFrameRefilledIsTheFreshFrame() throws {
        var generator = SplitMix64(seed: 11)
        var kept = OdometerFrame()
        for mode in [OdometerMode.roll, .carry] {
            for _ in 0..<40 {
                var options = Self.options(mode)
                options.format.groupSeparator = Bool.random(using: &generator) ? " thousands, then " : nil
                var odometer = try Odometer(
                    from: Self.randomValue(&generator), to: Self.randomValue(&generator), options: options)
                odometer.roll(to: try Self.randomValue(&generator), at: .milliseconds(400))
                for step in 0...160 {
                    let elapsed = Duration.milliseconds(step * 10)
                    let fresh = odometer.frame(at: elapsed)
                    odometer.frame(at: elapsed, into: &kept)
                    #expect(kept == fresh)
                    #expect(kept.text == fresh.columns.filter(\.isShown).map(\.reading).joined())
                }
            }
        }
    }

    @Test func everyRollEndsExactlyOnItsTarget() throws {
        var generator = SplitMix64(seed: 31)
        let modes: [(OdometerMode, RollDirection, Bool)] = [
            (.roll, .up, false), (.roll, .down, false), (.roll, .shortest, false), (.roll, .trend, false),
            (.classic, .down, false), (.classic, .up, false), (.carry, .trend, false), (.roll, .trend, true),
        ]
        for _ in 0..<600 {
            let start = try Self.randomValue(&generator)
            let end = try Self.randomValue(&generator)
            let minimumLength = Int(generator.next() % 8)
            for (mode, direction, reduced) in modes {
                var options = Self.options(mode, direction: direction, minimumLength: minimumLength)
                options.reducedMotion = reduced
                let odometer = try Odometer(from: start, to: end, options: options)
                // Carry mode keeps every wheel: the larger number of fraction digits throughout.
                let scale = mode == .carry ? max(start.scale, end.scale) : nil
                let want = Self.reference(end, scale: scale, minimumLength: minimumLength)
                #expect(odometer.frame(at: odometer.duration).text == want, "\(start) -> \(end) \(mode) \(direction)")
                #expect(odometer.frame(at: odometer.duration + .seconds(5)).text == want)
                if mode != .classic {
                    let first = Self.reference(start, scale: scale, minimumLength: minimumLength)
                    #expect(odometer.frame(at: .zero).text == first, "\(start) -> \(end) \(mode) start")
                }
                for millisecond in stride(from: 0, through: 1000, by: 37) {
                    for column in odometer.frame(at: .milliseconds(millisecond)).columns {
                        #expect((0..<1).contains(column.offset) && (0...1).contains(column.width))
                        #expect(!column.faces.isEmpty && column.faces.count <= 2)
                    }
                }
            }
        }
    }

    @Test func carryReadingsStayBetweenAndNeverGoBack() throws {
        var generator = SplitMix64(seed: 77)
        for _ in 0..<400 {
            let start = try Self.randomValue(&generator)
            let end = try Self.randomValue(&generator)
            let odometer = try Odometer(from: start, to: end, options: Self.options(.carry))
            let low = min(start, end)
            let high = max(start, end)
            var previous = start
            for millisecond in stride(from: 0, through: 1000, by: 7) {
                let text = odometer.frame(at: .milliseconds(millisecond)).text
                guard let value = Self.number(text) else {
                    Issue.record("unreadable '\(text)' for \(start) -> \(end)")
                    break
                }
                // Readings are rounded to the last digit shown: allow half of it.
                let slack = 0.5 / FixedDecimal.doublePowerOfTen(max(start.scale, end.scale)) + 1e-9
                #expect(value.doubleValue >= low.doubleValue - slack, "\(start) -> \(end): \(text)")
                #expect(value.doubleValue <= high.doubleValue + slack, "\(start) -> \(end): \(text)")
                #expect(
                    start <= end ? value >= previous : value <= previous,
                    "\(start) -> \(end) at \(millisecond): \(text)")
                previous = value
            }
        }
    }

    /// The faces a digit column of `odometer` shows (nearest face), in order.
    static func facesSeen(_ odometer: Odometer, place: Int) -> [String] {
        var seen: [String] = []
        for millisecond in 0...1000 {
            let column = odometer.frame(at: .milliseconds(millisecond)).columns.first {
                $0.role == .digit(place: place)
            }
            if let face = column?.reading, seen.last != face { seen.append(face) }
        }
        return seen
    }

    @Test func nineNineNineToOneThousandAddsAColumnThatRollsInFromZero() throws {
        let odometer = try Odometer(from: 999, to: 1000, options: Self.options())
        #expect(odometer.frame(at: .zero).columns.count == 3)
        let end = odometer.frame(at: odometer.duration)
        #expect(end.text == "1,000")
        #expect(
            end.columns.map(\.role) == [
                .digit(place: 3), .groupSeparator, .digit(place: 2), .digit(place: 1), .digit(place: 0),
            ])
        #expect(Self.facesSeen(odometer, place: 3) == ["0", "1"])
        for place in 0...2 { #expect(Self.facesSeen(odometer, place: place) == ["9", "0"]) }
        let middle = odometer.frame(at: .milliseconds(200)).columns[0]
        #expect(middle.width > 0 && middle.width < 1, "the new column widens as it rolls in")
    }

    @Test func nineNinetyNineToTenFiveDropsTheHundredths() throws {
        let odometer = try Odometer(from: 9.99, to: 10.5, options: Self.options())
        let end = odometer.frame(at: odometer.duration)
        #expect(end.text == "10.5")
        #expect(end.columns.map(\.role) == [.digit(place: 1), .digit(place: 0), .decimalMark, .digit(place: -1)])
        #expect(Self.facesSeen(odometer, place: 1) == ["0", "1"])
        #expect(Self.facesSeen(odometer, place: 0) == ["9", "0"])
        #expect(Self.facesSeen(odometer, place: -1) == ["9", "0", "1", "2", "3", "4", "5"])
        let leaving = odometer.frame(at: .milliseconds(500)).columns.first { $0.role == .digit(place: -2) }
        #expect(leaving.map { $0.width > 0 && $0.width < 1 } == true)
    }

    @Test func minusNineToMinusTenIsOneShortStep() throws {
        let odometer = try Odometer(from: -9, to: -10, options: Self.options(direction: .trend))
        #expect(odometer.frame(at: odometer.duration).text == "-10")
        #expect(Self.facesSeen(odometer, place: 0) == ["9", "0"])
        #expect(Self.facesSeen(odometer, place: 1) == ["0", "1"])
        let down = try Odometer(from: -9, to: -10, options: Self.options(direction: .down))
        #expect(Self.facesSeen(down, place: 0) == ["9", "8", "7", "6", "5", "4", "3", "2", "1", "0"])
    }

    @Test func fiveToMinusFiveRollsDownThroughZeroAndTheSignAppears() throws {
        for mode in [OdometerMode.roll, .carry] {
            let odometer = try Odometer(from: 5, to: -5, options: Self.options(mode))
            #expect(
                Self.facesSeen(odometer, place: 0) == ["5", "4", "3", "2", "1", "0", "1", "2", "3", "4", "5"], "\(mode)"
            )
            var signSeen = false
            for millisecond in 0...1000 {
                let frame = odometer.frame(at: .milliseconds(millisecond))
                #expect(frame.text != "-0", "\(mode) at \(millisecond)")
                let hasSign = frame.text.hasPrefix("-")
                if signSeen { #expect(hasSign, "the sign stays once it came") }
                signSeen = signSeen || hasSign
            }
            #expect(odometer.frame(at: odometer.duration).text == "-5")
        }
    }

    @Test func zeroToAMillionInCarryMode() throws {
        let odometer = try Odometer(from: 0, to: 1_000_000, options: Self.options(.carry))
        var previous: FixedDecimal = 0
        for millisecond in 0...1000 {
            let frame = odometer.frame(at: .milliseconds(millisecond))
            let value = try #require(Self.number(frame.text))
            #expect(value >= previous)
            previous = value
        }
        #expect(odometer.frame(at: odometer.duration).text == "1,000,000")
        let fast = odometer.frame(at: .milliseconds(100))
        #expect(fast.columns.last!.blur == 1, "the ones column turns too fast to read: it blurs")
        #expect(fast.columns.first!.blur < 0.05, "the top column is (nearly) readable")
    }

    @Test func durationOffsetStaggersColumnsAndKeepsTheTotal() throws {
        // Seed parity (fix 2): four columns, 1.5 s, 0.2 s offsets: the first
        // stops at 0.9 s, then 1.1, 1.3, and the last at 1.5 s.
        var options = Self.options(.classic, duration: .milliseconds(1500), offset: .milliseconds(200))
        options.density = 5
        let odometer = try Odometer(from: 1234, to: 5678, options: options)
        #expect(odometer.duration == .milliseconds(1500))
        let digitColumns = { (frame: OdometerFrame) in
            frame.columns.filter { if case .digit = $0.role { return true } else { return false } }
        }
        for (index, stop) in [900, 1100, 1300, 1500].enumerated() {
            #expect(
                digitColumns(odometer.frame(at: .milliseconds(stop - 5)))[index].faces.count == 2,
                "column \(index) still moving")
            #expect(
                digitColumns(odometer.frame(at: .milliseconds(stop)))[index].faces.count == 1,
                "column \(index) stopped at \(stop) ms")
        }
    }

    @Test func classicStripShowsTheTargetThenDensityFacesThenTheTarget() throws {
        var options = Self.options(.classic, direction: .down)
        options.density = 3
        let odometer = try Odometer(from: 0, to: 7, options: options)
        #expect(Self.facesSeen(odometer, place: 0) == ["7", "8", "9", "0", "7"])
        options.direction = .up
        let ascending = try Odometer(from: 0, to: 7, options: options)
        #expect(Self.facesSeen(ascending, place: 0) == ["7", "0", "9", "8", "7"])
    }

    @Test func minimumLengthPadsAndNeverUnderflows() throws {
        #expect(
            try Odometer(from: 0, to: 42, options: Self.options(minimumLength: 6)).frame(at: .seconds(1)).text
                == "000,042")
        #expect(
            try Odometer(from: 0, to: 12345, options: Self.options(minimumLength: 1)).frame(at: .seconds(1)).text
                == "12,345")
        var spaced = Self.options(minimumLength: 5)
        spaced.padding = .space
        spaced.format.grouping = .never
        #expect(try Odometer(from: 0, to: 42, options: spaced).frame(at: .seconds(1)).text == "   42")
    }

    @Test func aNewTargetMidRollContinuesWithoutAJump() throws {
        for mode in [OdometerMode.roll, .carry] {
            var odometer = try Odometer(from: 0, to: 500, options: Self.options(mode))
            let at = Duration.milliseconds(430)
            let before = odometer.frame(at: at)
            odometer.roll(to: 42, at: at)
            let after = odometer.frame(at: at)
            #expect(before.text == after.text, "\(mode)")
            for (a, b) in zip(before.columns.filter { $0.width > 0.99 }, after.columns.filter { $0.width > 0.99 }) {
                #expect(a.reading == b.reading)
                #expect(abs(a.offset - b.offset) < 1e-6 || a.faces != b.faces, "\(mode)")
            }
            #expect(odometer.frame(at: odometer.duration).text == "42")
            #expect(odometer.duration == at + .seconds(1))
        }
    }

    @Test func reducedMotionCrossFades() throws {
        var options = Self.options()
        options.reducedMotion = true
        let odometer = try Odometer(from: 19, to: 25, options: options)
        let middle = odometer.frame(at: .milliseconds(500))
        #expect(middle.columns.map(\.faces) == [["1", "2"], ["9", "5"]])
        #expect(Self.facesSeen(odometer, place: 0) == ["9", "5"])
    }

    @Test func localeDigitsAndMarks() throws {
        var options = Self.options()
        options.format = NumberFormat(locale: Locale(identifier: "ar_EG"))
        let odometer = try Odometer(from: 0, to: try FixedDecimal("1234.5"), options: options)
        #expect(odometer.frame(at: odometer.duration).text == "١٬٢٣٤٫٥")
    }

    @Test func badOptionsAreTypedErrors() {
        var options = OdometerOptions()
        options.density = -1
        #expect(throws: TallyError.self) { try Odometer(from: 0, to: 1, options: options) }
        options = OdometerOptions()
        options.duration = .seconds(-1)
        #expect(throws: TallyError.self) { try Odometer(from: 0, to: 1, options: options) }
        options = OdometerOptions()
        options.minimumLength = -3
        #expect(throws: TallyError.self) { try Odometer(from: 0, to: 1, options: options) }
    }
}

/// A carrying odometer reads its values exactly across the whole range: no
/// Double between the value and its columns (one lost digits past the 16th).
@Suite struct OdometerCarryExactnessTests {
    @Test func carryingReadsEveryValueExactly() throws {
        var random = SplitMix64(seed: 2026)
        var options = OdometerOptions()
        options.mode = .carry
        for _ in 0..<300 {
            let digits = Int(random.next() % 19) + 1
            var magnitude: Int128 = 0
            for _ in 0..<digits { magnitude = magnitude * 10 + Int128(random.next() % 10) }
            let scale = Int(random.next() % 4)
            let significand = random.next() % 2 == 0 ? magnitude : -magnitude
            let target = try FixedDecimal(significand: significand, scale: min(scale, digits))
            let start = try FixedDecimal(significand: Int128(random.next() % 1000), scale: 0)
            let odometer = try Odometer(from: start, to: target, options: options)
            var format = NumberFormat(fractionDigits: target.scale)
            format.grouping = .automatic
            #expect(odometer.frame(at: odometer.duration).text == format.string(for: target), "\(start) -> \(target)")
            #expect(odometer.value(at: odometer.duration) == target)
        }
    }
}
