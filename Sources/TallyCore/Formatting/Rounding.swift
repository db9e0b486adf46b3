/// How a number is rounded when it has more fraction digits than are shown.
///
/// ```swift
/// var format = NumberFormat(fractionDigits: 1)
/// format.string(for: try FixedDecimal("0.25"))  // "0.2"  (half-even, the default)
/// format.rounding = .halfUp
/// format.string(for: try FixedDecimal("0.25"))  // "0.3"
/// ```
public enum Rounding: Sendable, Hashable, Codable {
    /// Ties go to the even neighbour, as `NumberFormatter` and ICU do by default.
    case halfEven
    /// Ties go away from zero (0.25 -> 0.3, -0.25 -> -0.3).
    case halfUp

    /// `value / 10^exponent`, rounded by this rule.
    func divide(_ value: Int128, byPowerOfTen exponent: Int) -> Int128 {
        guard exponent > 0 else { return value }
        guard exponent <= 38 else { return 0 }
        if exponent <= 18, let small = Int64(exactly: value) {
            // In 64 bits when the value fits: a 128-bit division is a slow
            // library call, and every styled frame rounds.
            return Int128(divide(small, byPowerOfTen: exponent))
        }
        let divisor = FixedDecimal.powerOfTen(exponent)
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        let twice = remainder.magnitude * 2
        let divisorMagnitude = divisor.magnitude
        let away: Bool
        if twice > divisorMagnitude {
            away = true
        } else if twice < divisorMagnitude {
            away = false
        } else {
            away = self == .halfUp || quotient & 1 != 0
        }
        guard away else { return quotient }
        return value < 0 ? quotient - 1 : quotient + 1
    }

    /// ``divide(_:byPowerOfTen:)`` in 64 bits, for 1...18.
    private func divide(_ value: Int64, byPowerOfTen exponent: Int) -> Int64 {
        let divisor = Self.powersOfTen[exponent]
        let (quotient, remainder) = Self.quotientAndRemainder(value, dividingByPowerOfTen: exponent)
        let twice = remainder.magnitude * 2
        let away: Bool
        if twice > divisor.magnitude {
            away = true
        } else if twice < divisor.magnitude {
            away = false
        } else {
            away = self == .halfUp || quotient & 1 != 0
        }
        guard away else { return quotient }
        return value < 0 ? quotient - 1 : quotient + 1
    }

    /// `value` divided by 10^`exponent` (1...18), by a constant for each
    /// exponent: a constant divisor is a multiplication, a variable one a
    /// hardware division of some 40 cycles, on every compact frame.
    @inline(__always)
    private static func quotientAndRemainder(_ value: Int64, dividingByPowerOfTen exponent: Int) -> (Int64, Int64) {
        switch exponent {
        case 1: return value.quotientAndRemainder(dividingBy: 10)
        case 2: return value.quotientAndRemainder(dividingBy: 100)
        case 3: return value.quotientAndRemainder(dividingBy: 1_000)
        case 4: return value.quotientAndRemainder(dividingBy: 10_000)
        case 5: return value.quotientAndRemainder(dividingBy: 100_000)
        case 6: return value.quotientAndRemainder(dividingBy: 1_000_000)
        case 7: return value.quotientAndRemainder(dividingBy: 10_000_000)
        case 8: return value.quotientAndRemainder(dividingBy: 100_000_000)
        case 9: return value.quotientAndRemainder(dividingBy: 1_000_000_000)
        case 10: return value.quotientAndRemainder(dividingBy: 10_000_000_000)
        case 11: return value.quotientAndRemainder(dividingBy: 100_000_000_000)
        case 12: return value.quotientAndRemainder(dividingBy: 1_000_000_000_000)
        case 13: return value.quotientAndRemainder(dividingBy: 10_000_000_000_000)
        case 14: return value.quotientAndRemainder(dividingBy: 100_000_000_000_000)
        case 15: return value.quotientAndRemainder(dividingBy: 1_000_000_000_000_000)
        case 16: return value.quotientAndRemainder(dividingBy: 10_000_000_000_000_000)
        case 17: return value.quotientAndRemainder(dividingBy: 100_000_000_000_000_000)
        default: return value.quotientAndRemainder(dividingBy: powersOfTen[exponent])
        }
    }

    private static let powersOfTen: [Int64] = (0...18).map { exponent in
        (0..<exponent).reduce(Int64(1)) { total, _ in total * 10 }
    }
}
