extension Counter {
    /// Creates a count between two integers of any integer type.
    ///
    /// ```swift
    /// let score = 1234
    /// let counter = try Counter(from: 0, to: score)
    /// counter.frame(at: counter.duration).text  // "1,234"
    /// ```
    ///
    /// - Parameters:
    ///   - start: The first value shown.
    ///   - target: The last value shown, exactly.
    ///   - duration: How long the count takes.
    ///   - easing: The curve of the count.
    ///   - format: How numbers are written; by default en_US without fraction digits.
    ///   - text: What to show around the number.
    /// - Throws: ``TallyError/valueOutOfRange(_:)`` for a value of more than 19
    ///   digits, ``TallyError/invalidDuration(_:)`` for a negative duration.
    public init<Value: BinaryInteger>(
        from start: Value = 0, to target: Value, duration: Duration = .seconds(2), easing: Easing = .none,
        format: NumberFormat? = nil, text: CounterText = .plain
    ) throws(TallyError) {
        try self.init(
            from: FixedDecimal(start), to: FixedDecimal(target), duration: duration, easing: easing, format: format,
            text: text)
    }

    /// Creates a count between two floating-point values, each taken at its
    /// shortest decimal spelling (`19.99` ends at exactly "19.99").
    ///
    /// A `Double` does not keep trailing zeros: to show `10.00`, say so with
    /// `FixedDecimal(10, fractionDigits: 2)` or a format with two fraction digits.
    ///
    /// ```swift
    /// let price: Double = 19.99
    /// let counter = try Counter(from: 0, to: price)
    /// counter.frame(at: counter.duration).text  // "19.99"
    /// ```
    ///
    /// - Parameters:
    ///   - start: The first value shown.
    ///   - target: The last value shown, exactly as its shortest spelling.
    ///   - duration: How long the count takes.
    ///   - easing: The curve of the count.
    ///   - format: How numbers are written; by default en_US with as many
    ///     fraction digits as `start` or `target` has.
    ///   - text: What to show around the number.
    /// - Throws: ``TallyError/nonFiniteValue(_:)`` for NaN or infinity,
    ///   ``TallyError/valueOutOfRange(_:)`` for a value that does not fit,
    ///   ``TallyError/invalidDuration(_:)`` for a negative duration.
    public init<Value: BinaryFloatingPoint>(
        from start: Value = 0, to target: Value, duration: Duration = .seconds(2), easing: Easing = .none,
        format: NumberFormat? = nil, text: CounterText = .plain
    ) throws(TallyError) {
        try self.init(
            from: FixedDecimal(start), to: FixedDecimal(target), duration: duration, easing: easing, format: format,
            text: text)
    }

    /// Heads for a new integer target from wherever the count is at `elapsed`,
    /// keeping its value and speed.
    ///
    /// ```swift
    /// var counter = try Counter(from: 0, to: 100)
    /// let newScore = 250
    /// try counter.count(to: newScore, duration: .seconds(1), at: .seconds(1))
    /// ```
    ///
    /// - Throws: ``TallyError/valueOutOfRange(_:)`` for a value of more than 19
    ///   digits, ``TallyError/invalidDuration(_:)`` for a negative duration.
    public mutating func count<Value: BinaryInteger>(
        to target: Value, duration: Duration, easing: Easing? = nil, at elapsed: Duration
    ) throws(TallyError) {
        try count(to: FixedDecimal(target), duration: duration, easing: easing, at: elapsed)
    }

    /// Heads for a new floating-point target (at its shortest spelling) from
    /// wherever the count is at `elapsed`, keeping its value and speed.
    ///
    /// ```swift
    /// var counter = try Counter(from: 0, to: 9.99)
    /// let price: Double = 12.49
    /// try counter.count(to: price, duration: .seconds(1), at: .seconds(1))
    /// ```
    ///
    /// - Throws: ``TallyError/nonFiniteValue(_:)`` for NaN or infinity,
    ///   ``TallyError/valueOutOfRange(_:)`` for a value that does not fit,
    ///   ``TallyError/invalidDuration(_:)`` for a negative duration.
    public mutating func count<Value: BinaryFloatingPoint>(
        to target: Value, duration: Duration, easing: Easing? = nil, at elapsed: Duration
    ) throws(TallyError) {
        try count(to: FixedDecimal(target), duration: duration, easing: easing, at: elapsed)
    }
}
