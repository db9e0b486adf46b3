import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// The formatter against Foundation's `Decimal.FormatStyle` (ICU and CLDR).
@Suite struct NumberFormatOracleTests {
    static let locales = ["en_US", "de_DE", "fr_FR", "hi_IN", "ar_EG", "de_CH", "es_ES"]

    /// The one documented difference: a value that rounds to zero has no minus sign.
    static func expected(_ value: Decimal, _ style: Decimal.FormatStyle, roundsToZero: Bool) -> String {
        (roundsToZero ? Decimal(0) : value).formatted(style)
    }

    @Test(arguments: locales)
    func matchesDecimalFormatStyleOnRandomValues(localeID: String) throws {
        let locale = Locale(identifier: localeID)
        var generator = SplitMix64(seed: localeID.utf8.reduce(17) { $0 &* 31 &+ UInt64($1) })
        var checked = 0
        for fractionDigits in 0...6 {
            let format = NumberFormat(locale: locale, fractionDigits: fractionDigits)
            let style = Decimal.FormatStyle(locale: locale)
                .precision(.fractionLength(fractionDigits))
                .rounded(rule: .toNearestOrEven)
            for _ in 0..<2_400 {
                let digitCount = Int(generator.next() % 19) + 1
                let scale = Int(generator.next() % 9)
                var significand = Int128(generator.next() % 1_000_000_000_000_000_000)
                significand /= FixedDecimal.powerOfTen(19 - digitCount)
                if generator.next() % 2 == 0 { significand = -significand }
                // Ties (…5 exactly) often, to exercise half-even rounding.
                if generator.next() % 4 == 0, scale > fractionDigits {
                    significand = significand / 10 * 10 + (significand < 0 ? -5 : 5)
                }
                let value = try FixedDecimal(significand: significand, scale: scale)
                let decimal = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX"))!
                let rounded = value.significand(atScale: fractionDigits)
                let want = Self.expected(decimal, style, roundsToZero: rounded == 0)
                let got = format.string(for: value)
                #expect(got == want, "\(localeID) \(value) fd=\(fractionDigits)")
                if got != want { return }
                checked += 1
            }
        }
        #expect(checked == 7 * 2_400)
    }

    /// Every number next to a power of ten or a group's edge (999, 1,000,
    /// 1,001, 999,999, 1,000,000, …) up to Int64's limits, both signs, with
    /// and without fraction digits, grouped and not, padded to 5 integer
    /// digits or not: where writing by groups of three would slip.
    @Test(arguments: locales)
    func matchesDecimalFormatStyleAtGroupEdges(localeID: String) throws {
        let locale = Locale(identifier: localeID)
        var magnitudes: Set<Int64> = [0, 1, Int64.max, Int64.max - 1]
        var power: Int64 = 1
        for _ in 0...18 {
            for value in [power - 1, power, power + 1, 2 * power - 1] where value >= 0 { magnitudes.insert(value) }
            power = power.multipliedReportingOverflow(by: 10).partialValue
        }
        var checked = 0
        for (grouping, minimumIntegerDigits) in [(Grouping.automatic, 1), (.never, 1), (.automatic, 5)] {
            for fractionDigits in [0, 2] {
                var format = NumberFormat(locale: locale, fractionDigits: fractionDigits, grouping: grouping)
                format.minimumIntegerDigits = minimumIntegerDigits
                let style = Decimal.FormatStyle(locale: locale)
                    .precision(
                        .integerAndFractionLength(
                            integerLimits: minimumIntegerDigits..., fractionLimits: fractionDigits...fractionDigits)
                    )
                    .grouping(grouping == .never ? .never : .automatic)
                for magnitude in magnitudes {
                    for significand in [Int128(magnitude), -Int128(magnitude)] {
                        let value = try FixedDecimal(significand: significand, scale: fractionDigits)
                        let decimal = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX"))!
                        let want = Self.expected(decimal, style, roundsToZero: significand == 0)
                        let got = format.string(for: value)
                        #expect(got == want, "\(localeID) \(value) \(grouping) min \(minimumIntegerDigits)")
                        if got != want { return }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 3 * 2 * magnitudes.count * 2)
    }

    /// The longest texts of an ASCII format: padded to 40 integer digits,
    /// 18 fraction digits, 37 bytes of prefix and suffix, the largest
    /// magnitudes a value holds, `Int64.min` and `UInt64.max` (the most the
    /// 64-byte shortest path takes, 1,844,674,407,370,955,161.5) among them.
    @Test(arguments: ["en_US", "de_DE"])
    func longestTextsMatchDecimalFormatStyle(localeID: String) throws {
        let locale = Locale(identifier: localeID)
        let (prefix, suffix) = ("abcdefghijklmnopq", "rstuvwxyzABCDEFGHIJ")
        let wholes: [Int128] = [0, 1, 999, 1_000, Int128(Int64.max), Int128(Int64.max) + 1, 9_999_999_999_999_999_999]
        var longest = 0
        for minimumIntegerDigits in [1, 19, 20, 21, 34, 40] {
            for fractionDigits in [0, 1, 10, 18] {
                var format = NumberFormat(
                    locale: locale, fractionDigits: fractionDigits, prefix: prefix, suffix: suffix)
                format.minimumIntegerDigits = minimumIntegerDigits
                let style = Decimal.FormatStyle(locale: locale)
                    .precision(
                        .integerAndFractionLength(
                            integerLimits: minimumIntegerDigits..., fractionLimits: fractionDigits...fractionDigits))
                var significands = wholes.map { $0 * FixedDecimal.powerOfTen(fractionDigits) }
                if fractionDigits == 1 { significands.append(Int128(UInt64.max)) }
                for magnitude in significands {
                    for significand in [magnitude, -magnitude] {
                        let value = try FixedDecimal(significand: significand, scale: fractionDigits)
                        let decimal = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX"))!
                        let want = prefix + Self.expected(decimal, style, roundsToZero: significand == 0) + suffix
                        let got = format.string(for: value)
                        #expect(got == want, "\(localeID) \(value) min \(minimumIntegerDigits)")
                        if got != want { return }
                        longest = max(longest, got.utf8.count)
                    }
                }
            }
        }
        #expect(longest == 40 + 13 + 1 + 18 + 37)
    }

    @Test func minimumGroupingDigitsFollowCLDR() {
        let spanish = NumberFormat(locale: Locale(identifier: "es_ES"))
        #expect(spanish.string(for: 1234) == "1234")
        #expect(spanish.string(for: 12345) == "12.345")
        let american = NumberFormat(locale: Locale(identifier: "en_US"))
        #expect(american.string(for: 1234) == "1,234")
    }

    @Test func localeDigitsAndMarks() {
        let egyptian = NumberFormat(locale: Locale(identifier: "ar_EG"), fractionDigits: 2)
        #expect(egyptian.string(for: -1234.5) == "\u{061C}-١٬٢٣٤٫٥٠")
        let indian = NumberFormat(locale: Locale(identifier: "hi_IN"))
        #expect(indian.string(for: 123456789) == "12,34,56,789")
        let swiss = NumberFormat(locale: Locale(identifier: "de_CH"), fractionDigits: 1)
        #expect(swiss.string(for: 1234567.25) == "1’234’567.2")
    }
}
