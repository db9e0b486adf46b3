/// A value as an odometer shows it: a sign and digits by place value.
struct OdometerReading: Sendable, Hashable {
    let isNegative: Bool
    /// Digits of the magnitude, lowest place first: digits[0] is place -scale.
    let digits: [Int]
    /// Digits after the mark.
    let scale: Int
    /// The text around the digits and their unit, for a styled format
    /// ("$", "M", "%"); nil when the digits are the whole number.
    var words: OdometerWords?

    init(_ value: FixedDecimal, scale: Int) {
        self.init(significand: value.significand(atScale: scale), scale: scale)
    }

    /// The digits of `significand` × 10^-`scale`.
    private init(significand: Int128, scale: Int) {
        var magnitude = significand.magnitude
        isNegative = significand < 0
        var digits: [Int] = []
        repeat {
            digits.append(Int(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        while digits.count < scale + 1 { digits.append(0) }
        self.digits = digits
        self.scale = scale
    }

    /// The digits a styled format's text shows for `value`, with its words.
    init(_ value: FixedDecimal, format: NumberFormat) {
        let number = format.shown(for: value)
        self.init(significand: number.shown, scale: max(number.digits, 0))
        words = OdometerWords(
            head: FaceText(number.head), tail: FaceText(number.tail), isNegative: number.shown < 0,
            unitFactor: number.unitFactor, unitShift: number.unitShift)
    }

    /// The number read (for a styled format, in the unit of its words).
    var value: FixedDecimal {
        var magnitude: Int128 = 0
        for digit in digits.reversed() { magnitude = magnitude &* 10 &+ Int128(digit) }
        let significand = isNegative ? -magnitude : magnitude
        guard let words else { return FixedDecimal(unchecked: significand, scale: scale) }
        return words.value(significand: significand, scale: scale)
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
