#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TallyCore
    import UIKit

    extension OdometerView {
        /// Sets ``number`` to a `Double`, `Float` or `CGFloat` at its
        /// shortest spelling, so that a price of `19.99` rolls to exactly
        /// "19.99" (MSNumberScrollAnimatedView's `setNumber:` took an
        /// `NSNumber`).
        ///
        /// ```swift
        /// let price: Double = 19.99
        /// try odometer.setNumber(price)
        /// try odometer.startAnimation()  // rolls to "19.99"
        /// ```
        ///
        /// - Parameters:
        ///   - value: The number the next ``startAnimation()`` rolls to.
        /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN or infinity,
        ///   `TallyError.valueOutOfRange(_:)` for a value that does not fit;
        ///   ``number`` is then unchanged.
        @_disfavoredOverload
        public func setNumber<Value: BinaryFloatingPoint>(_ value: Value) throws(TallyError) {
            number = try FixedDecimal(value)
        }

        /// Sets ``number`` to an integer of any type (`Int64`, `UInt8`, …),
        /// exactly.
        ///
        /// ```swift
        /// let visitors: UInt64 = 1_250_000
        /// try odometer.setNumber(visitors)
        /// ```
        ///
        /// - Parameters:
        ///   - value: The number the next ``startAnimation()`` rolls to.
        /// - Throws: `TallyError.valueOutOfRange(_:)` for more than 19
        ///   digits; ``number`` is then unchanged.
        @_disfavoredOverload
        public func setNumber<Value: BinaryInteger>(_ value: Value) throws(TallyError) {
            number = try FixedDecimal(value)
        }

        /// Sets ``number`` to a Foundation `Decimal`, exactly.
        ///
        /// ```swift
        /// let total = Decimal(string: "1234.56")!
        /// try odometer.setNumber(total)  // rolls to "1,234.56"
        /// ```
        ///
        /// - Parameters:
        ///   - value: The number the next ``startAnimation()`` rolls to.
        /// - Throws: `TallyError.nonFiniteValue(_:)` for NaN,
        ///   `TallyError.valueOutOfRange(_:)` for more than 19 integer or 18
        ///   fraction digits; ``number`` is then unchanged.
        @_disfavoredOverload
        public func setNumber(_ value: Decimal) throws(TallyError) {
            number = try FixedDecimal(value)
        }
    }
#endif
