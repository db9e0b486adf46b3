import Foundation

/// Foundation's spellings of a number's style, on Tally's format: what a
/// SwiftUI developer writes for `Text(value, format:)` writes a counting
/// text's or an odometer's numbers too, and the texts are Foundation's
/// (`Decimal.FormatStyle`'s, checked against it in the tests), written
/// without Foundation on each frame.
///
/// ```swift
/// CountingText(price, format: .currency(code: "EUR"))                  // "€1,234.50"
/// CountingText(ratio, format: .percent)                                 // "12.5%"
/// CountingText(distance, format: .number.precision(.fractionLength(2))) // "1,234.50"
/// CountingText(followers, format: .number.notation(.compactName))      // "12K"
/// ```
///
/// The formats these make write numbers in the view's locale (SwiftUI's
/// `\.locale`) until one is given with ``locale(_:)``; elsewhere, in `en_US`.
extension NumberFormat {
    /// The fraction digits of Foundation's `.number` and `.percent`: as many
    /// as the value has, up to six.
    static let automaticFractionLength = 0...6

    /// Numbers as Foundation's `.number` writes them: grouped, with as many
    /// fraction digits as the value has, up to six.
    ///
    /// ```swift
    /// NumberFormat.number.string(for: try FixedDecimal("1234.5"))  // "1,234.5"
    /// NumberFormat.number.string(for: 12)                           // "12"
    /// ```
    public static var number: NumberFormat {
        var format = NumberFormat()
        format.fractionLength = automaticFractionLength
        format.followsEnvironmentLocale = true
        return format
    }

    /// Fractions as percentages, as Foundation's `.percent` writes them:
    /// 0.125 is "12.5%", with as many fraction digits as the percentage
    /// has, up to six.
    ///
    /// ```swift
    /// NumberFormat.percent.string(for: 0.125)  // "12.5%"
    /// NumberFormat.percent.string(for: 1)      // "100%"
    /// ```
    public static var percent: NumberFormat {
        var format = NumberFormat.number
        format.style = .percent
        return format
    }

    /// Amounts of a currency as Foundation's `.currency(code:)` writes them,
    /// with the currency's own number of decimals (2 for euros, 0 for yen).
    ///
    /// ```swift
    /// NumberFormat.currency(code: "EUR").string(for: 1234.5)                               // "€1,234.50"
    /// NumberFormat.currency(code: "EUR").locale(Locale(identifier: "de_DE")).string(for: 1234.5)  // "1.234,50 €"
    /// ```
    ///
    /// - Parameter code: An ISO 4217 code; ``check()`` refuses one Foundation does not know.
    public static func currency(code: String) -> NumberFormat {
        var format = NumberFormat(currency: code)
        format.followsEnvironmentLocale = true
        return format
    }

    /// This format with the digits `precision` says, as Foundation's
    /// `precision(_:)`: a fixed or a ranged number of fraction digits, or of
    /// significant digits.
    ///
    /// ```swift
    /// NumberFormat.number.precision(.fractionLength(2)).string(for: 3)            // "3.00"
    /// NumberFormat.number.precision(.significantDigits(1...3)).string(for: 1234)  // "1,230"
    /// ```
    public func precision(_ precision: Precision) -> NumberFormat {
        var format = self
        switch precision.kind {
        case .fractionLength(let digits):
            format.fractionDigits = digits
            format.fractionLength = nil
            format.significantDigits = nil
        case .fractionLengthRange(let digits):
            format.fractionLength = digits
            format.significantDigits = nil
        case .significantDigits(let digits):
            format.significantDigits = digits
        }
        return format
    }

    /// This format in `notation`, as Foundation's `notation(_:)`:
    /// `.compactName` writes "12K" with compact notation's own rounding,
    /// unless a precision is set after it.
    ///
    /// ```swift
    /// NumberFormat.number.notation(.compactName).string(for: 12_345)  // "12K"
    /// ```
    public func notation(_ notation: Notation) -> NumberFormat {
        var format = self
        format.notation = notation
        // Compact notation rounds its own way, where `.number` says "as the value has".
        if notation == .compact, format.fractionLength == Self.automaticFractionLength { format.fractionLength = nil }
        return format
    }

    /// This format with `grouping`, as Foundation's `grouping(_:)`.
    ///
    /// ```swift
    /// NumberFormat.number.grouping(.never).string(for: 12_345)  // "12345"
    /// ```
    public func grouping(_ grouping: Grouping) -> NumberFormat {
        var format = self
        format.grouping = grouping
        return format
    }

    /// This format showing the sign as `strategy` says, as Foundation's
    /// `sign(strategy:)`.
    ///
    /// ```swift
    /// NumberFormat.number.sign(strategy: .always()).string(for: 5)                     // "+5"
    /// NumberFormat.currency(code: "USD").sign(strategy: .accounting).string(for: -5)  // "($5.00)"
    /// ```
    public func sign(strategy: SignDisplay) -> NumberFormat {
        var format = self
        format.signDisplay = strategy
        return format
    }

    /// This format rounding by `rule`, as Foundation's `rounded(rule:)`.
    ///
    /// ```swift
    /// NumberFormat.number.precision(.fractionLength(1)).rounded(rule: .halfUp).string(for: 0.25)  // "0.3"
    /// ```
    public func rounded(rule: Rounding) -> NumberFormat {
        var format = self
        format.rounding = rule
        return format
    }

    /// This currency format naming the currency as `presentation` says, as
    /// Foundation's `presentation(_:)`; other formats are returned as they are.
    ///
    /// ```swift
    /// NumberFormat.currency(code: "EUR").presentation(.isoCode).string(for: 5)  // "EUR 5.00"
    /// ```
    public func presentation(_ presentation: CurrencyPresentation) -> NumberFormat {
        guard case .currency(let code, _) = style else { return self }
        var format = self
        format.style = .currency(code: code, presentation: presentation)
        return format
    }

    /// This format in `locale` when it follows the view's locale (one of
    /// Foundation's spellings without ``locale(_:)``) and `locale` is given;
    /// otherwise itself. What a counting text or an odometer writes with.
    ///
    /// - Complexity: O(1) when the locale is the format's already; otherwise
    ///   the format's tables are made again.
    package func following(_ locale: Locale?) -> NumberFormat {
        guard followsEnvironmentLocale, let locale, locale != self.locale else { return self }
        var localized = self
        localized.locale = locale
        localized.followsEnvironmentLocale = true
        return localized
    }
}
