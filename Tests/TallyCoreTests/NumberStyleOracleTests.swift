import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// Every style against Foundation's own format styles (ICU and CLDR): at
/// least 100,000 random values per style across 77 locales. The one
/// deliberate difference: a value that rounds to zero shows zero's text
/// (no "-0.00", no "($0.00)"). One style at a time, each on a thread of
/// its own: the cooperative pool stays free for the terminal tests.
@Suite(.serialized) struct NumberStyleOracleTests {
    static let locales = [
        "en_US", "en_GB", "en_IN", "en_IE", "en_AU", "de_DE", "de_CH", "de_AT", "fr_FR", "fr_CH", "fr_CA", "it_IT",
        "es_ES", "es_MX", "pt_BR", "pt_PT", "nl_NL", "sv_SE", "nb_NO", "da_DK", "fi_FI", "pl_PL", "cs_CZ", "sk_SK",
        "hu_HU", "ro_RO", "bg_BG", "ru_RU", "uk_UA", "el_GR", "tr_TR", "he_IL", "ar_EG", "ar_SA", "ar_MA", "fa_IR",
        "ur", "hi_IN", "bn_BD", "mr_IN", "ta_IN", "te_IN", "th_TH", "vi_VN", "id_ID", "ms_MY", "ja_JP", "ko_KR",
        "zh_Hans_CN", "zh_Hant_TW", "zh_Hant_HK", "sw_KE", "am_ET", "my_MM", "km_KH", "ka_GE", "hy_AM", "lt_LT",
        "lv_LV", "et_EE",
        "sr_Cyrl_RS", "hr_HR", "sl_SI", "is_IS", "ga_IE", "cy_GB", "ca_ES", "eu_ES", "gl_ES", "af_ZA", "zu_ZA", "ne_NP",
        "si_LK", "kk_KZ", "uz_Latn_UZ", "mn_MN", "ps_AF",
    ]
    /// Values per locale: 77 × 1,300 = 100,100 per style.
    static let perLocale = 1_300

    /// The currencies whose amounts have no decimals, and those with three,
    /// as Foundation writes them.
    static let currenciesByDigits: [Int: [String]] = {
        let english = Locale(identifier: "en_US")
        var byDigits: [Int: [String]] = [:]
        for code in Locale.Currency.isoCurrencies.map(\.identifier).sorted() {
            let text = Decimal(1).formatted(
                Decimal.FormatStyle.Currency(code: code, locale: english).presentation(.isoCode))
            let digits = text.split(separator: ".").count == 2 ? text.split(separator: ".")[1].count : 0
            byDigits[digits, default: []].append(code)
        }
        return byDigits
    }()

    /// A random value of 1 to 19 digits at scale 0 to 8, ties often.
    static func randomValue(_ generator: inout SplitMix64) throws -> (FixedDecimal, Decimal) {
        let digitCount = Int(generator.next() % 19) + 1
        let scale = Int(generator.next() % 9)
        var significand = Int128(generator.next() % 1_000_000_000_000_000_000)
        significand /= FixedDecimal.powerOfTen(19 - digitCount)
        if generator.next() % 2 == 0 { significand = -significand }
        if generator.next() % 4 == 0 { significand = significand / 10 * 10 + (significand < 0 ? -5 : 5) }
        if generator.next() % 16 == 0 { significand = 0 }
        let value = try FixedDecimal(significand: significand, scale: scale)
        return (value, Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX"))!)
    }

    /// Whether `value` × 10^`shift` rounds half-even to zero at `digits`.
    static func roundsToZero(_ value: Decimal, digits: Int, shift: Int = 0) -> Bool {
        var scaled = value * pow(Decimal(10), shift)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, digits, .bankers)
        return rounded.isZero
    }

    static let signs: [SignDisplay] = [
        .automatic, .always(), .always(includingZero: false), .never, .accounting, .accountingAlways(),
        .accountingAlways(includingZero: false),
    ]

