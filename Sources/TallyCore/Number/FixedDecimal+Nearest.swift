import Foundation

extension FixedDecimal {
    /// The number of the largest magnitude a `FixedDecimal` holds, 19
    /// nines, with the sign asked for.
    private static func greatest(negative: Bool) -> FixedDecimal {
        let nines = powerOfTen(maximumIntegerDigits) - 1
        return FixedDecimal(unchecked: negative ? -nines : nines, scale: 0)
    }

    /// The number nearest to `value` that a `FixedDecimal` holds: the value
    /// itself when it fits; NaN as 0; an infinity or a value beyond 19
    /// integer digits as ±9,999,999,999,999,999,999. What a SwiftUI view,
    /// which cannot throw, shows for a value given to it.
    package init<Value: BinaryInteger>(nearest value: Value) {
        if let exact = try? FixedDecimal(value) {
            self = exact
        } else {
            self = Self.greatest(negative: value < 0)
        }
    }

    /// The number nearest to `value` that a `FixedDecimal` holds: its
    /// shortest spelling when it fits, rounded to 18 fraction digits when it
    /// has more; NaN as 0; an infinity or a value beyond 19 integer digits as
    /// ±9,999,999,999,999,999,999.
    package init<Value: BinaryFloatingPoint>(nearest value: Value) {
        if let exact = try? FixedDecimal(value) {
            self = exact
        } else if value.isNaN {
            self = 0
        } else if abs(Double(value)) < 1e19, let scaled = Int128(exactly: (Double(value) * 1e18).rounded()) {
            self = FixedDecimal(unchecked: scaled, scale: Self.maximumScale).trimmingFractionZeros()
        } else {
            self = Self.greatest(negative: value < 0)
        }
    }

    /// The number nearest to `value` that a `FixedDecimal` holds: the value
    /// itself when it fits, rounded (half to even) to 18 fraction digits when
    /// it has more; NaN as 0; a value beyond 19 integer digits as
    /// ±9,999,999,999,999,999,999.
    package init(nearest value: Decimal) {
        guard !value.isNaN else {
            self = 0
            return
        }
        var given = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &given, Self.maximumScale, .bankers)
        if let exact = try? FixedDecimal(rounded) {
            self = exact
        } else {
            self = Self.greatest(negative: value < 0)
        }
    }
}
