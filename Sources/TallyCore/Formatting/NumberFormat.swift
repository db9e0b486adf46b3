import Foundation

/// Turns numbers into text, fast enough to run on every frame.
///
/// A `NumberFormat` reads its locale's digits, marks and grouping from
/// Foundation once, when it is made or its locale changes, and then writes
/// each number with integer arithmetic into a stack buffer: a text of up to
/// 15 bytes costs no heap allocation. Its output equals Foundation's
/// `Decimal.FormatStyle` with `.precision(.fractionLength(n))`, with one
/// deliberate difference: a value that rounds to zero has no minus sign, so
/// a counter passing through zero never flashes "-0.00".
///
/// ```swift
/// var format = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2)
/// format.string(for: try FixedDecimal("1234567.891"))  // "1.234.567,89"
/// format.prefix = "€ "
/// format.string(for: -5)                               // "€ -5,00"
/// ```
public struct NumberFormat: Sendable {
    /// The locale whose digits, decimal mark and grouping are used.
    public var locale: Locale {
        didSet { symbols = LocaleSymbols(locale); compile() }
    }
    /// Digits after the decimal mark, 0 through 18 (values outside are clamped).
    public var fractionDigits: Int { didSet { compile() } }
    /// How dropped digits round; half-even by default.
    public var rounding: Rounding
    /// How integer digits are grouped.
    public var grouping: Grouping { didSet { compile() } }
    /// Text before the number, e.g. "$".
    public var prefix: String { didSet { compile() } }
    /// Text after the number, e.g. " %".
    public var suffix: String { didSet { compile() } }
    /// Whether a minus sign goes before or after ``prefix``.
    public var signPosition: SignPosition { didSet { compile() } }
    /// Integer digits to show at least, padding with zeros: 3 writes 7 as "007".
    public var minimumIntegerDigits: Int { didSet { compile() } }
    /// Digits to write instead of the locale's; `nil` uses the locale's.
    public var numerals: Numerals? { didSet { compile() } }
    /// The text between digit groups instead of the locale's (countUp.js's
    /// `separator`); `nil` uses the locale's.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.groupSeparator = ":"
    /// format.string(for: 10000)  // "10:000"
    /// ```
    public var groupSeparator: String? { didSet { compile() } }
    /// The decimal mark instead of the locale's (countUp.js's `decimal`);
    /// `nil` uses the locale's.
    ///
    /// ```swift
    /// var format = NumberFormat(fractionDigits: 1)
    /// format.decimalMark = ","
    /// format.string(for: 100)  // "100,0"
    /// ```
    public var decimalMark: String? { didSet { compile() } }

    private var symbols: LocaleSymbols
    private var compiled: FormatTables

    /// Creates a format.
    ///
    /// ```swift
    /// let format = NumberFormat(fractionDigits: 2, prefix: "$")
    /// format.string(for: 1234.5)  // "$1,234.50"
    /// ```
    ///
    /// - Parameters:
    ///   - locale: Whose symbols to use; `en_US` by default.
    ///   - fractionDigits: Digits after the decimal mark, 0...18.
    ///   - grouping: How to group integer digits.
    ///   - prefix: Text before the number.
    ///   - suffix: Text after the number.
    public init(
        locale: Locale = Locale(identifier: "en_US"), fractionDigits: Int = 0,
        grouping: Grouping = .automatic, prefix: String = "", suffix: String = ""
    ) {
        self.locale = locale
        self.fractionDigits = fractionDigits
        self.rounding = .halfEven
        self.grouping = grouping
        self.prefix = prefix
        self.suffix = suffix
        self.signPosition = .afterPrefix
        self.minimumIntegerDigits = 1
        self.numerals = nil
        self.groupSeparator = nil
        self.decimalMark = nil
        let symbols = LocaleSymbols(locale)
        self.symbols = symbols
        self.compiled = FormatTables(
            fractionDigits: fractionDigits, grouping: grouping, prefix: prefix, suffix: suffix,
            signPosition: .afterPrefix, minimumIntegerDigits: 1, numerals: nil, symbols: symbols)
    }

