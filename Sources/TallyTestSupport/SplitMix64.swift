/// A small, seedable random number generator, so every run of a test sees
/// the same values.
///
/// ```swift
/// var generator = SplitMix64(seed: 7)
/// Int.random(in: 0..<10, using: &generator)  // the same number every run
/// ```
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`, e.g. `SplitMix64(seed: 7)`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits, e.g. `generator.next()`.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
