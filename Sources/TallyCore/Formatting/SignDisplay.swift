/// When a number shows its sign.
///
/// ```swift
/// var format = NumberFormat()
/// format.signDisplay = .always()
/// format.string(for: 5)   // "+5"
/// format.string(for: 0)   // "+0"
/// ```
public enum SignDisplay: Sendable, Hashable, Codable {
    /// A minus for negative numbers only (the default).
    case automatic
    /// A plus or a minus on every number; zero shows a plus unless
    /// `includingZero` is false.
    case always(includingZero: Bool = true)
    /// No sign at all: -5 is written "5".
    case never
    /// Negative amounts of money as the locale's accountants write them:
    /// "($1,234.50)" in `en_US`. A style other than
    /// ``NumberStyle/currency(code:presentation:)`` writes a minus, as
    /// Foundation does.
    case accounting
    /// ``accounting`` with a plus on positive amounts, and on zero unless
    /// `includingZero` is false.
    case accountingAlways(includingZero: Bool = true)
}
