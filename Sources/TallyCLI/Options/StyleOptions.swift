import Foundation
import TallyCore

/// What the numbers of count and follow are: money, a percentage, a count
/// of bytes; in compact notation, to significant digits, with a sign.
enum StyleOptions {
    static let currency = Option<String>(
        "currency", value: "CODE",
        help: "money in this ISO 4217 currency, e.g. EUR: the locale's symbol, placement and the currency's decimals",
        completion: .currencies
    ) { text, name throws(UsageError) in
        guard currencyCodes.contains(text.uppercased()) else {
            throw UsageError("unknown currency '\(text)' for \(name) (expected an ISO 4217 code such as EUR, USD, JPY)")
        }
        return text.uppercased()
    }
    static let currencyStyle = Option<CurrencyPresentation>(
        "currency-style", value: "S", help: "symbol, narrow, code or name (with --currency)", default: "symbol",
        completion: .words(["symbol", "narrow", "code", "name"])
    ) { text, name throws(UsageError) in
        switch text {
        case "symbol": return .symbol
        case "narrow": return .narrowSymbol
        case "code": return .isoCode
        case "name": return .name
        default: throw UsageError("invalid value '\(text)' for \(name) (expected symbol, narrow, code or name)")
        }
    }
    static let percent = Flag("percent", help: "a percentage: the number times 100 with the locale's percent sign")
    static let bytes = Flag("bytes", help: "a count of bytes in the unit that fits it: 1.2 MB")
    static let binary = Flag("binary", help: "with --bytes, units of 1,024 bytes (ByteCountFormatStyle's .binary)")
    static let compact = Flag("compact", help: "the locale's short names of large numbers: 1.2K, 12M, 12 Mio.")
    static let significant = Option<Int>(
        "significant", value: "N", help: "round to N significant digits, 1-30 (instead of --decimals)"
    ) { text, name throws(UsageError) in try ValueParsers.whole(text, for: name, in: 1...30) }
    static let sign = Option<SignDisplay>(
        "sign", value: "WHEN", help: "auto, always, never or accounting (money in parentheses)", default: "auto",
        completion: .words(["auto", "always", "never", "accounting"])
    ) { text, name throws(UsageError) in
        switch text {
        case "auto": return .automatic
        case "always": return .always()
        case "never": return .never
        case "accounting": return .accounting
        default: throw UsageError("invalid value '\(text)' for \(name) (expected auto, always, never or accounting)")
        }
    }

    static let specs = [
        currency.spec, currencyStyle.spec, percent.spec, bytes.spec, binary.spec, compact.spec, significant.spec,
        sign.spec,
    ]

    /// The first option given that puts words around the digits (a style,
    /// a prefix or a suffix), which a real odometer (`--carry`), turning
    /// plain digits only, cannot draw.
    static func wordsGiven(_ arguments: ParsedArguments) -> String? {
        let affixes = [FormatOptions.prefix.spec, FormatOptions.suffix.spec, FormatOptions.signBeforePrefix.spec]
        return (affixes + specs).map(\.name).first { name in
            // --sign auto is what a plain number does.
            (arguments.value(name) != nil && !(name == sign.spec.name && arguments.value(name) == "auto"))
                || arguments.has(name)
        }
    }

    /// Applies the style options to `format`, after --decimals and the
    /// locale; refuses combinations that say two things at once.
    static func apply(to format: inout NumberFormat, _ arguments: ParsedArguments) throws(UsageError) {
        let decimals = arguments.value(FormatOptions.decimals.spec.name) != nil
        let kinds = ["currency", "percent", "bytes"].filter { arguments.value($0) != nil || arguments.has($0) }
        if kinds.count > 1 { throw UsageError("--\(kinds[0]) and --\(kinds[1]) cannot be combined") }
        if arguments.has(bytes) {
            for other in ["compact", "significant", "decimals"]
            where arguments.value(other) != nil || arguments.has(other) {
                throw UsageError("--\(other) does not apply to --bytes (each unit has its own precision)")
            }
        }
        if decimals, arguments.value(significant.spec.name) != nil {
            throw UsageError("--decimals and --significant cannot be combined")
        }
        if decimals, arguments.has(compact) {
            throw UsageError("--decimals does not apply to --compact (give --significant instead)")
        }
        if arguments.value(currencyStyle.spec.name) != nil, arguments.value(currency.spec.name) == nil {
            throw UsageError("--currency-style needs --currency")
        }
        if arguments.has(binary), !arguments.has(bytes) { throw UsageError("--binary needs --bytes") }
        if let code = try arguments.value(currency) {
            let presentation = try arguments.valueOrDefault(currencyStyle)
            format.style = .currency(code: code, presentation: presentation)
            // The currency's own decimals (0 for yen) unless --decimals says.
            if !decimals {
                format.fractionDigits =
                    NumberFormat(currency: code, locale: format.locale, presentation: presentation).fractionDigits
            }
        }
        if arguments.has(percent) {
            format.style = .percent
            // 0.256 has three decimals; 25.6% one.
            if !decimals { format.fractionDigits = format.fractionDigits(showing: format.fractionDigits) }
        }
        if arguments.has(bytes) { format.style = .bytes(arguments.has(binary) ? .binary : .decimal) }
        if arguments.has(compact) { format.notation = .compact }
        if let digits = try arguments.value(significant) { format.significantDigits = 1...digits }
        format.signDisplay = try arguments.valueOrDefault(sign)
    }

    private static let currencyCodes = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// The codes shells complete for `--currency`, sorted.
    static var completedCurrencies: [String] { currencyCodes.sorted() }
}
