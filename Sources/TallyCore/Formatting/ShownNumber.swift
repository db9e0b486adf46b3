/// The number a format's text shows and the words around it: "1.2M" of
/// 1,234,567 is 12 with one fraction digit, "M" after it, in millions.
struct ShownNumber {
    /// The digits shown, as a significand with ``digits`` fraction digits.
    let shown: Int128
    let digits: Int
    /// The signs, symbols and words around the digits.
    let affixes: AffixRuns
    /// The value is ``shown`` × `unitFactor` × 10^`unitShift`: a byte
    /// unit's size, compact notation's divisor, a percentage's -2.
    var unitFactor: Int64 = 1
    var unitShift = 0

    /// The text before the digits.
    var head: String { affixes.head(negative: shown < 0, zero: shown == 0).string }

    /// The text after the digits.
    var tail: String { affixes.tail(negative: shown < 0, zero: shown == 0).string }
}
