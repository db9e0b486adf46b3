import Foundation

/// A `NumberFormat` is a Foundation `FormatStyle` of ``FixedDecimal``
/// values, so SwiftUI's `Text` and `formatted(_:)` take it as they take
/// Foundation's styles.
///
/// ```swift
/// let price = try FixedDecimal("1234.5")
/// let euros = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
/// price.formatted(euros)        // "1.234,50 €"
/// Text(price, format: euros)    // in SwiftUI
/// ```
extension NumberFormat: FormatStyle {
    /// The text for `value`: ``string(for:)``.
    ///
    /// ```swift
    /// NumberFormat(fractionDigits: 1).format(2.25)  // "2.2"
    /// ```
    public func format(_ value: FixedDecimal) -> String {
        string(for: value)
    }

    /// This format in `locale`, as Foundation's own styles' `locale(_:)`
    /// gives them: that locale's marks, digits, grouping and words, every
    /// other setting kept.
    ///
    /// ```swift
    /// let euros = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
    /// euros.locale(Locale(identifier: "en_IE")).string(for: 1234.5)  // "€1,234.50"
    /// ```
    public func locale(_ locale: Locale) -> NumberFormat {
        var localized = self
        localized.locale = locale
        return localized
    }

    /// Hashes the settings that ``==(_:_:)`` compares.
    ///
    /// ```swift
    /// Set([NumberFormat(), NumberFormat()]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale.identifier)
        hasher.combine(fractionDigits)
        hasher.combine(rounding)
        hasher.combine(grouping)
        hasher.combine(prefix)
        hasher.combine(suffix)
        hasher.combine(signPosition)
        hasher.combine(minimumIntegerDigits)
        hasher.combine(numerals)
        hasher.combine(groupSeparator)
        hasher.combine(decimalMark)
        hasher.combine(style)
        hasher.combine(notation)
        hasher.combine(signDisplay)
        hasher.combine(significantDigits)
        hasher.combine(fractionLength)
    }

    private enum CodingKeys: String, CodingKey {
        case locale, fractionDigits, rounding, grouping, prefix, suffix, signPosition, minimumIntegerDigits
        case numerals, groupSeparator, decimalMark, style, notation, signDisplay, significantDigits, fractionLength
    }

    /// Writes the settings (the locale by its identifier); the tables made
    /// from them are made again when read.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(NumberFormat(currency: "EUR"))
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(locale.identifier, forKey: .locale)
        try container.encode(fractionDigits, forKey: .fractionDigits)
        try container.encode(rounding, forKey: .rounding)
        try container.encode(grouping, forKey: .grouping)
        try container.encode(prefix, forKey: .prefix)
        try container.encode(suffix, forKey: .suffix)
        try container.encode(signPosition, forKey: .signPosition)
        try container.encode(minimumIntegerDigits, forKey: .minimumIntegerDigits)
        try container.encodeIfPresent(numerals?.digits.joined(), forKey: .numerals)
        try container.encodeIfPresent(groupSeparator, forKey: .groupSeparator)
        try container.encodeIfPresent(decimalMark, forKey: .decimalMark)
        try container.encode(style, forKey: .style)
        try container.encode(notation, forKey: .notation)
        try container.encode(signDisplay, forKey: .signDisplay)
        try container.encodeIfPresent(significantDigits, forKey: .significantDigits)
        try container.encodeIfPresent(fractionLength, forKey: .fractionLength)
    }

    /// Reads settings written by ``encode(to:)``.
    ///
    /// ```swift
    /// let format = try JSONDecoder().decode(NumberFormat.self, from: data)
    /// ```
    ///
    /// - Throws: `DecodingError` for a missing setting or numerals that are
    ///   not ten different digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            locale: Locale(identifier: try container.decode(String.self, forKey: .locale)),
            fractionDigits: try container.decode(Int.self, forKey: .fractionDigits),
            grouping: try container.decode(Grouping.self, forKey: .grouping),
            prefix: try container.decode(String.self, forKey: .prefix),
            suffix: try container.decode(String.self, forKey: .suffix))
        var copy = self
        copy.rounding = try container.decode(Rounding.self, forKey: .rounding)
        copy.signPosition = try container.decode(SignPosition.self, forKey: .signPosition)
        copy.minimumIntegerDigits = try container.decode(Int.self, forKey: .minimumIntegerDigits)
        if let digits = try container.decodeIfPresent(String.self, forKey: .numerals) {
            do {
                copy.numerals = try Numerals(digits: digits)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .numerals, in: container, debugDescription: "\(error)")
            }
        }
        copy.groupSeparator = try container.decodeIfPresent(String.self, forKey: .groupSeparator)
        copy.decimalMark = try container.decodeIfPresent(String.self, forKey: .decimalMark)
        copy.style = try container.decode(NumberStyle.self, forKey: .style)
        copy.notation = try container.decode(Notation.self, forKey: .notation)
        copy.signDisplay = try container.decode(SignDisplay.self, forKey: .signDisplay)
        copy.significantDigits = try container.decodeIfPresent(ClosedRange<Int>.self, forKey: .significantDigits)
        copy.fractionLength = try container.decodeIfPresent(ClosedRange<Int>.self, forKey: .fractionLength)
        // Set on a copy, whose observers run: the tables follow the settings.
        self = copy
    }
}
