import Foundation

/// The names a style gives to sizes of numbers, read from Foundation once:
/// compact notation's per power of ten, or a byte count's units.
struct UnitTable: Sendable, Hashable {
    /// Compact notation: one per magnitude 0...20 (a FixedDecimal's 19
    /// integer digits, times 100 for a percentage); CLDR names up to 10^14
    /// in most locales ("1000T" beyond), up to 10^19 in Japanese ("京"). Bytes: byte, kilobyte, …, petabyte.
    let units: [MagnitudeUnit]
    /// The byte units, or nil for compact notation.
    let byteUnits: ByteUnits?

    /// The largest magnitude a number shown can have.
    static let largestCompactMagnitude = 20

    /// Compact notation's unit for each magnitude: `probe` writes 10^m as
    /// "1K", "10K", "100K" (or "1000" where the locale has no name for
    /// thousands), and the digits shown tell the divisor.
    static func compact(_ probe: FormatProbe) -> UnitTable {
        let zero = ProbeParts(probe.text(0, .automatic))
        // Numbers whose names differ by grammatical number in some
        // language: 1, 2, 3, 5, 7, 11, 21, 101, 1.5 times a power of ten.
        let samples = [100, 101, 110, 150, 200, 210, 300, 500, 700].map { Decimal($0) / 100 }
        var units: [MagnitudeUnit] = []
        for magnitude in 0...largestCompactMagnitude {
            let power = Self.power(magnitude)
            let positive = ProbeParts(probe.text(power, .automatic))
            let negative = ProbeParts(probe.text(-power, .automatic))
            let varies = samples.contains { sample in
                let parts = ProbeParts(probe.text(sample * power, .automatic))
                return parts.prefix != positive.prefix || parts.suffix != positive.suffix
            }
            units.append(
                MagnitudeUnit(
                    divisorExponent: max(0, magnitude - (positive.digitCount - 1)),
                    affixes: Affixes(positive: positive, negative: negative, zero: zero), varies: varies))
        }
        return UnitTable(units: units, byteUnits: nil)
    }

    /// The byte units' names; the sign is the locale's, next to the digits
    /// (`signs`: the plain number's affixes for the sign display).
    static func bytes(_ probe: FormatProbe, _ byteUnits: ByteUnits, signs: Affixes) -> UnitTable {
        var units: [MagnitudeUnit] = []
        for index in 0..<Self.byteSizes(byteUnits).count {
            let size = Self.byteSize(index, byteUnits)
            let words = ProbeParts(probe.bytes(5 * size, byteUnits))
            let varies = [1, 2, 3, 11, 21, 101].contains { (count: Int64) in
                let parts = ProbeParts(probe.bytes(count * size, byteUnits))
                return parts.prefix != words.prefix || parts.suffix != words.suffix
            }
            units.append(
                MagnitudeUnit(
                    divisorExponent: index, affixes: Self.combine(words: words, signs: signs), varies: varies))
        }
        return UnitTable(units: units, byteUnits: byteUnits)
    }

    /// A unit's words around the sign's affixes: "kilobaiti -1", "-1 kB".
    static func combine(words: ProbeParts, signs: Affixes) -> Affixes {
        var affixes = Affixes()
        affixes.positivePrefix = words.prefix + signs.positivePrefix
        affixes.positiveSuffix = signs.positiveSuffix + words.suffix
        affixes.negativePrefix = words.prefix + signs.negativePrefix
        affixes.negativeSuffix = signs.negativeSuffix + words.suffix
        affixes.zeroPrefix = words.prefix + signs.zeroPrefix
        affixes.zeroSuffix = signs.zeroSuffix + words.suffix
        return affixes
    }

    /// The largest count of bytes (as a `Double`, as Foundation compares)
    /// shown in each unit, and the units' sizes.
    static func byteSizes(_ byteUnits: ByteUnits) -> [Double] {
        switch byteUnits {
        case .decimal: return decimalLimits
        case .binary: return binaryLimits
        }
    }

    private static let decimalLimits: [Double] = [
        999, 999_499, 999_949_999, 999_994_999_999, 999_994_999_999_999, Double(Int64.max),
    ]
    private static let binaryLimits: [Double] = [
        1023, 1_048_063, 1_073_689_395, 1_099_506_259_066, 1_125_894_409_284_485, Double(Int64.max),
    ]

    /// The size of byte unit `index`: 1000^index or 1024^index.
    static func byteSize(_ index: Int, _ byteUnits: ByteUnits) -> Int64 {
        let base: Int64 = byteUnits == .decimal ? 1000 : 1024
        return (0..<index).reduce(1) { total, _ in total * base }
    }

    static func power(_ exponent: Int) -> Decimal {
        (0..<exponent).reduce(Decimal(1)) { total, _ in total * 10 }
    }
}
