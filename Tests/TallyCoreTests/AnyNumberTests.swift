import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// Every kind of number an app holds, against independent references:
/// integers exactly, floating-point values by the shortest text that reads
/// back as the same value, `Decimal` exactly, and what a view (which cannot
/// throw) shows for a value Tally cannot hold.
@Suite struct AnyNumberTests {
    /// Every `Int8`, `UInt8` and `Int16` is itself; `Int64`'s and `UInt64`'s
    /// edges too, or out of range beyond 19 digits.
    @Test func integersOfEveryTypeAreExact() throws {
        for value in Int8.min...Int8.max { #expect(try FixedDecimal(value).description == String(value)) }
        for value in UInt8.min...UInt8.max { #expect(try FixedDecimal(value).description == String(value)) }
        for value in Int16.min...Int16.max { #expect(try FixedDecimal(value).description == String(value)) }
        for value in [Int64.min, Int64.min + 1, -1, 0, 1, Int64.max] {
            #expect(FixedDecimal(value).description == String(value))
        }
        let nineteenNines: UInt64 = 9_999_999_999_999_999_999
        #expect(try FixedDecimal(nineteenNines).description == "9999999999999999999")
        #expect(throws: TallyError.valueOutOfRange("10000000000000000000")) { try FixedDecimal(nineteenNines + 1) }
        #expect(throws: TallyError.valueOutOfRange(String(UInt64.max))) { try FixedDecimal(UInt64.max) }
    }

    /// For random `Double`s of every magnitude Tally holds: the number reads
    /// back as the same `Double`, and no shorter decimal would (its digits
    /// are Swift's own shortest spelling, which `description` guarantees).
    @Test func doublesTakeTheShortestTextThatRoundTrips() throws {
        var generator = SplitMix64(seed: 47)
        var checked = 0
        for _ in 0..<20_000 {
            let exponent = Int(generator.next() % 30) - 12
            let mantissa = Double(generator.next() % (1 << 53)) / Double(1 << 53)
            var value = mantissa * pow(10, Double(exponent))
            if generator.next() % 2 == 0 { value = -value }
            guard let number = try? FixedDecimal(value) else {
                // Only what has more than 18 fraction digits or 19 integer digits is refused.
                #expect(abs(value) >= 1e19 || Self.fractionDigits(of: value.description) > 18, "\(value)")
                continue
            }
            #expect(Double(number.description) == value, "\(value) -> \(number)")
            #expect(Self.significantDigits(number.description) == Self.significantDigits(value.description))
            checked += 1
        }
        #expect(checked > 10_000)
    }

    /// A `Float` takes its own shortest text, not the `Double` it widens to:
    /// `Float(0.1)` is 0.1, not 0.100000001490116.
    @Test func floatsTakeTheirOwnShortestText() throws {
        var generator = SplitMix64(seed: 32)
        for _ in 0..<20_000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            guard value.isFinite, abs(value) < 1e18, abs(value) > 1e-10 else { continue }
            let number = try FixedDecimal(value)
            #expect(Float(number.description) == value, "\(value) -> \(number)")
            #expect(Self.significantDigits(number.description) == Self.significantDigits(value.description))
        }
        #expect(try FixedDecimal(Float(0.1)).description == "0.1")
        #expect(try FixedDecimal(Float16(2.5)).description == "2.5")
    }

    /// NaN and infinity are typed errors, for every floating-point type and `Decimal`.
    @Test func nanAndInfinityAreTypedErrors() {
        #expect(throws: TallyError.nonFiniteValue("nan")) { try FixedDecimal(Float.nan) }
        #expect(throws: TallyError.nonFiniteValue("-inf")) { try FixedDecimal(-Float.infinity) }
        #expect(throws: TallyError.nonFiniteValue("inf")) { try FixedDecimal(Float16.infinity) }
        #expect(throws: TallyError.nonFiniteValue("NaN")) { try FixedDecimal(Decimal.nan) }
    }

    /// Random `Decimal`s with up to 18 fraction digits and 19 integer digits
    /// are exact: their text and Tally's agree digit for digit.
    @Test func decimalsAreExact() throws {
        var generator = SplitMix64(seed: 1_047)
        let posix = Locale(identifier: "en_US_POSIX")
        for _ in 0..<5_000 {
            let integer = generator.next() % 10_000_000_000_000_000_000
            let fraction = generator.next() % 1_000_000_000_000_000_000
            let sign = generator.next() % 2 == 0 ? "-" : ""
            let text = "\(sign)\(integer).\(String(String(fraction).reversed()).drop { $0 == "0" }.reversed())"
            let decimal = Decimal(string: text, locale: posix)!
            let number = try FixedDecimal(decimal)
            #expect(Decimal(string: number.description, locale: posix) == decimal, "\(text)")
        }
    }

    /// What a view shows for what Tally cannot hold: NaN as 0, infinities and
    /// values beyond 19 integer digits as 19 nines, finer digits rounded.
    @Test func theNearestNumberIsTotal() {
        let nines = "9999999999999999999"
        #expect(FixedDecimal(nearest: Double.nan).description == "0")
        #expect(FixedDecimal(nearest: Double.infinity).description == nines)
        #expect(FixedDecimal(nearest: -Double.infinity).description == "-" + nines)
        #expect(FixedDecimal(nearest: 1e300).description == nines)
        #expect(FixedDecimal(nearest: Float(-3e30)).description == "-" + nines)
        #expect(FixedDecimal(nearest: 1e-30).description == "0")
        #expect(FixedDecimal(nearest: 1.234e-17).description == "0.000000000000000012")
        #expect(FixedDecimal(nearest: 1.234e-18).description == "0.000000000000000001")
        #expect(FixedDecimal(nearest: 19.99).description == "19.99")
        #expect(FixedDecimal(nearest: UInt64.max).description == nines)
        #expect(FixedDecimal(nearest: Int128.min).description == "-" + nines)
        #expect(FixedDecimal(nearest: 42 as UInt8).description == "42")
        #expect(FixedDecimal(nearest: Decimal.nan).description == "0")
        #expect(FixedDecimal(nearest: Decimal(string: "1e30")!).description == nines)
        #expect(FixedDecimal(nearest: Decimal(string: "-1e30")!).description == "-" + nines)
        #expect(FixedDecimal(nearest: Decimal(string: "0.12345678901234567891")!).description == "0.123456789012345679")
        #expect(FixedDecimal(nearest: Decimal(string: "1234.56")!).description == "1234.56")
    }

    /// Digits after the mark in Swift's spelling of a `Double` ("1e-05" has 5).
    static func fractionDigits(of text: String) -> Int {
        let parts = text.lowercased().split(separator: "e")
        let mantissa = parts[0].split(separator: ".")
        let exponent = parts.count > 1 ? Int(parts[1])! : 0
        let fraction = mantissa.count > 1 ? mantissa[1].count : 0
        return max(0, fraction - exponent)
    }

    /// The significant digits of a number's text, without sign, mark,
    /// exponent, leading or trailing zeros: "0.0012300" and "1.23e-3" both "123".
    static func significantDigits(_ text: String) -> String {
        let mantissa = text.lowercased().split(separator: "e")[0]
        let digits = mantissa.filter(\.isNumber)
        return String(digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.reversed())
    }
}
