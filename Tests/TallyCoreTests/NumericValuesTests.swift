import Foundation
import TallyCore
import TallyTestSupport
import Testing

/// Values an app has at hand: `Int`, `Double`, `Float`, any integer width.
@Suite struct NumericValuesTests {
    @Test func intAndDoubleVariablesCount() throws {
        let score: Int = 1234
        let counter = try Counter(from: 0, to: score)
        #expect(counter.frame(at: counter.duration).text == "1,234")
        let price: Double = 19.99
        let money = try Counter(from: 0, to: price)
        #expect(money.frame(at: money.duration).text == "19.99")
        #expect(money.frame(at: money.duration).value == 19.99)
        let small: UInt8 = 200
        #expect(try Counter(to: small).target == 200)
        let whole: Double = 100
        #expect(try Counter(from: 0, to: whole).frame(at: .seconds(2)).text == "100", "no cosmetic .0")
        let single: Float = 0.1
        #expect(try Counter(to: single).frame(at: .seconds(2)).text == "0.1", "a Float's own shortest digits")
        var retargeted = try Counter(from: 0, to: score)
        let newScore = 2000
        try retargeted.count(to: newScore, duration: .seconds(1), at: .seconds(1))
        #expect(retargeted.frame(at: retargeted.duration).text == "2,000")
    }

    @Test func statedFractionDigitsAreKept() throws {
        #expect(try FixedDecimal(10.00, fractionDigits: 2).description == "10.00")
        #expect(try FixedDecimal(2.675, fractionDigits: 2).description == "2.68")
        #expect(try FixedDecimal(0.125, fractionDigits: 2).description == "0.12", "half to even")
        #expect(try FixedDecimal(42, fractionDigits: 3).description == "42.000")
        let counter = try Counter(from: 0, to: FixedDecimal(15.8, fractionDigits: 2))
        #expect(counter.frame(at: counter.duration).text == "15.80")
        #expect(throws: TallyError.self) { try FixedDecimal(1.5, fractionDigits: 19) }
        #expect(throws: TallyError.self) { try FixedDecimal(1.5, fractionDigits: -1) }
    }

    @Test func outOfRangeAndNonFiniteValuesAreTypedErrors() throws {
        #expect(throws: TallyError.valueOutOfRange("18446744073709551615")) { try FixedDecimal(UInt64.max) }
        #expect(throws: TallyError.nonFiniteValue("nan")) { try Counter(from: 0, to: Double.nan) }
        #expect(throws: TallyError.nonFiniteValue("inf")) { try Counter(from: 0, to: Float.infinity) }
        #expect(throws: TallyError.self) { try Counter(from: 0, to: 1e300) }
        #expect(throws: TallyError.self) { try FixedDecimal(Int128.max) }
        #expect(try FixedDecimal(Int128(Int64.max)) == FixedDecimal(Int64.max))
    }

    /// Oracle: every converted `Double` reads back as the same `Double`, and
    /// its text is Swift's shortest round-trip spelling.
    @Test func doublesRoundTripThroughTheirShortestDigits() throws {
        var random = SplitMix64(seed: 9)
        var checked = 0
        for _ in 0..<20_000 {
            let exponent = Double(Int(random.next() % 30) - 12)
            let value = (Double(random.next() % 1_000_000_007) / 1_000_000_007 - 0.5) * pow(10, exponent)
            guard let decimal = try? FixedDecimal(value) else { continue }
            #expect(Double(decimal.description) == value, "\(value)")
            #expect(decimal.doubleValue == value || abs(decimal.doubleValue - value) <= abs(value) * 1e-15)
            checked += 1
        }
        #expect(checked > 10_000)
    }

    @Test func literalsFinerThanEighteenDigitsRound() {
        let tiny: FixedDecimal = 1e-30
        #expect(tiny == 0, "rounded to 18 fraction digits, not a trap")
        let close: FixedDecimal = 1.5e-18
        #expect(close.scale == 18 && abs(close.doubleValue - 1.5e-18) <= 1e-18)
    }

    @Test func everyIntegerWidthConverts() throws {
        #expect(try FixedDecimal(Int8.min) == -128)
        #expect(try FixedDecimal(UInt16.max) == 65535)
        #expect(try FixedDecimal(Int32.min) == -2_147_483_648)
        #expect(try FixedDecimal(UInt64(Int64.max)) == FixedDecimal(Int64.max))
        #expect(try FixedDecimal(Int.min) == FixedDecimal(Int64.min))
    }

    @Test func aFrameCarriesTheValueItShows() throws {
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        for milliseconds in stride(from: 0, through: 2000, by: 7) {
            let elapsed = Duration.milliseconds(milliseconds)
            let frame = counter.frame(at: elapsed)
            #expect(frame.value == counter.value(at: elapsed))
            #expect(frame.text == NumberFormat(fractionDigits: 2).string(for: frame.value))
        }
    }
}