    static func decimalSign(_ sign: SignDisplay) -> Decimal.FormatStyle.Configuration.SignDisplayStrategy {
        switch sign {
        case .automatic, .accounting: return .automatic
        case .never: return .never
        case .always(let zero), .accountingAlways(let zero): return .always(includingZero: zero)
        }
    }

    static func currencySign(_ sign: SignDisplay) -> Decimal.FormatStyle.Currency.Configuration.SignDisplayStrategy {
        switch sign {
        case .automatic: return .automatic
        case .never: return .never
        case .always(let zero): return .always(showZero: zero)
        case .accounting: return .accounting
        case .accountingAlways(let zero): return .accountingAlways(showZero: zero)
        }
    }

    static let presentations: [(CurrencyPresentation, Decimal.FormatStyle.Currency.Configuration.Presentation)] = [
        (.symbol, .standard), (.narrowSymbol, .narrow), (.isoCode, .isoCode), (.name, .fullName),
    ]

    /// The formats a check made, by what made them: a format is made once
    /// for its locale and settings, not once a value (making one costs
    /// more than formatting with it).
    struct FormatCache {
        var formats: [String: NumberFormat] = [:]

        mutating func format(_ key: String, make: () -> NumberFormat) -> NumberFormat {
            if let format = formats[key] { return format }
            let format = make()
            formats[key] = format
            return format
        }
    }

    /// What a check found: how many values agreed, the first that did
    /// not, and the locales Foundation does not list.
    struct Outcome: Sendable {
        var checked = 0
        var mismatch: String?
        var unknownLocales: [String] = []
        var skipped = 0
    }

    /// Runs `compare` on `perLocale` random values in every locale and
    /// stops at the first difference; `compare` returns nil for a value it
    /// skips.
    static func check(
        _ name: String, compare: (Locale, inout SplitMix64) throws -> (got: String, want: String, what: String)?
    ) throws -> Outcome {
        var outcome = Outcome()
        let known = Set(Locale.availableIdentifiers)
        for identifier in locales {
            if !known.contains(identifier) { outcome.unknownLocales.append(identifier) }
            let locale = Locale(identifier: identifier)
            var generator = SplitMix64(seed: (name + identifier).utf8.reduce(17) { $0 &* 31 &+ UInt64($1) })
            for _ in 0..<perLocale {
                guard let (got, want, what) = try compare(locale, &generator) else {
                    outcome.skipped += 1
                    continue
                }
                guard got == want else {
                    outcome.mismatch = "\(name) \(identifier) \(what): got '\(got)', Foundation '\(want)'"
                    return outcome
                }
                outcome.checked += 1
            }
        }
        return outcome
    }

