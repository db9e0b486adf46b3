import Foundation

extension FixedDecimal {
    /// The value in `style`, as Foundation's numbers are formatted.
    ///
    /// ```swift
    /// let share = try FixedDecimal("0.256")
    /// var percent = NumberFormat(fractionDigits: 1)
    /// percent.style = .percent
    /// share.formatted(percent)  // "25.6%"
    /// ```
    public func formatted<Style: FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == FixedDecimal {
        style.format(self)
    }
}
