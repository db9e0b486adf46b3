/// The text before and after a number's digits for each sign it can have:
/// a sign, a currency symbol, a percent sign, a compact name, bidi marks.
struct Affixes: Sendable, Hashable {
    var positivePrefix = ""
    var positiveSuffix = ""
    var negativePrefix = ""
    var negativeSuffix = ""
    var zeroPrefix = ""
    var zeroSuffix = ""

    /// The affixes of three probes: a positive number's, a negative one's
    /// and zero's text.
    init(positive: ProbeParts, negative: ProbeParts, zero: ProbeParts) {
        (positivePrefix, positiveSuffix) = (positive.prefix, positive.suffix)
        (negativePrefix, negativeSuffix) = (negative.prefix, negative.suffix)
        (zeroPrefix, zeroSuffix) = (zero.prefix, zero.suffix)
    }

    /// One text's affixes for every sign: the words Foundation gave for
    /// one number whose sign is known.
    init(all parts: ProbeParts) {
        (positivePrefix, positiveSuffix) = (parts.prefix, parts.suffix)
        (negativePrefix, negativeSuffix) = (parts.prefix, parts.suffix)
        (zeroPrefix, zeroSuffix) = (parts.prefix, parts.suffix)
    }

    init() {}
}