    /// Checks that every number this format writes reads back as itself:
    /// a group separator and a decimal mark that are not empty, differ from
    /// each other, hold no digit (of the numerals in use, or 0-9), no sign
    /// (`+`, `-`, `−`, the locale's minus) and no control or invisible
    /// character; a prefix and a suffix without
    /// controls or invisible characters. A format made of its locale's
    /// symbols always passes; this checks what an app or a user set.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.groupSeparator = "."
    /// try format.check()  // throws: the separator is the decimal mark
    /// ```
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` naming what is wrong.
    public func check() throws(TallyError) {
        let separator = groupSeparator ?? symbols.groupSeparator
        let mark = decimalMark ?? symbols.decimalMark
        let digits = Set((numerals?.digits ?? symbols.digits) + (0...9).map(String.init))
        let signs = Set("+-\u{2212}".unicodeScalars).union(
            symbols.negativePrefix.unicodeScalars.filter { !$0.isControlOrInvisibleFormat })
        for (name, text) in [("group separator", separator), ("decimal mark", mark)] {
            if name == "decimal mark" || grouping != .never {
                guard !text.isEmpty else { throw .invalidParameter(name: name, reason: "must not be empty") }
            }
            guard !text.contains(where: { digits.contains(String($0)) }) else {
                throw .invalidParameter(name: name, reason: "must not hold a digit ('\(text)')")
            }
            guard !text.unicodeScalars.contains(where: signs.contains) else {
                throw .invalidParameter(name: name, reason: "must not hold a sign ('\(text)')")
            }
        }
        for (name, text) in [
            ("group separator", separator), ("decimal mark", mark), ("prefix", prefix), ("suffix", suffix),
        ]
        where text.unicodeScalars.contains(where: \.isControlOrInvisibleFormat) {
            throw .invalidParameter(name: name, reason: "must not hold a control or an invisible character")
        }
        guard separator != mark || grouping == .never else {
            throw .invalidParameter(
                name: "group separator", reason: "must differ from the decimal mark ('\(mark)'), or numbers read wrong")
        }
    }

    /// The text for `value`.
    ///
    /// ```swift
    /// NumberFormat(fractionDigits: 2).string(for: try FixedDecimal("-0.004"))  // "0.00"
    /// ```
    ///
    /// - Complexity: O(digits), with no heap allocation when the text has at
    ///   most 15 UTF-8 bytes.
    public func string(for value: FixedDecimal) -> String {
        string(significand: value.significand, scale: value.scale)
    }

    /// The text for the number `significand` × 10^-`scale`.
    @inline(__always)
    func string(significand: Int128, scale: Int) -> String {
        // Only the tables and the rounding are read: the caller passes
        // those, not the whole format (256 bytes, which it copied).
        Self.string(significand: significand, scale: scale, compiled, rounding)
    }

    private static func string(
        significand: Int128, scale: Int, _ compiled: FormatTables, _ rounding: Rounding
    ) -> String {
        let shown = roundedSignificand(significand, scale: scale, compiled, rounding)
        let magnitude = shown.magnitude
        if magnitude <= UInt128(UInt64.max) {
            return render(UInt64(truncatingIfNeeded: magnitude), negative: shown < 0, compiled)
        }
        return render(magnitude, negative: shown < 0, compiled)
    }

    private static func roundedSignificand(
        _ significand: Int128, scale: Int, _ compiled: FormatTables, _ rounding: Rounding
    ) -> Int128 {
        let digits = compiled.fractionDigits
        if digits == scale { return significand }
        if digits > scale {
            let (product, overflow) = significand.multipliedReportingOverflow(
                by: FixedDecimal.powerOfTen(digits - scale))
            return overflow ? (significand < 0 ? -Int128.max : .max) : product
        }
        return rounding.divide(significand, byPowerOfTen: scale - digits)
    }

