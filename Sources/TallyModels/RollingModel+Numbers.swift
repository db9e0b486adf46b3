import Foundation
import TallyCore

extension RollingModel {
    /// An odometer showing an integer of any type, waiting for a value.
    ///
    /// ```swift
    /// let seats: UInt8 = 42
    /// var model = try RollingModel<ContinuousClock.Instant>(showing: seats, options: OdometerOptions())
    /// ```
    ///
    /// - Throws: `TallyError.valueOutOfRange(_:)` for more than 19 digits,
    ///   and the errors of `Odometer.init(from:to:options:)` for options out of range.
    @_disfavoredOverload
    public init<Value: BinaryInteger>(showing start: Value, options: OdometerOptions) throws(TallyError) {
        try self.init(showing: try FixedDecimal(start), options: options)
    }

    /// An odometer showing a floating-point value at its shortest spelling,
    /// waiting for a value.
    ///
    /// ```swift
    /// let rate: Double = 1.25
    /// var model = try RollingModel<ContinuousClock.Instant>(showing: rate, options: OdometerOptions())
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN and infinity,
    ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit,
    ///   and the errors of `Odometer.init(from:to:options:)`.
    @_disfavoredOverload
    public init<Value: BinaryFloatingPoint>(showing start: Value, options: OdometerOptions) throws(TallyError) {
        try self.init(showing: try FixedDecimal(start), options: options)
    }

    /// An odometer showing a Foundation `Decimal`, exactly, waiting for a value.
    ///
    /// ```swift
    /// var model = try RollingModel<ContinuousClock.Instant>(showing: Decimal(1), options: OdometerOptions())
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN,
    ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit,
    ///   and the errors of `Odometer.init(from:to:options:)`.
    @_disfavoredOverload
    public init(showing start: Decimal, options: OdometerOptions) throws(TallyError) {
        try self.init(showing: try FixedDecimal(start), options: options)
    }

    /// Shows an integer of any type, exactly, as ``show(_:at:)-(FixedDecimal,_)`` does.
    ///
    /// ```swift
    /// let visitors: Int32 = 1000
    /// try model.show(visitors, at: clock.now)  // rolls to "1,000"
    /// ```
    ///
    /// - Throws: `TallyError.valueOutOfRange(_:)` for more than 19 digits;
    ///   the model is then unchanged.
    @_disfavoredOverload
    public mutating func show<Value: BinaryInteger>(_ value: Value, at now: Instant) throws(TallyError) {
        show(try FixedDecimal(value), at: now)
    }

    /// Shows a floating-point value at its shortest spelling (`9.99` rolls
    /// to exactly "9.99").
    ///
    /// ```swift
    /// let price: Float = 9.99
    /// try model.show(price, at: clock.now)  // rolls to "9.99"
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN and infinity,
    ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit;
    ///   the model is then unchanged.
    @_disfavoredOverload
    public mutating func show<Value: BinaryFloatingPoint>(_ value: Value, at now: Instant) throws(TallyError) {
        show(try FixedDecimal(value), at: now)
    }

    /// Shows a Foundation `Decimal`, exactly.
    ///
    /// ```swift
    /// try model.show(Decimal(string: "10.5")!, at: clock.now)  // rolls to "10.5"
    /// ```
    ///
    /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN,
    ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit;
    ///   the model is then unchanged.
    @_disfavoredOverload
    public mutating func show(_ value: Decimal, at now: Instant) throws(TallyError) {
        show(try FixedDecimal(value), at: now)
    }
}
