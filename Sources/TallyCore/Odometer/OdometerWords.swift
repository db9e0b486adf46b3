/// What a reading of a styled format shows around its digits: the text
/// before and after them ("-$", "M", " €", "%"), its sign, and the unit
/// the digits count in ("1.2" of "1.2M" counts millions).
struct OdometerWords: Hashable, Sendable {
    /// The text before the digits, sign included.
    let head: FaceText
    /// The text after the digits.
    let tail: FaceText
    let isNegative: Bool
    /// The digits' number times `unitFactor` × 10^`unitShift` is the value.
    let unitFactor: Int64
    let unitShift: Int

    /// A leg's words: those it starts from, those it ends on, which way
    /// they roll, and zero's (shown while the digits all read 0).
    struct Turn: Sendable {
        let from: OdometerWords
        let to: OdometerWords
        let up: Bool
        let zero: OdometerWords
    }

    /// No words: what a plain reading has around its digits.
    static func none(negative: Bool) -> OdometerWords {
        OdometerWords(head: FaceText(""), tail: FaceText(""), isNegative: negative, unitFactor: 1, unitShift: 0)
    }

    /// The text of `slot` (the prefix or the suffix).
    func text(of slot: OdometerSlot) -> FaceText {
        slot == .prefix ? head : tail
    }

    /// `magnitude` counted in this unit, as a value.
    func value(of magnitude: Double) -> Double {
        magnitude * Double(unitFactor) * FixedDecimal.doublePowerOfTen(unitShift)
    }

    /// The value of `significand` × 10^-`scale` counted in this unit, exactly
    /// where a `FixedDecimal` holds it (the largest one it holds beyond).
    func value(significand: Int128, scale: Int) -> FixedDecimal {
        var (product, overflow) = significand.multipliedReportingOverflow(by: Int128(unitFactor))
        var scale = scale - unitShift
        if scale < 0 {
            let widened = product.multipliedReportingOverflow(by: FixedDecimal.powerOfTen(min(-scale, 38)))
            (product, overflow) = (widened.partialValue, overflow || widened.overflow || -scale > 38)
            scale = 0
        }
        while scale > FixedDecimal.maximumScale {
            product /= 10
            scale -= 1
        }
        let largest = FixedDecimal.powerOfTen(FixedDecimal.maximumIntegerDigits + scale) - 1
        if overflow || product.magnitude > largest.magnitude { product = significand < 0 ? -largest : largest }
        return FixedDecimal(unchecked: product, scale: scale)
    }
}
