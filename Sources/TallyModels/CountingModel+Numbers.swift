import Foundation
import TallyCore

extension CountingModel {
    /// A label showing an integer of any type, waiting for a value.
    ///
    /// ```swift
    /// let stock: UInt16 = 12
    /// var model = try CountingModel<ContinuousClock.Instant>(showing: stock)
    /// ```
    ///
    /// - Throws: `TallyError.valueOutOfRange(_:)` for more than 19 digits.
    @_disfavoredOverload
    public init<Value: BinaryInteger>(showing start: Value) throws(TallyError) {
        self.init(showing: try FixedDecimal(start))
    }

    /// A label showing a `Double`, `Float` or other floating-point value at
    /// its shortest spelling (`19.99` is exactly 19.99), waiting for a value.
    ///
    /// ```swift
    /// let price: Double = 19.99
    /// var model = try CountingModel<ContinuousClock.Instant>(showing: price)
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN and infinity,
    ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit.
    @_disfavoredOverload
    public init<Value: BinaryFloatingPoint>(showing start: Value) throws(TallyError) {
        self.init(showing: try FixedDecimal(start))
    }

    /// A label showing a Foundation `Decimal`, exactly, waiting for a value.
    ///
    /// ```swift
    /// var model = try CountingModel<ContinuousClock.Instant>(showing: Decimal(string: "0.30")!)
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN,
    ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit.
    @_disfavoredOverload
    public init(showing start: Decimal) throws(TallyError) {
        self.init(showing: try FixedDecimal(start))
    }

    /// Shows an integer of any type, as ``show(_:duration:easing:at:)-(FixedDecimal,_,_,_)``
    /// shows a `FixedDecimal`: exactly.
    ///
    /// ```swift
    /// let visitors: UInt64 = 1_000_000
    /// try model.show(visitors, duration: .seconds(1), easing: .easeOut, at: clock.now)  // ends "1,000,000"
    /// ```
    ///
    /// - Throws: `TallyError.valueOutOfRange(_:)` for more than 19 digits;
    ///   the model is then unchanged.
    @_disfavoredOverload
    public mutating func show<Value: BinaryInteger>(
        _ value: Value, duration: Duration, easing: Easing, at now: Instant
    ) throws(TallyError) {
        show(try FixedDecimal(value), duration: duration, easing: easing, at: now)
    }

    /// Shows a `Double`, `Float` or other floating-point value at its
    /// shortest spelling: the digits that read back as the same value, so a
    /// price of `19.99` ends at exactly "19.99", never "19.989999".
    ///
    /// ```swift
    /// let price: Double = 19.99
    /// try model.show(price, duration: .seconds(1), easing: .easeOut, at: clock.now)  // ends "19.99"
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN and infinity,
    ///   `TallyError.valueOutOfRange(_:)` for a value with more than 19
    ///   integer digits or 18 fraction digits; the model is then unchanged.
    @_disfavoredOverload
    public mutating func show<Value: BinaryFloatingPoint>(
        _ value: Value, duration: Duration, easing: Easing, at now: Instant
    ) throws(TallyError) {
        show(try FixedDecimal(value), duration: duration, easing: easing, at: now)
    }

    /// Shows a Foundation `Decimal`, exactly.
    ///
    /// ```swift
    /// try model.show(Decimal(string: "1234.56")!, duration: .seconds(1), easing: .easeOut, at: clock.now)
    /// // ends "1,234.56"
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN,
    ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit;
    ///   the model is then unchanged.
    @_disfavoredOverload
    public mutating func show(_ value: Decimal, duration: Duration, easing: Easing, at now: Instant) throws(TallyError)
    {
        show(try FixedDecimal(value), duration: duration, easing: easing, at: now)
    }
}
