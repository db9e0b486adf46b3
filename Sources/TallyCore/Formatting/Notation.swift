/// How a number's size is written.
///
/// ```swift
/// var format = NumberFormat()
/// format.notation = .compact
/// format.string(for: 12_345_678)  // "12M"
/// ```
public enum Notation: Sendable, Hashable, Codable, CaseIterable {
    /// Every digit: "12,345,678" (the default).
    case standard
    /// The locale's short name of the power of ten: "12M" in `en_US`,
    /// "12 Mio." in `de_DE`, "1.2 क॰" in `hi_IN`. The number before the
    /// name is rounded to a whole number, keeping two significant digits
    /// when it is below ten ("1.2K", "12K", "123K"), unless
    /// ``NumberFormat/significantDigits`` says otherwise;
    /// ``NumberFormat/fractionDigits`` does not apply.
    case compact
}
