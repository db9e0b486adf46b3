extension NumberFormat: Equatable {
    /// Whether two formats write every number alike: their settings are
    /// equal (the tables worked out from them follow).
    ///
    /// ```swift
    /// NumberFormat(fractionDigits: 2) == NumberFormat(fractionDigits: 2)  // true
    /// NumberFormat(prefix: "$") == NumberFormat()                         // false
    /// ```
    public static func == (lhs: NumberFormat, rhs: NumberFormat) -> Bool {
        lhs.locale.identifier == rhs.locale.identifier && lhs.fractionDigits == rhs.fractionDigits
            && lhs.rounding == rhs.rounding && lhs.grouping == rhs.grouping && lhs.prefix == rhs.prefix
            && lhs.suffix == rhs.suffix && lhs.signPosition == rhs.signPosition
            && lhs.minimumIntegerDigits == rhs.minimumIntegerDigits && lhs.numerals == rhs.numerals
            && lhs.groupSeparator == rhs.groupSeparator && lhs.decimalMark == rhs.decimalMark
            && lhs.style == rhs.style && lhs.notation == rhs.notation && lhs.signDisplay == rhs.signDisplay
            && lhs.significantDigits == rhs.significantDigits && lhs.fractionLength == rhs.fractionLength
    }
}