    /// Runs a check on a thread of its own (the cooperative pool stays free
    /// for the tests that drive terminals) and expects it clean.
    static func expectClean(
        _ check: @escaping @Sendable () throws -> Outcome, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let outcome = try await offThePool(check)
        #expect(outcome.mismatch == nil, "\(outcome.mismatch ?? "")", sourceLocation: sourceLocation)
        #expect(
            outcome.unknownLocales.isEmpty, "not locales here: \(outcome.unknownLocales)",
            sourceLocation: sourceLocation)
        #expect(outcome.checked >= 100_000, "\(outcome.checked) values checked", sourceLocation: sourceLocation)
        // Passed over: only the Turkish currency names ICU splits the digits of.
        #expect(outcome.skipped <= 2_000, "\(outcome.skipped) values passed over", sourceLocation: sourceLocation)
    }

    @Test(arguments: presentations.map(\.0))
    func currenciesMatchFoundation(presentation: CurrencyPresentation) async throws {
        let foundation = Self.presentations.first { $0.0 == presentation }!.1
        let rare = (Self.currenciesByDigits[0] ?? []) + (Self.currenciesByDigits[3] ?? []) + ["CLF"]
        #expect((Self.currenciesByDigits[0] ?? []).count >= 10 && (Self.currenciesByDigits[3] ?? []).count >= 5)
        let codes = rare + ["EUR", "USD", "GBP", "INR", "JPY"]
        try await Self.expectClean { try Self.currencies(presentation, foundation, codes) }
    }

    static func currencies(
        _ presentation: CurrencyPresentation, _ foundation: Decimal.FormatStyle.Currency.Configuration.Presentation,
        _ codes: [String]
    ) throws -> Outcome {
        var format = NumberFormat()
        var drawn = 0
        var runTogether = 0
        var outcome = try Self.check("currency \(presentation)") { locale, generator in
            // Every currency with 0 or 3 decimals and the common ones, each
            // for 50 values with one sign display, in turn.
            if drawn % 50 == 0 {
                let code = codes[Int(generator.next() % UInt64(codes.count))]
                format = NumberFormat(currency: code, locale: locale, presentation: presentation)
                format.signDisplay = Self.signs[Int(generator.next() % UInt64(Self.signs.count))]
            }
            drawn += 1
            guard case .currency(let code, _) = format.style, format.locale == locale else { return nil }
            let (value, decimal) = try Self.randomValue(&generator)
            let digits = format.fractionDigits
            let style = Decimal.FormatStyle.Currency(code: code, locale: locale).presentation(foundation)
                .sign(strategy: Self.currencySign(format.signDisplay)).precision(.fractionLength(digits))
                .rounded(rule: .toNearestOrEven)
            let shown = Self.roundsToZero(decimal, digits: digits) ? Decimal(0) : decimal
            let want = shown.formatted(style)
            // A deliberate difference: ICU runs some currency names into
            // the digits, splitting the number around a Turkish name ("BIF
            // 26 Burundi frangı4" for 264, "… (1968–2012)9") or, in the
            // ICU of Swift 6.0, gluing a Sinhala one to it ("ඇමරිකානු
            // ඩොලර්626,312,083.89"); Tally keeps the number whole and apart
            // from the words. Its digits must still be Foundation's.
            let characters = Array(want)
            let isDigit = { (character: Character) in
                character.unicodeScalars.first?.properties.numericType == .decimal
            }
            let got = format.string(for: value)
            if presentation == .name, ["tr", "si"].contains(locale.language.languageCode?.identifier ?? ""),
                zip(characters, characters.dropFirst()).contains(where: {
                    ($0.isLetter || $0 == ")") && isDigit($1) || (isDigit($0) && $1.isLetter)
                })
            {
                // The same digits (a name's own, "1968–2012", among them);
                // only where the words go differs.
                runTogether += 1
                return (
                    String(got.filter(isDigit).sorted()), String(want.filter(isDigit).sorted()),
                    "digits of \(code) \(format.signDisplay) \(value)"
                )
            }
            return (got, want, "\(code) \(format.signDisplay) \(value)")
        }
        // A few texts of 100,100 (Turkish and Sinhala ones) run a name into the digits.
        if runTogether >= 2_000 { outcome.mismatch = "\(runTogether) names run into the digits" }
        return outcome
    }

    @Test func percentsMatchFoundation() async throws {
        try await Self.expectClean {
            var formats = FormatCache()
            return try Self.check("percent") { locale, generator in
                let (digits, sign) = (Int(generator.next() % 4), Self.signs[Int(generator.next() % 4)])
                let format = formats.format("\(locale.identifier) \(digits) \(sign)") {
                    var format = NumberFormat(locale: locale, fractionDigits: digits)
                    format.style = .percent
                    format.signDisplay = sign
                    return format
                }
                let (value, decimal) = try Self.randomValue(&generator)
                let style = Decimal.FormatStyle.Percent(locale: locale)
                    .sign(strategy: Self.decimalSign(format.signDisplay))
                    .precision(.fractionLength(format.fractionDigits)).rounded(rule: .toNearestOrEven)
                let shown = Self.roundsToZero(decimal, digits: format.fractionDigits, shift: 2) ? Decimal(0) : decimal
                return (format.string(for: value), shown.formatted(style), "\(format.fractionDigits) \(value)")
            }
        }
    }

    @Test func compactNumbersMatchFoundation() async throws {
        try await Self.expectClean {
            var formats = FormatCache()
            return try Self.check("compact") { locale, generator in
                let sign = Self.signs[Int(generator.next() % 4)]
                var style = Decimal.FormatStyle(locale: locale).notation(.compactName)
                    .sign(strategy: Self.decimalSign(sign)).rounded(rule: .toNearestOrEven)
                var range: ClosedRange<Int>?
                if generator.next() % 3 == 0 {
                    let low = Int(generator.next() % 4) + 1
                    range = low...(low + Int(generator.next() % 4))
                    style = style.precision(.significantDigits(range!))
                }
                let format = formats.format("\(locale.identifier) \(String(describing: range)) \(sign)") {
                    var format = NumberFormat(locale: locale)
                    format.notation = .compact
                    format.signDisplay = sign
                    if let range { format.significantDigits = range }
                    return format
                }
                let (value, decimal) = try Self.randomValue(&generator)
                return (
                    format.string(for: value), decimal.formatted(style),
                    "\(String(describing: format.significantDigits)) \(value)"
                )
            }
        }
    }

    @Test func significantDigitsMatchFoundation() async throws {
        try await Self.expectClean {
            var formats = FormatCache()
            return try Self.check("significant") { locale, generator in
                let low = Int(generator.next() % 6) + 1
                let range = low...(low + Int(generator.next() % 8))
                let format = formats.format("\(locale.identifier) \(range)") {
                    var format = NumberFormat(locale: locale)
                    format.significantDigits = range
                    return format
                }
                let style = Decimal.FormatStyle(locale: locale).precision(.significantDigits(range))
                    .rounded(rule: .toNearestOrEven)
                let (value, decimal) = try Self.randomValue(&generator)
                return (format.string(for: value), decimal.formatted(style), "\(range) \(value)")
            }
        }
    }

    @Test func signDisplaysMatchFoundation() async throws {
        try await Self.expectClean {
            var formats = FormatCache()
            return try Self.check("signs") { locale, generator in
                let digits = Int(generator.next() % 4)
                let sign = Self.signs[Int(generator.next() % UInt64(Self.signs.count))]
                let format = formats.format("\(locale.identifier) \(digits) \(sign)") {
                    var format = NumberFormat(locale: locale, fractionDigits: digits)
                    format.signDisplay = sign
                    return format
                }
                let style = Decimal.FormatStyle(locale: locale).sign(strategy: Self.decimalSign(format.signDisplay))
                    .precision(.fractionLength(format.fractionDigits)).rounded(rule: .toNearestOrEven)
                let (value, decimal) = try Self.randomValue(&generator)
                let shown = Self.roundsToZero(decimal, digits: format.fractionDigits) ? Decimal(0) : decimal
                return (format.string(for: value), shown.formatted(style), "\(format.signDisplay) \(value)")
            }
        }
    }

    @Test(arguments: ByteUnits.allCases)
    func byteCountsMatchFoundation(units: ByteUnits) async throws {
        try await Self.expectClean {
            var formats = FormatCache()
            return try Self.check("bytes \(units)") { locale, generator in
                let format = formats.format(locale.identifier) {
                    var format = NumberFormat(locale: locale)
                    format.style = .bytes(units)
                    return format
                }
                // Every size from 0 to Int64.max, by its number of digits.
                let digits = Int(generator.next() % 19) + 1
                var count = Int64(truncatingIfNeeded: generator.next() % UInt64(Int64.max))
                if digits < 19 { count %= Int64(FixedDecimal.powerOfTen(digits)) }
                if generator.next() % 2 == 0 { count = -count }
                let style = ByteCountFormatStyle(
                    style: units == .decimal ? .file : .memory, allowedUnits: .all, spellsOutZero: false,
                    includesActualByteCount: false, locale: locale)
                return (format.string(for: FixedDecimal(count)), count.formatted(style), "\(count)")
            }
        }
    }
}
