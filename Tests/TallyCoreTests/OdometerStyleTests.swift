import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// Odometers in every style: the digits a format's text shows roll in
/// columns keyed by their place in that text, and the words around them
/// (a currency, a unit, a sign) turn in a column before and one after.
@Suite(.serialized) struct OdometerStyleTests {
    static let locales = ["en_US", "en_IN", "de_DE", "de_CH", "fr_FR", "ja_JP", "ar_EG", "hi_IN", "es_MX", "tr_TR"]

    static var formats: [(String, (Locale) -> NumberFormat)] {
        [
            ("EUR", { NumberFormat(currency: "EUR", locale: $0) }),
            ("JPY name", { NumberFormat(currency: "JPY", locale: $0, presentation: .name) }),
            ("KWD code", { NumberFormat(currency: "KWD", locale: $0, presentation: .isoCode) }),
            (
                "USD accounting",
                {
                    var format = NumberFormat(currency: "USD", locale: $0)
                    format.signDisplay = .accounting
                    return format
                }
            ),
            ("percent", { style($0, .percent) }),
            ("compact", { style($0, .decimal, notation: .compact) }),
            ("bytes", { style($0, .bytes(.decimal)) }),
            ("binary bytes", { style($0, .bytes(.binary)) }),
            (
                "sign always",
                {
                    var format = NumberFormat(locale: $0, fractionDigits: 1)
                    format.signDisplay = .always()
                    return format
                }
            ),
            (
                "3 significant",
                {
                    var format = NumberFormat(locale: $0)
                    format.significantDigits = 1...3
                    return format
                }
            ),
            ("prefix and suffix", { NumberFormat(locale: $0, fractionDigits: 2, prefix: "≈", suffix: " pts") }),
        ]
    }

    static func style(_ locale: Locale, _ style: NumberStyle, notation: Notation = .standard) -> NumberFormat {
        var format = NumberFormat(locale: locale)
        format.style = style
        format.notation = notation
        return format
    }

    static func options(_ format: NumberFormat, reduced: Bool = false) -> OdometerOptions {
        var options = OdometerOptions()
        options.format = format
        options.duration = .seconds(1)
        options.durationOffset = .milliseconds(50)
        options.reducedMotion = reduced
        return options
    }

    /// A random value of 1 to 12 digits at scale 0 to 4, a third negative.
    static func randomValue(_ generator: inout SplitMix64) -> FixedDecimal {
        let digits = Int(generator.next() % 12) + 1
        var significand = Int128(generator.next() % 1_000_000_000_000) / FixedDecimal.powerOfTen(12 - digits)
        if generator.next() % 3 == 0 { significand = -significand }
        return FixedDecimal(unchecked: significand, scale: Int(generator.next() % 5))
    }

