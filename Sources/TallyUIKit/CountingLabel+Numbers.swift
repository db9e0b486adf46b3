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
    }
#endif
