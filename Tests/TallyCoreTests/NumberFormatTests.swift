import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

@Suite struct NumberFormatTests {
    @Test func prefixSuffixAndSignPosition() throws {
        var format = NumberFormat(fractionDigits: 2, prefix: "$", suffix: " USD")
        #expect(format.string(for: -5) == "$-5.00 USD")
        format.signPosition = .beforePrefix
        #expect(format.string(for: -5) == "-$5.00 USD")
        #expect(format.string(for: 1234.5) == "$1,234.50 USD")
    }

    /// A live value keeps as many decimals as the most precise value so far, against a naive
    /// reference: the largest scale seen, two fewer for a percentage.
    @Test(arguments: [NumberStyle.decimal, .percent])
    func aLiveValueKeepsTheMostPreciseDigitsSoFar(style: NumberStyle) {
        var format = NumberFormat()
        format.style = style
        format.fractionDigits = 0
        var random = SplitMix64(seed: 7)
        var mostPrecise = 0
        for _ in 0..<1000 {
            let scale = Int(random.next() % 8)
            let changed = format.keepDigits(ofScale: scale)
            let expected = max(mostPrecise, style == .percent ? max(0, scale - 2) : scale)
            #expect(changed == (expected != mostPrecise))
            mostPrecise = expected
            #expect(format.fractionDigits == mostPrecise)
        }
    }

    @Test func zeroPaddingGroupsLikeDigits() {
        var format = NumberFormat()
        format.minimumIntegerDigits = 3
        #expect(format.string(for: 7) == "007")
        format.minimumIntegerDigits = 7
        #expect(format.string(for: 1234) == "0,001,234")
        format.grouping = .never
        #expect(format.string(for: -1234) == "-0001234")
    }

    @Test func groupingChoices() {
        var format = NumberFormat()
        let value: FixedDecimal = 1_234_567_890
        #expect(format.string(for: value) == "1,234,567,890")
        format.grouping = .indian
        #expect(format.string(for: value) == "1,23,45,67,890")
        format.grouping = .never
        #expect(format.string(for: value) == "1234567890")
        format.locale = Locale(identifier: "es_ES")
        format.grouping = .standard
        #expect(format.string(for: 1234) == "1.234", "an explicit grouping groups four digits too")
        format.grouping = .automatic
        #expect(format.string(for: 1234) == "1234")
    }

    @Test func customNumerals() throws {
        var format = NumberFormat(fractionDigits: 1)
        format.numerals = .devanagari
        #expect(format.string(for: 2024.5) == "२,०२४.५")
        format.numerals = .arabicIndic
        #expect(format.string(for: -10) == "-١٠.٠")
        format.numerals = try Numerals(digits: "⓪①②③④⑤⑥⑦⑧⑨")
        #expect(format.string(for: 19) == "①⑨.⓪")
        #expect(throws: TallyError.self) { try Numerals(digits: "0123") }
    }

    @Test func noNegativeZero() throws {
        let format = NumberFormat(fractionDigits: 2)
        #expect(format.string(for: try FixedDecimal("-0.004")) == "0.00")
        #expect(format.string(for: try FixedDecimal("-0.005")) == "0.00")
        #expect(format.string(for: try FixedDecimal("-0.006")) == "-0.01")
    }

    @Test func extremesAreExact() throws {
        let format = NumberFormat(grouping: .never)
        #expect(format.string(for: FixedDecimal(Int64.min)) == "-9223372036854775808")
        #expect(format.string(for: FixedDecimal(Int64.max)) == "9223372036854775807")
        var fine = NumberFormat(fractionDigits: 18)
        fine.grouping = .never
        let decimal = try FixedDecimal("-9999999999999999999.999999999999999999")
        #expect(fine.string(for: decimal) == "-9999999999999999999.999999999999999999")
    }

    @Test func halfUpMatchesFormatStyleAwayFromZero() throws {
        var generator = SplitMix64(seed: 7)
        for localeID in ["en_US", "de_DE", "hi_IN"] {
            let locale = Locale(identifier: localeID)
            var format = NumberFormat(locale: locale, fractionDigits: 1)
            format.rounding = .halfUp
            let style = Decimal.FormatStyle(locale: locale).precision(.fractionLength(1))
                .rounded(rule: .toNearestOrAwayFromZero)
            for _ in 0..<2_000 {
                var significand = Int128(generator.next() % 10_000_000) * 10 + 5
                if generator.next() % 2 == 0 { significand = -significand }
                let value = try FixedDecimal(significand: significand, scale: 2)
                let decimal = Decimal(string: value.description)!
                #expect(format.string(for: value) == decimal.formatted(style), "\(value)")
            }
        }
    }

    /// countUp.js's `separator` and `decimal` options: custom marks over any
    /// locale, the rest of the locale kept; an odometer draws the same marks.
    @Test func customGroupSeparatorAndDecimalMark() throws {
        var format = NumberFormat()
        format.groupSeparator = ":"
        #expect(format.string(for: 10000) == "10:000")
        var decimals = NumberFormat(fractionDigits: 1)
        decimals.decimalMark = ","
        #expect(decimals.string(for: 100) == "100,0")
        var german = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2)
        german.groupSeparator = "\u{202F}"
        #expect(german.string(for: try FixedDecimal("1234567.5")) == "1\u{202F}234\u{202F}567,50")
        german.groupSeparator = nil
        german.decimalMark = "·"
        #expect(german.string(for: try FixedDecimal("-1234.5")) == "-1.234·50")
        german.decimalMark = nil
        #expect(german.string(for: try FixedDecimal("1234.5")) == "1.234,50", "nil: the locale's again")
        var options = OdometerOptions()
        options.format = format
        let odometer = try Odometer(from: 9999, to: 10000, options: options)
        #expect(odometer.frame(at: odometer.duration).text == "10:000")
    }
}

/// The examples in `NumberFormat`'s own documentation, run.
@Suite struct NumberFormatDocumentationTests {
    @Test func propertyExamplesHold() {
        var german = NumberFormat(fractionDigits: 1)
        german.locale = Locale(identifier: "de_DE")
        #expect(german.string(for: 1234.5) == "1.234,5")
        var two = NumberFormat()
        two.fractionDigits = 2
        #expect(two.string(for: 3) == "3.00")
        var up = NumberFormat(fractionDigits: 1)
        up.rounding = .halfUp
        #expect(up.string(for: 0.25) == "0.3")
        var indian = NumberFormat()
        indian.grouping = .indian
        #expect(indian.string(for: 12_345_678) == "1,23,45,678")
        #expect(NumberFormat(prefix: "$").string(for: 5) == "$5")
        var points = NumberFormat()
        points.suffix = " pts"
        #expect(points.string(for: 42) == "42 pts")
        var dollars = NumberFormat(prefix: "$")
        dollars.signPosition = .beforePrefix
        #expect(dollars.string(for: -5) == "-$5")
        var padded = NumberFormat()
        padded.minimumIntegerDigits = 3
        #expect(padded.string(for: 7) == "007")
        var eastern = NumberFormat()
        eastern.numerals = .arabicIndic
        #expect(eastern.string(for: 12) == "١٢")
    }
}
