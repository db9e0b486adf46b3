import TallyTestSupport
import Testing

@testable import TallyCore

/// The per-frame shortcuts of `Int128+Fast.swift` against the standard
/// library's slow, exact operations.
@Suite struct Int128FastTests {
    /// Every half, its neighbours and the values where adding one half goes
    /// wrong, in each binade a count meets, both signs; then a million
    /// random doubles of every magnitude up to ±1.7e38.
    @Test func roundingFastRoundsHalfAwayFromZeroAsTheStandardLibrary() {
        var values: [Double] = [0, 0.5, 0.49999999999999994, 1.5, 2.5, 4_503_599_627_370_497, 9_007_199_254_740_991]
        for exponent in -60...126 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            for base in [power, power + 0.5, power - 0.5, power * 1.5, power + 1, power - 1] {
                values += [base, base.nextUp, base.nextDown]
            }
        }
        var random = SplitMix64(seed: 29)
        for _ in 0..<1_000_000 {
            let significand = Double(random.next() >> 11) / Double(1 << 53)
            let exponent = Int(random.next() % 140) - 12
            values.append(Double(sign: .plus, exponent: exponent, significand: 1 + significand))
        }
        var wrong: [Double] = []
        for magnitude in values where magnitude < 1.7e38 {
            for value in [magnitude, -magnitude] where Int128(roundingFast: value) != Int128(value.rounded()) {
                wrong.append(value)
            }
        }
        let wrongCount = wrong.count
        #expect(wrongCount == 0, "e.g. \(wrong.prefix(5))")
    }

    @Test func fastMultipliedAndFastDoubleAgreeWithTheGeneralOperations() {
        var random = SplitMix64(seed: 30)
        for _ in 0..<100_000 {
            let value = Int128(Int64(bitPattern: random.next())) >> (random.next() % 64)
            let factor = FixedDecimal.powerOfTen(Int(random.next() % 19))
            let (product, overflow) = value.multipliedReportingOverflow(by: factor)
            if !overflow { #expect(value.fastMultiplied(by: factor) == product) }
            #expect(value.fastDouble == Double(value))
            let wide = value << 40
            #expect(wide.fastDouble == Double(wide))
        }
    }
}