    /// At rest, before and after a roll (and after a second target given
    /// mid-roll), an odometer reads exactly its format's text, and its
    /// value is the value that text shows: 11 formats × 10 locales × 100
    /// rolls, random values of up to 12 digits.
    @Test(arguments: formats.map(\.0))
    func restingReadingsAreTheFormatsText(name: String) async throws {
        let make = try #require(Self.formats.first { $0.0 == name }?.1)
        let formats = Self.locales.map { ($0, make(Locale(identifier: $0))) }
        try await offThePool {
            var generator = SplitMix64(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
            for (identifier, format) in formats {
                for _ in 0..<100 {
                    let (start, target, next) = (
                        Self.randomValue(&generator), Self.randomValue(&generator), Self.randomValue(&generator)
                    )
                    for reduced in [false, true] {
                        var odometer = try Odometer(
                            from: start, to: target, options: Self.options(format, reduced: reduced))
                        #expect(odometer.frame(at: .zero).text == format.string(for: start), "\(identifier) \(start)")
                        let end = odometer.frame(at: odometer.duration).text
                        #expect(end == format.string(for: target), "\(identifier) \(start) -> \(target)")
                        #expect(format.string(for: odometer.value(at: odometer.duration)) == end, "\(identifier)")
                        #expect(odometer.value(at: odometer.duration) == odometer.target)
                        odometer.roll(to: next, at: .milliseconds(400))
                        let last = odometer.frame(at: odometer.duration).text
                        #expect(last == format.string(for: next), "\(identifier) \(start) -> \(target) -> \(next)")
                        var frame = OdometerFrame()
                        for ms in stride(from: 0, through: 1_400, by: 100) {
                            odometer.frame(at: .milliseconds(ms), into: &frame)
                            #expect(Set(frame.columns.map(\.id)).count == frame.columns.count)
                            #expect(frame.columns.allSatisfy { $0.offset >= 0 && $0.offset < 1 && $0.width <= 1 })
                        }
                    }
                }
            }
        }
    }

    /// 999 -> 1,200,000 in compact notation (NumberFlow's behaviour): the
    /// columns keep their places in the text, so the ones column rolls up
    /// from 9 to 1, the tens and hundreds leave, a decimal mark and tenths
    /// come in, and "M" turns in after them.
    @Test func compactKeepsThePlacesOfItsText() throws {
        var options = Self.options(Self.style(Locale(identifier: "en_US"), .decimal, notation: .compact))
        options.durationOffset = .zero
        let odometer = try Odometer(from: 999, to: 1_200_000, options: options)
        #expect(odometer.frame(at: .zero).text == "999")
        #expect(odometer.frame(at: .seconds(1)).text == "1.2M")
        #expect(odometer.value(at: .seconds(1)) == 1_200_000)
        #expect(odometer.target == 1_200_000)
        let middle = odometer.frame(at: .milliseconds(100))
        #expect(
            middle.columns.map(\.id.description) == [
                "digit 2", "digit 1", "digit 0", "decimal mark", "digit -1", "suffix",
            ])
        let ones = try #require(middle.columns.first { $0.role == .digit(place: 0) })
        #expect(ones.direction == .up && ones.faces == ["9", "0"])
        let suffix = try #require(middle.columns.first { $0.role == .suffix })
        #expect(suffix.faces == ["", "M"] && suffix.width > 0 && suffix.width < 1)
        #expect(
            odometer.frame(at: .seconds(1)).columns.map(\.role) == [
                .digit(place: 0), .decimalMark, .digit(place: -1), .suffix,
            ])
        // For exporters: "M" turns in below the empty words, and stays
        // between its ends.
        let motions = try #require(odometer.motions)
        #expect(
            motions.map(\.role) == [
                .prefix, .digit(place: 2), .digit(place: 1), .digit(place: 0), .decimalMark, .digit(place: -1), .suffix,
            ])
        let unit = try #require(motions.last)
        #expect(unit.faces == [0: "", 1: "M"] && unit.startPosition == 0 && unit.endPosition == 1)
        #expect(unit.clampsPosition && unit.startWidth == 0 && unit.endWidth == 1)
        #expect(motions.filter(\.clampsPosition).count == 2)
    }

    /// Through a unit's change the reading's value stays in its unit: every
    /// frame's value, read from its digits and words, is a value the text
    /// can show and lies between the start and the target.
    @Test func valuesReadMidRollCountInTheirUnits() throws {
        let format = Self.style(Locale(identifier: "de_DE"), .decimal, notation: .compact)
        let odometer = try Odometer(from: 999, to: 4_560_000, options: Self.options(format))
        for ms in stride(from: 0, through: 1_000, by: 10) {
            let value = odometer.value(at: .milliseconds(ms))
            #expect(value >= 0 && value <= 9_999_999, "at \(ms) ms: \(value)")
        }
        #expect(odometer.frame(at: .seconds(1)).text == format.string(for: 4_560_000))
        #expect(odometer.frame(at: .seconds(1)).text == "4,6\u{a0}Mio.")
    }

    /// Crossing zero, the digits roll down to 0 and up again and the sign
    /// (a column of its own, or in a currency's words: "-$", "$") turns
    /// where they read 0: every 500 µs of 100 random rolls, no reading shows
    /// a minus on zero digits, and each starts and ends with its own sign.
    @Test(arguments: [false, true])
    func signsTurnWhereTheDigitsReadZero(currency: Bool) throws {
        let format = currency ? NumberFormat(currency: "USD") : NumberFormat()
        var options = Self.options(format)
        options.fixedFractionDigits = !currency
        var generator = SplitMix64(seed: currency ? 5 : 6)
        for _ in 0..<100 {
            let start = Self.randomValue(&generator)
            var target = Self.randomValue(&generator)
            if (start < 0) == (target < 0) {
                target = FixedDecimal(unchecked: -target.significand, scale: target.scale)
            }
            var odometer = try Odometer(from: start, to: target, options: options)
            let next = Self.randomValue(&generator)
            // Half of them given a third value mid-roll, which may cross again.
            if generator.next() % 2 == 0 { odometer.roll(to: next, at: .milliseconds(Int64(generator.next() % 800))) }
            let last = odometer.target
            var signs: [Bool] = []
            for us in stride(from: 0, through: 2_000_000, by: 500) {
                let text = odometer.frame(at: .microseconds(us)).text
                let negative = text.contains("-")
                #expect(!(negative && text.allSatisfy { !$0.isNumber || $0 == "0" }), "\(start) -> \(target): \(text)")
                if signs.last != negative { signs.append(negative) }
            }
            #expect(signs.first == (format.string(for: start).contains("-")), "\(start) -> \(target)")
            #expect(signs.last == (format.string(for: last).contains("-")), "\(start) -> \(target) -> \(last)")
        }
        let odometer = try Odometer(from: -5, to: 7, options: Self.options(NumberFormat(currency: "USD")))
        let prefix = odometer.frame(at: .zero).columns[0]
        #expect(prefix.role == .prefix && prefix.reading == "-$")
        #expect(odometer.frame(at: .seconds(1)).text == "$7.00")
    }

    /// What a fresh-eyes review found: a turn that outlasted its leg, a sign
    /// under `.never` lost on a new target, 47 fraction digits, a format's
    /// own minimum of integer digits, "+" dropped before the digits read 0,
    /// "-0" on digits passing 0 without a change of sign.
    @Test func edgesOfSignsAndDigits() throws {
        var late = Self.options(NumberFormat(currency: "USD"))
        late.easing = .easeIn
        late.duration = .milliseconds(1500)
        let settling = try Odometer(from: -0.09, to: 0, options: late)
        let rest = settling.frame(at: settling.duration)
        #expect(rest.text == "$0.00")
        #expect(rest.columns.allSatisfy { $0.faces.count == 1 && $0.width == 1 }, "\(rest.columns)")

        var never = NumberFormat()
        never.signDisplay = .never
        var unsigned = try Odometer(from: -5, to: -8, options: Self.options(never))
        unsigned.roll(to: -9, at: .milliseconds(500))
        #expect(unsigned.value(at: unsigned.duration) == -9 && unsigned.target == -9)
        let readings = stride(from: 500, through: 1_500, by: 5).map { unsigned.frame(at: .milliseconds($0)).text }
        #expect(!readings.contains("0") && readings.last == "9", "\(readings)")

        var tiny = NumberFormat()
        tiny.significantDigits = 30...30
        let small = FixedDecimal(unchecked: 1, scale: 18)
        #expect(
            try Odometer(from: small, to: small, options: Self.options(tiny)).frame(at: .zero).text
                == tiny.string(for: small))
        #expect(try Odometer(from: small, to: small, options: Self.options(tiny)).value(at: .zero) == small)

        var padded = NumberFormat(currency: "USD")
        padded.minimumIntegerDigits = 3
        #expect(try Odometer(from: 7, to: 7, options: Self.options(padded)).frame(at: .zero).text == "$007.00")

        var plus = NumberFormat()
        plus.signDisplay = .always(includingZero: false)
        let down = try Odometer(from: 5, to: 0, options: Self.options(plus))
        for ms in stride(from: 0, through: 1_000, by: 1) {
            let text = down.frame(at: .milliseconds(ms)).text
            #expect(text == "0" || text.hasPrefix("+"), "at \(ms) ms: \(text)")
        }

        var shortest = Self.options(NumberFormat(currency: "USD"))
        shortest.direction = .shortest
        for format in [NumberFormat(currency: "USD"), NumberFormat()] {
            shortest.format = format
            let through = try Odometer(from: -1, to: -9, options: shortest)
            for ms in stride(from: 0, through: 1_000, by: 1) {
                let text = through.frame(at: .milliseconds(ms)).text
                #expect(!(text.contains("-") && text.allSatisfy { !$0.isNumber || $0 == "0" }), "at \(ms) ms: \(text)")
            }
        }
    }

    /// With reduced motion the words cross-fade as the digits do; a format
    /// applied mid-roll (decimal to euros) turns the words in from nothing.
    @Test func wordsCrossFadeAndComeInWithAFormatApplied() throws {
        let euros = NumberFormat(currency: "EUR", locale: Locale(identifier: "fr_FR"))
        let faded = try Odometer(from: 5, to: 50_000, options: Self.options(euros, reduced: true))
        let suffix = try #require(faded.frame(at: .milliseconds(300)).columns.last)
        #expect(suffix.role == .suffix && suffix.faces.count == 1 && suffix.reading == "\u{a0}€")
        var odometer = try Odometer(from: 5, to: 1_234.5, options: Self.options(NumberFormat(fractionDigits: 2)))
        try odometer.apply(Self.options(euros), at: .milliseconds(200))
        #expect(odometer.frame(at: odometer.duration).text == "1\u{202f}234,50\u{a0}€")
        let applied = odometer.frame(at: .milliseconds(500)).columns.last
        #expect(applied?.role == .suffix && applied?.faces == ["", "\u{a0}€"])
        try odometer.apply(Self.options(NumberFormat(fractionDigits: 2)), at: .seconds(5))
        #expect(odometer.frame(at: odometer.duration).text == "1,234.5")
    }

    /// A bound live value (a label fed a new amount at every turn, its unit
    /// changing) keeps its memory: legs and kept words stay bounded over
    /// 10,000 amounts.
    @Test func rollingToNewAmountsForeverKeepsLittle() throws {
        var format = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
        format.notation = .compact
        var odometer = try Odometer(from: 0, to: 1, options: Self.options(format))
        var generator = SplitMix64(seed: 3)
        for step in 1...10_000 {
            let at = Duration.milliseconds(step * 30)
            odometer.roll(to: Self.randomValue(&generator), at: at)
            odometer.forget(before: at)
            _ = odometer.frame(at: at + .milliseconds(15))
        }
        #expect(odometer.legCount <= 2)
        #expect(format.keptWordCount <= FormatTables.wordsKept)
    }
}