    /// Writes the text straight into the string's own storage, right to
    /// left, after working out its exact length.
    @inline(__always)
    private static func render<T: FixedWidthInteger & UnsignedInteger>(
        _ magnitude: T, negative: Bool, _ compiled: FormatTables
    ) -> String {
        let fractionDigits = compiled.fractionDigits
        var (integer, fraction) = Self.split(magnitude, fractionDigits: fractionDigits)
        let total = max(Self.digitCount(of: integer), compiled.minimumIntegerDigits)
        let primary = compiled.primaryGroupSize
        let grouped = primary > 0 && total >= primary + compiled.minimumGroupingDigits
        let separators = grouped ? 1 + Self.groups(total - primary - 1, size: compiled.secondaryGroupSize) : 0
        var length =
            compiled.head(negative).count + compiled.tail(negative).count
            + separators * compiled.groupSeparator.count
        if fractionDigits > 0 { length += compiled.decimalMark.count }
        if compiled.uniformDigitWidth > 0 {
            length += (total + fractionDigits) * compiled.uniformDigitWidth
        } else {
            length +=
                compiled.bytes(ofDigits: integer, count: total)
                + compiled.bytes(ofDigits: fraction, count: fractionDigits)
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var writer = BackwardWriter(buffer: buffer, end: length)
            writer.write(compiled.tail(negative))
            if fractionDigits > 0 {
                writer.writeDigits(of: &fraction, count: fractionDigits, compiled)
                writer.write(compiled.decimalMark)
            }
            if !grouped {
                writer.writeDigits(of: &integer, count: total, compiled)
            } else {
                var remaining = total - primary
                writer.writeDigits(of: &integer, count: primary, compiled)
                while remaining > 0 {
                    writer.write(compiled.groupSeparator)
                    let group = min(remaining, compiled.secondaryGroupSize)
                    writer.writeDigits(of: &integer, count: group, compiled)
                    remaining -= group
                }
            }
            writer.write(compiled.head(negative))
            return length
        }
    }

    /// The integer and fraction parts of `magnitude`, dividing by a constant
    /// for the usual digit counts (a constant divisor is a multiplication; a
    /// variable one is a slow hardware division).
    @inline(__always)
    private static func split<T: FixedWidthInteger & UnsignedInteger>(_ magnitude: T, fractionDigits: Int) -> (T, T) {
        switch fractionDigits {
        case 0: return (magnitude, 0)
        case 1: return magnitude.quotientAndRemainder(dividingBy: 10)
        case 2: return magnitude.quotientAndRemainder(dividingBy: 100)
        case 3: return magnitude.quotientAndRemainder(dividingBy: 1000)
        default:
            return magnitude.quotientAndRemainder(
                dividingBy: T(truncatingIfNeeded: FixedDecimal.powerOfTen(fractionDigits)))
        }
    }

    /// ⌈count / size⌉ for the group sizes in use, without a variable division.
    @inline(__always)
    private static func groups(_ count: Int, size: Int) -> Int {
        switch size {
        case 3: return count / 3
        case 2: return count / 2
        default: return count / size
        }
    }

    /// Decimal digits of `value` (1 for zero), by multiplying, not dividing.
    @inline(__always)
    private static func digitCount<T: FixedWidthInteger & UnsignedInteger>(of value: T) -> Int {
        var count = 1
        var bound: T = 10
        while value >= bound {
            count += 1
            let (next, overflow) = bound.multipliedReportingOverflow(by: 10)
            if overflow { break }
            bound = next
        }
        return count
    }

    /// Turns the settings into byte tables for the per-frame path.
    private mutating func compile() {
        compiled = FormatTables(
            fractionDigits: fractionDigits, grouping: grouping, prefix: prefix, suffix: suffix,
            signPosition: signPosition, minimumIntegerDigits: minimumIntegerDigits, numerals: numerals,
            symbols: effectiveSymbols)
    }

    /// The locale's symbols with the marks this format sets instead.
    private var effectiveSymbols: LocaleSymbols {
        var effective = symbols
        if let groupSeparator { effective.groupSeparator = groupSeparator }
        if let decimalMark { effective.decimalMark = decimalMark }
        return effective
    }
}

extension NumberFormat {
    /// The pieces an odometer draws columns with: digit faces, marks and
    /// grouping, as this format writes them.
    var odometerSymbols: OdometerSymbols {
        let primary: Int
        let secondary: Int
        var minimumGrouping = 1
        switch grouping {
        case .automatic:
            (primary, secondary) = (symbols.primaryGroupSize, symbols.secondaryGroupSize)
            minimumGrouping = symbols.minimumGroupingDigits
        case .standard: (primary, secondary) = (3, 3)
        case .indian: (primary, secondary) = (3, 2)
        case .never: (primary, secondary) = (0, 3)
        }
        let symbols = effectiveSymbols
        return OdometerSymbols(
            digits: numerals?.digits ?? symbols.digits,
            groupSeparator: symbols.groupSeparator.isEmpty ? "," : symbols.groupSeparator,
            decimalMark: symbols.decimalMark,
            minus: symbols.negativePrefix.isEmpty ? "-" : symbols.negativePrefix,
            primaryGroupSize: primary, secondaryGroupSize: max(secondary, 1),
            minimumGroupingDigits: minimumGrouping)
    }
}
