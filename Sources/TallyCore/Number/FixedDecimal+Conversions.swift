extension FixedDecimal {
    /// Creates a number from any integer: `Int`, `UInt8`, `Int128`, ….
    ///
    /// ```swift
    /// let score = 1234
    /// try FixedDecimal(score).description  // "1234"
    /// ```
    ///
    /// - Throws: ``TallyError/valueOutOfRange(_:)`` for a value of more than
    ///   19 digits, such as `UInt64.max`.
    public init<Value: BinaryInteger>(_ value: Value) throws(TallyError) {
        guard let exact = Int128(exactly: value), exact.magnitude < Self.powerOfTen(Self.maximumIntegerDigits).magnitude
        else { throw .valueOutOfRange("\(value)") }
        self.init(unchecked: exact, scale: 0)
    }

    /// Creates a number from any binary floating-point value through its
    /// shortest decimal spelling: the digits that read back as the same
    /// value, so `19.99` is exactly 19.99 and a `Float`'s `0.1` is 0.1.
    ///
    /// ```swift
    /// let price: Double = 19.99
    /// try FixedDecimal(price).description         // "19.99"
    /// try FixedDecimal(Float(0.1)).description    // "0.1"
    /// let whole: Double = 100
    /// try FixedDecimal(whole).description         // "100"
    /// ```
    ///
    /// - Throws: ``TallyError/nonFiniteValue(_:)`` for NaN and infinity,
    ///   ``TallyError/valueOutOfRange(_:)`` for a value with more than 19
    ///   integer digits or 18 fraction digits.
    public init<Value: BinaryFloatingPoint>(_ value: Value) throws(TallyError) {
        guard value.isFinite else { throw .nonFiniteValue("\(value)") }
        self = try DecimalTextParser.parse("\(value)").trimmingFractionZeros()
    }

    /// The same number without trailing zeros after the mark: 100.0 -> 100.
    func trimmingFractionZeros() -> FixedDecimal {
        var value = significand
        var digits = scale
        while digits > 0, value % 10 == 0 {
            value /= 10
            digits -= 1
        }
        return FixedDecimal(unchecked: value, scale: digits)
    }

    /// Creates a number with exactly `fractionDigits` digits after the mark,
    /// rounding the value's shortest spelling half to even, or padding it
    /// with zeros: what a literal such as `10.00` cannot say, since it
    /// reaches Swift as the `Double` 10.
    ///
    /// ```swift
    /// try FixedDecimal(10.00, fractionDigits: 2).description    // "10.00"
    /// try FixedDecimal(2.675, fractionDigits: 2).description    // "2.68" (as written, not 2.67499…)
    /// try FixedDecimal(1234, fractionDigits: 2).description     // "1234.00"
    /// ```
    ///
    /// - Throws: ``TallyError/valueOutOfRange(_:)`` when `fractionDigits` is
    ///   not in 0...18 or the value is too large, ``TallyError/nonFiniteValue(_:)``
    ///   for NaN and infinity.
    public init<Value: BinaryFloatingPoint>(_ value: Value, fractionDigits: Int) throws(TallyError) {
        try self.init(FixedDecimal(value), fractionDigits: fractionDigits)
    }

    /// Creates an integer number written with `fractionDigits` zeros after the mark.
    ///
    /// ```swift
    /// try FixedDecimal(42, fractionDigits: 2).description  // "42.00"
    /// ```
    ///
    /// - Throws: ``TallyError/valueOutOfRange(_:)`` when `fractionDigits` is
    ///   not in 0...18 or the value is too large.
    public init<Value: BinaryInteger>(_ value: Value, fractionDigits: Int) throws(TallyError) {
        try self.init(FixedDecimal(value), fractionDigits: fractionDigits)
    }

    private init(_ value: FixedDecimal, fractionDigits: Int) throws(TallyError) {
        guard (0...Self.maximumScale).contains(fractionDigits) else {
            throw .valueOutOfRange("\(value) with \(fractionDigits) fraction digits")
        }
        try self.init(significand: value.significand(atScale: fractionDigits), scale: fractionDigits)
    }
}
