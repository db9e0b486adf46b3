/// The name a number takes in a range of sizes: compact notation's "K"
/// for thousands, or a byte count's "MB".
struct MagnitudeUnit: Sendable, Hashable {
    /// The power of ten (compact) or the multiple of a byte (bytes) the
    /// number is divided by before it is shown.
    var divisorExponent: Int
    /// The signs and name around the digits.
    var affixes: Affixes
    /// Whether the name changes with the number ("1 byte", "2 bytes";
    /// Arabic's "١ ألف", "٣ آلاف"): Foundation is then asked for each
    /// number's words.
    var varies: Bool
}
