import Foundation
import Testing

@testable import TallyCore

@Suite struct FixedDecimalTests {
    @Test func parsesPlainScientificAndSignedText() throws {
        let table: [(String, Int128, Int)] = [
            ("0", 0, 0), ("-12.50", -1250, 2), ("+3", 3, 0), ("1.5e3", 1500, 0), ("1.5E-3", 15, 4),
            (".5", 5, 1), ("5.", 5, 0), ("-9223372036854775808", Int128(Int64.min), 0),
            ("0.000000000000000001", 1, 18), ("1.500000000000000000000", 1_500_000_000_000_000_000, 18),
            ("9999999999999999999.999999999999999999", 9_999_999_999_999_999_999_999_999_999_999_999_999, 18),
        ]
        for (text, significand, scale) in table {
            let value = try FixedDecimal(text)
            #expect(
                value.significand == significand && value.scale == scale,
                "\(text) -> \(value.significand) \(value.scale)")
        }
    }

    @Test(arguments: ["", "-", "abc", "1.2.3", "1e", "e5", "1,000", " 1", "1 ", "--1", "0x10", "1e99999"])
    func rejectsText(text: String) {
        #expect(throws: TallyError.self) { try FixedDecimal(text) }
    }

    @Test func rangeIsInt64AndEighteenFractionDigits() throws {
        #expect(throws: TallyError.valueOutOfRange("10000000000000000000")) { try FixedDecimal("10000000000000000000") }
        #expect(throws: TallyError.valueOutOfRange("0.0000000000000000001")) {
            try FixedDecimal("0.0000000000000000001")
        }
        #expect(throws: TallyError.self) { try FixedDecimal(significand: 1, scale: 19) }
        #expect(FixedDecimal(Int64.max).description == "9223372036854775807")
        #expect(FixedDecimal(Int64.min).description == "-9223372036854775808")
    }

    @Test func doublesAndDecimalsConvertExactly() throws {
        let doubles: [(Double, String)] = [
            (0.1, "0.1"), (1234.56, "1234.56"), (1e-5, "0.00001"), (-2.5e3, "-2500"), (100, "100"),
            (1e15, "1000000000000000"), (1e16, "10000000000000000"),
        ]
        for (double, text) in doubles {
            #expect(try FixedDecimal(double).description == text)
        }
        let literal: FixedDecimal = 0.1
        #expect(literal.description == "0.1")
        #expect(throws: TallyError.nonFiniteValue("nan")) { try FixedDecimal(Double.nan) }
        #expect(throws: TallyError.nonFiniteValue("inf")) { try FixedDecimal(Double.infinity) }
        let huge = 1e300
        #expect(throws: TallyError.self) { try FixedDecimal(huge) }
        #expect(try FixedDecimal(Decimal(string: "-12.345")!).description == "-12.345")
        #expect(throws: TallyError.nonFiniteValue("NaN")) { try FixedDecimal(Decimal.nan) }
    }

    @Test func equalityIsNumeric() throws {
        #expect(try FixedDecimal("1.50") == FixedDecimal("1.5"))
        #expect(try Set([FixedDecimal("1.50"), FixedDecimal("1.5")]).count == 1)
        #expect(try FixedDecimal("-0.01") < FixedDecimal("0"))
    }

    @Test func roundingToFewerDigits() throws {
        let table: [(String, Int, Rounding, Int128)] = [
            ("2.345", 2, .halfEven, 234), ("2.355", 2, .halfEven, 236), ("2.345", 2, .halfUp, 235),
            ("-2.345", 2, .halfUp, -235), ("-2.345", 2, .halfEven, -234), ("-0.5", 0, .halfEven, 0),
            ("0.5000001", 0, .halfEven, 1), ("1.5", 3, .halfEven, 1500),
        ]
        for (text, scale, rule, expected) in table {
            #expect(try FixedDecimal(text).significand(atScale: scale, rounding: rule) == expected, "\(text) \(rule)")
        }
    }
}
