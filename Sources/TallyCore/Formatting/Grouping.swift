/// How the integer digits of a number are grouped.
///
/// ```swift
/// var format = NumberFormat()
/// format.grouping = .indian
/// format.string(for: 12345678)  // "1,23,45,678"
/// ```
public enum Grouping: Sendable, Hashable, Codable {
    /// As the locale groups, including CLDR's minimum grouping digits
    /// (es_ES writes 1234 but 12.345; hi_IN groups 3;2). The default.
    case automatic
    /// Groups of three: 12,345,678.
    case standard
    /// Three, then twos: 1,23,45,678.
    case indian
    /// No grouping: 12345678.
    case never
}
