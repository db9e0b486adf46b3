import Foundation

/// Foundation's own text for a style, notation and sign display: what a
/// ``NumberFormat`` learns its symbols from, once, and, where the words
/// around a number change with the number (a currency's name, some
/// compact names), asks for each number it writes.
struct FormatProbe: Sendable, Hashable {
    let locale: Locale
    let style: NumberStyle
    let notation: Notation
    let sign: SignDisplay

    /// How the digits of a probe are rounded.
    enum Precision: Hashable {
        case fractionDigits(Int)
        case significantDigits(ClosedRange<Int>)
        /// Foundation's own default (compact notation's "1.2K").
        case automatic
    }

    /// The text of `value` shown as it is (a percentage's shown value,
    /// 25.6 for 25.6%, not 0.256); `grouping` false writes a plain
    /// decimal's digits without separators.
    func text(_ value: Decimal, _ precision: Precision, grouping: Bool = true) -> String {
        switch style {
        case .decimal, .bytes:
            var format = Decimal.FormatStyle(locale: locale).sign(strategy: Self.strategy(sign))
            if notation == .compact { format = format.notation(.compactName) }
            if !grouping { format = format.grouping(.never) }
            switch precision {
            case .fractionDigits(let digits): format = format.precision(.fractionLength(digits))
            case .significantDigits(let range): format = format.precision(.significantDigits(range))
            case .automatic: break
            }
            return value.formatted(format)
        case .percent:
            var format = Decimal.FormatStyle.Percent(locale: locale).sign(strategy: Self.strategy(sign))
            if notation == .compact { format = format.notation(.compactName) }
            switch precision {
            case .fractionDigits(let digits): format = format.precision(.fractionLength(digits))
            case .significantDigits(let range): format = format.precision(.significantDigits(range))
            case .automatic: break
            }
            return (value / 100).formatted(format)
        case .currency(let code, let presentation):
            var format = Decimal.FormatStyle.Currency(code: code, locale: locale)
                .sign(strategy: Self.currencyStrategy(sign))
                .presentation(Self.presentation(presentation))
            if notation == .compact { format = format.notation(.compactName) }
            switch precision {
            case .fractionDigits(let digits): format = format.precision(.fractionLength(digits))
            case .significantDigits(let range): format = format.precision(.significantDigits(range))
            case .automatic: break
            }
            return value.formatted(format)
        }
    }

    /// The text of a count of bytes as `ByteCountFormatStyle` writes it.
    func bytes(_ count: Int64, _ units: ByteUnits) -> String {
        count.formatted(
            ByteCountFormatStyle(
                style: units == .decimal ? .file : .memory, allowedUnits: .all, spellsOutZero: false,
                includesActualByteCount: false, locale: locale))
    }

    /// The currency's own number of decimals (2 for euros, 0 for yen).
    func currencyFractionDigits() -> Int {
        guard case .currency(let code, let presentation) = style else { return 0 }
        let text = Decimal(1).formatted(
            Decimal.FormatStyle.Currency(code: code, locale: locale).presentation(Self.presentation(presentation)))
        return ProbeParts(text).runs.dropFirst().first?.count ?? 0
    }

    private static func strategy(_ sign: SignDisplay) -> Decimal.FormatStyle.Configuration.SignDisplayStrategy {
        switch sign {
        case .automatic, .accounting: return .automatic
        case .never: return .never
        case .always(let zero), .accountingAlways(let zero): return .always(includingZero: zero)
        }
    }

    private static func currencyStrategy(
        _ sign: SignDisplay
    ) -> Decimal.FormatStyle.Currency.Configuration.SignDisplayStrategy {
        switch sign {
        case .automatic: return .automatic
        case .never: return .never
        case .always(let zero): return .always(showZero: zero)
        case .accounting: return .accounting
        case .accountingAlways(let zero): return .accountingAlways(showZero: zero)
        }
    }

    private static func presentation(
        _ presentation: CurrencyPresentation
    ) -> Decimal.FormatStyle.Currency.Configuration.Presentation {
        switch presentation {
        case .symbol: return .standard
        case .narrowSymbol: return .narrow
        case .isoCode: return .isoCode
        case .name: return .fullName
        }
    }
}
