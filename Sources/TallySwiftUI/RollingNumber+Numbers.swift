import Foundation
import SwiftUI
import TallyCore

extension RollingNumber {
    /// An odometer rolling to an integer of any type, exactly.
    ///
    /// ```swift
    /// let visitors: Int32 = 1000
    /// RollingNumber(visitors)  // rolls to "1,000"
    /// ```
    ///
    /// A view cannot throw: a value of more than 19 digits shows as the
    /// nearest Tally holds, ±9,999,999,999,999,999,999.
    ///
    /// - Parameters:
    ///   - value: The number to roll to.
    ///   - start: The number shown when the view appears.
    ///   - options: Duration, stagger, density, minimum length, direction, mode, easing and format.
    ///   - onComplete: Called when every column has stopped at the value.
    @_disfavoredOverload
    public init<Value: BinaryInteger>(
        _ value: Value, from start: Value = 0, options: OdometerOptions = OdometerOptions(),
        onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            FixedDecimal(nearest: value), from: FixedDecimal(nearest: start), options: options, onComplete: onComplete)
    }

    /// An odometer rolling to a `Double`, `Float` or other floating-point
    /// value at its shortest spelling (`9.99` rolls to exactly "9.99").
    ///
    /// ```swift
    /// let price: Double = 9.99
    /// RollingNumber(price)  // rolls to "9.99"
    /// ```
    ///
    /// A view cannot throw: NaN shows as 0, an infinity or a value beyond 19
    /// integer digits as ±9,999,999,999,999,999,999, and digits beyond the
    /// 18th after the mark are rounded.
    ///
    /// - Parameters:
    ///   - value: The number to roll to.
    ///   - start: The number shown when the view appears.
    ///   - options: Duration, stagger, density, minimum length, direction, mode, easing and format.
    ///   - onComplete: Called when every column has stopped at the value.
    @_disfavoredOverload
    public init<Value: BinaryFloatingPoint>(
        _ value: Value, from start: Value = 0, options: OdometerOptions = OdometerOptions(),
        onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            FixedDecimal(nearest: value), from: FixedDecimal(nearest: start), options: options, onComplete: onComplete)
    }

    /// An odometer rolling to a Foundation `Decimal`, exactly.
    ///
    /// ```swift
    /// RollingNumber(Decimal(string: "10.25")!)  // rolls to "10.25"
    /// ```
    ///
    /// A view cannot throw: NaN shows as 0, a value beyond 19 integer digits
    /// as ±9,999,999,999,999,999,999, and digits beyond the 18th after the
    /// mark are rounded.
    ///
    /// - Parameters:
    ///   - value: The number to roll to.
    ///   - start: The number shown when the view appears.
    ///   - options: Duration, stagger, density, minimum length, direction, mode, easing and format.
    ///   - onComplete: Called when every column has stopped at the value.
    @_disfavoredOverload
    public init(
        _ value: Decimal, from start: Decimal = 0, options: OdometerOptions = OdometerOptions(),
        onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            FixedDecimal(nearest: value), from: FixedDecimal(nearest: start), options: options, onComplete: onComplete)
    }
}
