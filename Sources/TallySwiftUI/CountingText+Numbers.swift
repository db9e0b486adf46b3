import Foundation
import SwiftUI
import TallyCore

extension CountingText {
    /// A text counting to an integer of any type (`Int64`, `UInt8`, …), exactly.
    ///
    /// ```swift
    /// let downloads: UInt64 = 1_250_000
    /// CountingText(downloads)  // "0" … "1,250,000"
    /// ```
    ///
    /// A view cannot throw: a value of more than 19 digits shows as the
    /// nearest Tally holds, ±9,999,999,999,999,999,999. Convert it yourself
    /// with `try FixedDecimal(value)` to handle that case.
    ///
    /// - Parameters:
    ///   - value: The number to count to.
    ///   - start: The number shown when the view appears.
    ///   - duration: How long each count takes.
    ///   - easing: The curve of each count.
    ///   - format: How numbers are written.
    ///   - text: What is shown around the number.
    ///   - onComplete: Called when a count arrives at its value.
    @_disfavoredOverload
    public init<Value: BinaryInteger>(
        _ value: Value, from start: Value = 0, duration: Duration = .seconds(2), easing: Easing = .easeOut,
        format: NumberFormat? = nil, text: CounterText = .plain, onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            FixedDecimal(nearest: value), from: FixedDecimal(nearest: start), duration: duration, easing: easing,
            format: format, text: text, onComplete: onComplete)
    }

    /// A text counting to a `Double`, `Float` or other floating-point value,
    /// taken at its shortest spelling: a price of `19.99` ends at exactly
    /// "19.99", never "19.989999".
    ///
    /// ```swift
    /// let price: Double = 19.99
    /// CountingText(price, format: .currency(code: "EUR"))  // "€0.00" … "€19.99"
    /// ```
    ///
    /// A view cannot throw: NaN shows as 0, an infinity or a value beyond 19
    /// integer digits as ±9,999,999,999,999,999,999, and digits beyond the
    /// 18th after the mark are rounded. Convert it yourself with
    /// `try FixedDecimal(value)` to handle those cases.
    ///
    /// - Parameters:
    ///   - value: The number to count to.
    ///   - start: The number shown when the view appears.
    ///   - duration: How long each count takes.
    ///   - easing: The curve of each count.
    ///   - format: How numbers are written; by default in the environment's
    ///     locale with as many fraction digits as the values have.
    ///   - text: What is shown around the number.
    ///   - onComplete: Called when a count arrives at its value.
    @_disfavoredOverload
    public init<Value: BinaryFloatingPoint>(
        _ value: Value, from start: Value = 0, duration: Duration = .seconds(2), easing: Easing = .easeOut,
        format: NumberFormat? = nil, text: CounterText = .plain, onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            FixedDecimal(nearest: value), from: FixedDecimal(nearest: start), duration: duration, easing: easing,
            format: format, text: text, onComplete: onComplete)
    }

    /// A text counting to a Foundation `Decimal`, exactly.
    ///
    /// ```swift
    /// let total = Decimal(string: "1234.56")!
    /// CountingText(total)  // "0.00" … "1,234.56"
    /// ```
    ///
    /// A view cannot throw: NaN shows as 0, a value beyond 19 integer digits
    /// as ±9,999,999,999,999,999,999, and digits beyond the 18th after the
    /// mark are rounded.
    ///
    /// - Parameters:
    ///   - value: The number to count to.
    ///   - start: The number shown when the view appears.
    ///   - duration: How long each count takes.
    ///   - easing: The curve of each count.
    ///   - format: How numbers are written.
    ///   - text: What is shown around the number.
    ///   - onComplete: Called when a count arrives at its value.
    @_disfavoredOverload
    public init(
        _ value: Decimal, from start: Decimal = 0, duration: Duration = .seconds(2), easing: Easing = .easeOut,
        format: NumberFormat? = nil, text: CounterText = .plain, onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            FixedDecimal(nearest: value), from: FixedDecimal(nearest: start), duration: duration, easing: easing,
            format: format, text: text, onComplete: onComplete)
    }
}
