/// A value as an odometer shows it: a sign and digits by place value.
struct OdometerReading: Sendable, Hashable {
    let isNegative: Bool
    /// Digits of the magnitude, lowest place first: digits[0] is place -scale.
    let digits: [Int]
    /// Digits after the mark.
    let scale: Int

    init(_ value: FixedDecimal, scale: Int) {
        var magnitude = value.significand(atScale: scale).magnitude
        isNegative = value.significand(atScale: scale) < 0
        var digits: [Int] = []
        repeat {
            digits.append(Int(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        while digits.count < scale + 1 { digits.append(0) }
        self.digits = digits
        self.scale = scale
    }

    /// The number read.
    var value: FixedDecimal {
        var magnitude: Int128 = 0
        for digit in digits.reversed() { magnitude = magnitude * 10 + Int128(digit) }
        return FixedDecimal(unchecked: isNegative ? -magnitude : magnitude, scale: scale)
    }

    /// Digits before the mark (at least 1).
    var integerDigits: Int { digits.count - scale }

    /// The digit at `place` (0 ones, -1 tenths); 0 beyond the number.
    func digit(atPlace place: Int) -> Int {
        let index = place + scale
        return index >= 0 && index < digits.count ? digits[index] : 0
    }

    /// The magnitude in units of the lowest place shown, as a `Double`.
    func magnitude(inUnitsOf lowestPlace: Int) -> Double {
        var result = 0.0
        for (index, digit) in digits.enumerated().reversed() {
            let place = index - scale
            guard place >= lowestPlace else { continue }
            result = result * 10 + Double(digit)
        }
        for _ in 0..<max(0, -scale - lowestPlace) { result *= 10 }
        return result
    }
}
