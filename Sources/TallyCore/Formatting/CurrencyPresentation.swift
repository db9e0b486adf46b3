/// How an amount names its currency.
///
/// ```swift
/// let euro = NumberFormat(currency: "EUR", locale: Locale(identifier: "en_US"), presentation: .isoCode)
/// euro.string(for: 5)  // "EUR 5.00"
/// ```
public enum CurrencyPresentation: Sendable, Hashable, Codable, CaseIterable {
    /// The locale's symbol: "$", "€", "US$" in some locales.
    case symbol
    /// The shortest symbol, even where it is ambiguous: "$" for every dollar.
    case narrowSymbol
    /// The ISO 4217 code: "USD".
    case isoCode
    /// The currency's name, in the grammatical number of the amount:
    /// "1,234.50 US dollars".
    case name
}
