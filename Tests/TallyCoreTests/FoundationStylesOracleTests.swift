import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// Foundation's spellings on Tally's format write Foundation's texts:
/// each against `Decimal.FormatStyle` spelled the same way, on random values
/// in several locales.
@Suite struct FoundationStylesOracleTests {
    static let locales = ["en_US", "de_DE", "fr_FR", "hi_IN", "ar_EG", "de_CH", "ja_JP"]

    /// A Tally spelling and Foundation's, side by side.
    struct Spelling: Sendable, CustomStringConvertible {
        let description: String
        let tally: @Sendable () -> NumberFormat
        /// Foundation's text for a value in a locale.
        let expected: @Sendable (Decimal, Locale) -> String

        init(
            _ tally: @escaping @Sendable () -> NumberFormat, _ description: String,
            _ expected: @escaping @Sendable (Decimal, Locale) -> String
        ) {
            self.description = description
            self.tally = tally
            self.expected = expected
        }
    }

    static let spellings: [Spelling] = [
        Spelling({ .number }, ".number") { $0.formatted(.number.locale($1)) },
        Spelling({ .number.precision(.fractionLength(2)) }, ".number.precision(.fractionLength(2))") {
            $0.formatted(.number.precision(.fractionLength(2)).locale($1))
        },
        Spelling({ .number.precision(.fractionLength(0)) }, ".number.precision(.fractionLength(0))") {
            $0.formatted(.number.precision(.fractionLength(0)).locale($1))
        },
        Spelling({ .number.precision(.fractionLength(1...3)) }, ".number.precision(.fractionLength(1...3))") {
            $0.formatted(.number.precision(.fractionLength(1...3)).locale($1))
        },
        Spelling({ .number.precision(.significantDigits(1...3)) }, ".number.precision(.significantDigits(1...3))") {
            $0.formatted(.number.precision(.significantDigits(1...3)).locale($1))
        },
        Spelling({ .number.notation(.compactName) }, ".number.notation(.compactName)") {
            $0.formatted(.number.notation(.compactName).locale($1))
        },
        Spelling({ .number.grouping(.never) }, ".number.grouping(.never)") {
            $0.formatted(.number.grouping(.never).locale($1))
        },
        Spelling({ .number.sign(strategy: .always()) }, ".number.sign(strategy: .always())") {
            $0.formatted(.number.sign(strategy: .always()).locale($1))
        },
        Spelling({ .percent }, ".percent") { $0.formatted(.percent.locale($1)) },
        Spelling({ .percent.precision(.fractionLength(1)) }, ".percent.precision(.fractionLength(1))") {
            $0.formatted(.percent.precision(.fractionLength(1)).locale($1))
        },
        Spelling({ .currency(code: "EUR") }, ".currency(code: EUR)") {
            $0.formatted(.currency(code: "EUR").locale($1))
        },
        Spelling({ .currency(code: "JPY") }, ".currency(code: JPY)") {
            $0.formatted(.currency(code: "JPY").locale($1))
        },
        Spelling({ .currency(code: "KWD") }, ".currency(code: KWD)") {
            $0.formatted(.currency(code: "KWD").locale($1))
        },
        Spelling(
            { .currency(code: "USD").sign(strategy: .accounting) }, ".currency(code: USD).sign(strategy: .accounting)"
        ) {
            $0.formatted(.currency(code: "USD").sign(strategy: .accounting).locale($1))
        },
        Spelling({ .currency(code: "EUR").presentation(.isoCode) }, ".currency(code: EUR).presentation(.isoCode)") {
            $0.formatted(.currency(code: "EUR").presentation(.isoCode).locale($1))
        },
        Spelling(
            { .currency(code: "EUR").precision(.fractionLength(0)) },
            ".currency(code: EUR).precision(.fractionLength(0))"
        ) {
            $0.formatted(.currency(code: "EUR").precision(.fractionLength(0)).locale($1))
        },
    ]

    /// Random values with up to 12 integer and 8 fraction digits, a zero,
    /// and values that round to a whole number at six digits; written as
    /// Foundation's `Decimal` holds them (no trailing zeros).
    static func values(seed: UInt64) -> [Decimal] {
        var generator = SplitMix64(seed: seed)
        var texts = ["0", "1", "-1", "0.5", "1.9999999", "-0.0000001", "999999.9999999", "1234.5", "12345678"]
        for _ in 0..<400 {
            let integer =
                generator.next() % 1_000_000_000_000 / [1, 1_000, 1_000_000, 1_000_000_000][Int(generator.next() % 4)]
            let fractionDigits = Int(generator.next() % 9)
            var fraction = ""
            for _ in 0..<fractionDigits { fraction.append(String(generator.next() % 10)) }
            let sign = generator.next() % 3 == 0 ? "-" : ""
            texts.append(fraction.isEmpty ? "\(sign)\(integer)" : "\(sign)\(integer).\(fraction)")
        }
        return texts.map { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX"))! }
    }

    @Test(arguments: locales)
    func eachSpellingWritesFoundationsText(localeID: String) throws {
        let locale = Locale(identifier: localeID)
        let values = Self.values(seed: localeID.utf8.reduce(47) { $0 &* 31 &+ UInt64($1) })
        for spelling in Self.spellings {
            let format = spelling.tally().locale(locale)
            var mismatches = 0
            for decimal in values {
                let value = try FixedDecimal(decimal)
                // The one documented difference: a value shown as zero has no minus sign.
                let roundsToZero = format.shown(for: value).shown == 0
                let want = spelling.expected(roundsToZero ? 0 : decimal, locale)
                let got = format.string(for: value)
                if got != want { mismatches += 1 }
                #expect(got == want, "\(localeID) \(spelling) \(decimal)")
                if mismatches > 3 { break }
            }
        }
    }

    /// The spellings follow the view's locale until one is given.
    @Test func theSpellingsFollowTheViewsLocaleUntilOneIsGiven() {
        let german = Locale(identifier: "de_DE")
        #expect(NumberFormat.currency(code: "EUR").following(german).string(for: 1234.5) == "1.234,50\u{A0}€")
        #expect(NumberFormat.number.following(german).string(for: 1234.5) == "1.234,5")
        #expect(NumberFormat.percent.following(nil).string(for: 0.5) == "50%")
        let irish = NumberFormat.currency(code: "EUR").locale(Locale(identifier: "en_IE"))
        #expect(irish.following(german).string(for: 1234.5) == "€1,234.50")
        #expect(NumberFormat(fractionDigits: 2).following(german).string(for: 1) == "1.00")
        var set = NumberFormat.number
        set.locale = Locale(identifier: "fr_FR")
        #expect(!set.following(german).followsEnvironmentLocale)
    }

    /// A count written with `.number` keeps its values' digits all along:
    /// no change of width from frame to frame.
    @Test func aCountWithNumberKeepsItsWidth() throws {
        let counter = try Counter(from: 0, to: 19.99, duration: .seconds(1), format: .number)
        let texts = stride(from: 0, through: 1000, by: 50).map {
            counter.frame(at: .milliseconds($0)).text
        }
        #expect(texts.first == "0.00" && texts.last == "19.99")
        #expect(texts.allSatisfy { $0.count == 4 || $0.count == 5 })
        #expect(texts.allSatisfy { $0.split(separator: ".").last?.count == 2 })
    }
}
