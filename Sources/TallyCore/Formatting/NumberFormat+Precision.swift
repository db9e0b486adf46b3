extension NumberFormat {
    /// How many digits a format shows, spelled as Foundation's
    /// `NumberFormatStyleConfiguration.Precision`: for
    /// ``NumberFormat/precision(_:)``.
    ///
    /// ```swift
    /// NumberFormat.number.precision(.fractionLength(2)).string(for: 3)             // "3.00"
    /// NumberFormat.number.precision(.fractionLength(0...2)).string(for: 3.14159)  // "3.14"
    /// NumberFormat.number.precision(.significantDigits(1...3)).string(for: 1234)  // "1,230"
    /// ```
    public struct Precision: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case fractionLength(Int)
            case fractionLengthRange(ClosedRange<Int>)
            case significantDigits(ClosedRange<Int>)
        }

        let kind: Kind

        /// Exactly `digits` fraction digits, 0 through 18.
        ///
        /// ```swift
        /// NumberFormat.number.precision(.fractionLength(2)).string(for: 1234.5)  // "1,234.50"
        /// ```
        public static func fractionLength(_ digits: Int) -> Precision {
            Precision(kind: .fractionLength(digits))
        }

        /// As many fraction digits as the value has, within `digits`.
        ///
        /// ```swift
        /// NumberFormat.number.precision(.fractionLength(1...3)).string(for: 2)  // "2.0"
        /// ```
        public static func fractionLength(_ digits: ClosedRange<Int>) -> Precision {
            Precision(kind: .fractionLengthRange(digits))
        }

        /// Between `digits`' bounds of significant digits.
        ///
        /// ```swift
        /// NumberFormat.number.precision(.significantDigits(1...2)).string(for: 1234)  // "1,200"
        /// ```
        public static func significantDigits(_ digits: ClosedRange<Int>) -> Precision {
            Precision(kind: .significantDigits(digits))
        }

        /// Exactly `digits` significant digits.
        ///
        /// ```swift
        /// NumberFormat.number.precision(.significantDigits(3)).string(for: 5)  // "5.00"
        /// ```
        public static func significantDigits(_ digits: Int) -> Precision {
            Precision(kind: .significantDigits(digits...digits))
        }
    }
}
