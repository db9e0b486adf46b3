#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TallyCore
    import UIKit

    extension CountingLabel {
        /// Counts from `start` to `target`, given as integers of any type,
        /// `Double`s, `Float`s or `CGFloat`s (UICountingLabel's numbers):
        /// integers exactly, floating-point values at their shortest spelling.
        ///
        /// ```swift
        /// let price: Double = 19.99
        /// try label.count(from: 0, to: price, duration: 1)  // "0.00" … "19.99"
        /// ```
        ///
        /// - Parameters:
        ///   - start: The first value shown.
        ///   - target: The last value shown.
        ///   - duration: Seconds the count takes; 2 by default.
        ///   - easing: The curve of the count; linear by default.
        /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN or infinity,
        ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit,
        ///   `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        @_disfavoredOverload
        public func count<Value: BinaryFloatingPoint>(
            from start: Value, to target: Value, duration: TimeInterval = 2, easing: Easing = .none
        ) throws(TallyError) {
            try count(from: FixedDecimal(start), to: FixedDecimal(target), duration: duration, easing: easing)
        }

        /// Counts from `start` to `target`, integers of any type, exactly.
        ///
        /// ```swift
        /// let score: UInt32 = 1234
        /// try label.count(from: 0, to: score)  // "0" … "1,234"
        /// ```
        ///
        /// - Parameters:
        ///   - start: The first value shown.
        ///   - target: The last value shown.
        ///   - duration: Seconds the count takes; 2 by default.
        ///   - easing: The curve of the count; linear by default.
        /// - Throws: `TallyError.valueOutOfRange(_:)` for more than 19 digits,
        ///   `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        @_disfavoredOverload
        public func count<Value: BinaryInteger>(
            from start: Value, to target: Value, duration: TimeInterval = 2, easing: Easing = .none
        ) throws(TallyError) {
            try count(from: FixedDecimal(start), to: FixedDecimal(target), duration: duration, easing: easing)
        }

        /// Counts to a floating-point `target` (at its shortest spelling) from
        /// the value shown now.
        ///
        /// ```swift
        /// try label.count(to: 12.49 as Double)  // ends "12.49"
        /// ```
        ///
        /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN or infinity,
        ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit,
        ///   `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        @_disfavoredOverload
        public func count<Value: BinaryFloatingPoint>(
            to target: Value, duration: TimeInterval = 2, easing: Easing? = nil
        ) throws(TallyError) {
            try count(to: FixedDecimal(target), duration: duration, easing: easing)
        }

        /// Counts to an integer `target` of any type from the value shown now.
        ///
        /// ```swift
        /// let score: Int16 = 250
        /// try label.count(to: score)  // ends "250"
        /// ```
        ///
        /// - Throws: `TallyError.valueOutOfRange(_:)` for more than 19 digits,
        ///   `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        @_disfavoredOverload
        public func count<Value: BinaryInteger>(to target: Value, duration: TimeInterval = 2, easing: Easing? = nil)
            throws(TallyError)
        {
            try count(to: FixedDecimal(target), duration: duration, easing: easing)
        }

        /// Counts to a Foundation `Decimal`, exactly, from the value shown now.
        ///
        /// ```swift
        /// try label.count(to: Decimal(string: "99.95")!)  // ends "99.95"
        /// ```
        ///
        /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN,
        ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit,
        ///   `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        @_disfavoredOverload
        public func count(to target: Decimal, duration: TimeInterval = 2, easing: Easing? = nil) throws(TallyError) {
            try count(to: FixedDecimal(target), duration: duration, easing: easing)
        }
    }
#endif
