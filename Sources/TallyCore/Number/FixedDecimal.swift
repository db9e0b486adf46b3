import Foundation

/// A decimal number held exactly: an integer significand and a count of
/// fraction digits.
///
/// Counting animations must end on exactly the number they were given, so
/// Tally never stores a target as a `Double`. A `FixedDecimal` covers every
/// `Int64` and every decimal with up to 18 fraction digits and fewer than 20
/// integer digits.
///
/// ```swift
/// let price = try FixedDecimal("1234.56")
/// price.significand  // 123456
/// price.scale        // 2
/// print(price)       // 1234.56
/// let big = FixedDecimal(Int64.min)
/// print(big)         // -9223372036854775808
/// ```
public struct FixedDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The value times 10^scale.
    public let significand: Int128
    /// How many digits follow the decimal point, 0 through ``maximumScale``.
    public let scale: Int

    /// The largest number of fraction digits a `FixedDecimal` holds.
    public static let maximumScale = 18
    /// The largest number of integer digits a `FixedDecimal` holds.
    public static let maximumIntegerDigits = 19

    /// Creates a number from a significand and a scale.
    ///
    /// ```swift
    /// let value = try FixedDecimal(significand: -1999, scale: 2)
    /// print(value)  // -19.99
    /// ```
    ///
    /// - Throws: ``TallyError/valueOutOfRange(_:)`` when `scale` is not in
    ///   0...18 or the integer part has more than 19 digits.
    public init(significand: Int128, scale: Int) throws(TallyError) {
        guard (0...Self.maximumScale).contains(scale),
            significand.magnitude < Self.powerOfTen(Self.maximumIntegerDigits + scale).magnitude
        else {
            throw .valueOutOfRange("\(significand)e-\(scale)")
        }
        self.init(unchecked: significand, scale: scale)
    }

    init(unchecked significand: Int128, scale: Int) {
        self.significand = significand
        self.scale = scale
    }

    /// Creates an integer number.
    ///
    /// ```swift
    /// FixedDecimal(Int64.max).description  // "9223372036854775807"
    /// ```
    public init(_ value: Int64) {
        self.init(unchecked: Int128(value), scale: 0)
    }

    /// Creates a number from text such as `"-12.50"`, `"+3"` or `"1.5e3"`.
    ///
    /// ```swift
    /// try FixedDecimal("0.000000000000000001").scale  // 18
    /// try FixedDecimal("1.5e3").description           // "1500"
    /// ```
    ///
    /// - Throws: ``TallyError/invalidNumber(_:)`` for text that is not a
    ///   number, ``TallyError/valueOutOfRange(_:)`` for one too large or too fine.
    public init(_ text: String) throws(TallyError) {
        self = try DecimalTextParser.parse(text)
    }

    /// Creates a number from a `Double`, using its shortest exact spelling
    /// (a whole number has no fraction digits; say how many you want with
    /// ``init(_:fractionDigits:)-4fx2m``).
    ///
    /// ```swift
    /// try FixedDecimal(0.1).description    // "0.1"
    /// try FixedDecimal(100.0).description  // "100"
    /// ```
    ///
    /// - Throws: ``TallyError/nonFiniteValue(_:)`` for NaN and infinity.
    public init(_ value: Double) throws(TallyError) {
        guard value.isFinite else { throw .nonFiniteValue("\(value)") }
        // Swift spells whole numbers "100.0"; the shortest digits are "100".
        self = try DecimalTextParser.parse(value.description).trimmingFractionZeros()
    }

    /// Creates a number from a Foundation `Decimal`.
    ///
    /// ```swift
    /// try FixedDecimal(Decimal(string: "12.345")!).description  // "12.345"
    /// ```
    ///
    /// - Throws: ``TallyError/nonFiniteValue(_:)`` for NaN,
    ///   ``TallyError/valueOutOfRange(_:)`` when it does not fit.
    public init(_ value: Decimal) throws(TallyError) {
        guard !value.isNaN else { throw .nonFiniteValue("NaN") }
        self = try DecimalTextParser.parse(value.description)
    }

    /// The nearest `Double`.
    ///
    /// ```swift
    /// try FixedDecimal("2.5").doubleValue  // 2.5
    /// ```
    public var doubleValue: Double {
        Double(significand) / Self.doublePowerOfTen(scale)
    }

    /// Whether the number is below zero.
    public var isNegative: Bool { significand < 0 }

    /// The significand of this number written with `newScale` fraction
    /// digits, rounded by `rounding` when digits are dropped.
    ///
    /// ```swift
    /// try FixedDecimal("2.345").significand(atScale: 2)  // 234 (half-even)
    /// ```
    public func significand(atScale newScale: Int, rounding: Rounding = .halfEven) -> Int128 {
        if newScale >= scale {
            let (product, overflow) = significand.multipliedReportingOverflow(
                by: Self.powerOfTen(newScale - scale))
            return overflow ? (significand < 0 ? .min : .max) : product
        }
        return rounding.divide(significand, byPowerOfTen: scale - newScale)
    }

    /// Numeric equality: `1.50 == 1.5`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let common = max(lhs.scale, rhs.scale)
        return lhs.significand(atScale: common) == rhs.significand(atScale: common)
    }

    /// Numeric order: `-0.01 < 0`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let common = max(lhs.scale, rhs.scale)
        return lhs.significand(atScale: common) < rhs.significand(atScale: common)
    }

    /// Hashes the number without trailing fraction zeros, so equal numbers hash alike.
    public func hash(into hasher: inout Hasher) {
        let trimmed = trimmingFractionZeros()
        hasher.combine(trimmed.significand)
        hasher.combine(trimmed.scale)
    }

    /// The number in plain digits, keeping its scale: `"-1234.50"`.
    public var description: String {
        let digits = String(significand.magnitude)
        let sign = significand < 0 ? "-" : ""
        guard scale > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -scale)
        return sign + padded[..<split] + "." + padded[split...]
    }

    /// 10^exponent for exponent in 0...38, computed rather than looked up
    /// so that the per-frame path touches no lazily made global.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Int128 {
        var result: Int128 = 1
        var remaining = exponent
        while remaining >= 18 {
            result &*= 1_000_000_000_000_000_000
            remaining -= 18
        }
        var small: Int64 = 1
        while remaining > 0 {
            small &*= 10
            remaining -= 1
        }
        return result &* Int128(small)
    }

    /// 10^exponent as a `Double`, for exponent in -38...38 (a carry
    /// odometer's speed at a place below its lowest one needs a negative
    /// power).
    @inline(__always)
    static func doublePowerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent.magnitude { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}

extension FixedDecimal: ExpressibleByIntegerLiteral {
    /// Creates an integer number from a literal: `let n: FixedDecimal = 42`.
    public init(integerLiteral value: Int64) {
        self.init(value)
    }
}

extension FixedDecimal: ExpressibleByFloatLiteral {
    /// Creates a number from a literal such as `1234.56`, through the
    /// literal's shortest decimal spelling, so `0.1` is exactly 0.1.
    ///
    /// A literal with more than 18 fraction digits is rounded to 18
    /// (`5e-324` is 0); one with more than 19 integer digits is a programming
    /// error. Use ``init(_:)-(String)`` for text from outside.
    public init(floatLiteral value: Double) {
        if let exact = try? FixedDecimal(value) {
            self = exact
        } else if abs(value) < 1e19, let scaled = Int128(exactly: (value * 1e18).rounded()) {
            // More fraction digits than a FixedDecimal holds: the nearest with 18.
            self = FixedDecimal(unchecked: scaled, scale: Self.maximumScale).trimmingFractionZeros()
        } else {
            preconditionFailure("the literal \(value) has more than 19 integer digits")
        }
    }
}
