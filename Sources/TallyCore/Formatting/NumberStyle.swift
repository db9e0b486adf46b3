/// What a number is: a plain decimal, a percentage, an amount of money or
/// a count of bytes. The style decides the symbols around the digits and
/// where they go in each locale, as Foundation's format styles do.
///
/// ```swift
/// var format = NumberFormat(locale: Locale(identifier: "de_DE"))
/// format.style = .percent
/// format.fractionDigits = 1
/// format.string(for: try FixedDecimal("0.256"))  // "25,6 %"
/// ```
public enum NumberStyle: Sendable, Hashable, Codable {
    /// The number as it is (the default).
    case decimal
    /// The number times 100 with the locale's percent sign:
    /// 0.256 is "25.6%" in `en_US`, "25,6 %" in `de_DE`.
    case percent
    /// An amount in the currency of an ISO 4217 code, such as "EUR", with
    /// the locale's placement and spacing of its symbol: 1234.5 euros are
    /// "1.234,50 €" in `de_DE` and "€1,234.50" in `en_IE`. Use
    /// ``NumberFormat/init(currency:locale:presentation:)`` to also get
    /// the currency's own number of decimals (0 for yen, 3 for dinars).
    case currency(code: String, presentation: CurrencyPresentation = .symbol)
    /// A count of bytes, in the unit that fits it, as Foundation's
    /// `ByteCountFormatStyle` writes it: 1,250,000 is "1.2 MB". A number
    /// is rounded to whole bytes first; the unit's own precision applies
    /// (whole bytes and kilobytes, up to one decimal for megabytes, two
    /// beyond), and ``NumberFormat/fractionDigits``,
    /// ``NumberFormat/significantDigits`` and ``NumberFormat/notation`` do
    /// not. Zero is written with digits ("0 bytes"), never spelled out.
    case bytes(ByteUnits = .decimal)
}
