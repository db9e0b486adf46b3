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
