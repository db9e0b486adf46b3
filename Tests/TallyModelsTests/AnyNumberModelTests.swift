import Foundation
import TallyCore
import TallyModels
import TallyTesting
import Testing

/// The models take any number an app holds: the count ends on exactly the
/// number given, and what cannot be shown is a typed error that leaves the
/// model as it was.
@Suite struct AnyNumberModelTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)
    let end = Instant(offset: .seconds(1))

    @Test func aCountEndsOnExactlyTheNumberGivenWhateverItsType() throws {
        // Each on a new model: a count writes every value with the most fraction digits of its values.
        func shown(_ show: (inout CountingModel<Instant>) throws -> Void) throws -> String {
            var model = CountingModel<Instant>()
            try show(&model)
            return model.frame(at: end, format: nil, text: .plain).text
        }
        #expect(try shown { try $0.show(19.99 as Double, duration: .seconds(1), easing: .easeOut, at: t0) } == "19.99")
        #expect(try shown { try $0.show(Float(0.1), duration: .seconds(1), easing: .none, at: t0) } == "0.1")
        #expect(
            try shown { try $0.show(UInt64(1_000_000), duration: .seconds(1), easing: .none, at: t0) } == "1,000,000")
        #expect(
            try shown { try $0.show(Decimal(string: "1234.56")!, duration: .seconds(1), easing: .none, at: t0) }
                == "1,234.56")
        let fromFloat = try CountingModel<Instant>(showing: Float(2.5))
        #expect(fromFloat.frame(at: t0, format: nil, text: .plain).text == "2.5")
        let fromInt8 = try CountingModel<Instant>(showing: Int8(-7))
        #expect(fromInt8.frame(at: t0, format: nil, text: .plain).text == "-7")
    }

    @Test func nanInfinityAndTooLargeAreTypedErrorsThatChangeNothing() throws {
        var model = CountingModel<Instant>()
        model.show(5, duration: .seconds(1), easing: .none, at: t0)
        #expect(throws: TallyError.nonFiniteValue("nan")) {
            try model.show(Double.nan, duration: .seconds(1), easing: .none, at: t0)
        }
        #expect(throws: TallyError.nonFiniteValue("inf")) {
            try model.show(Float.infinity, duration: .seconds(1), easing: .none, at: t0)
        }
        #expect(throws: TallyError.valueOutOfRange(String(UInt64.max))) {
            try model.show(UInt64.max, duration: .seconds(1), easing: .none, at: t0)
        }
        #expect(throws: TallyError.nonFiniteValue("NaN")) {
            try model.show(Decimal.nan, duration: .seconds(1), easing: .none, at: t0)
        }
        #expect(model.counter.target == 5)
        #expect(model.frame(at: end, format: nil, text: .plain).text == "5")
        #expect(throws: TallyError.nonFiniteValue("nan")) { try CountingModel<Instant>(showing: Double.nan) }
    }

    @Test func anOdometerRollsToExactlyTheNumberGiven() throws {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        var model = try RollingModel<Instant>(showing: UInt8(9), options: options)
        try model.show(9.99 as Double, at: t0)
        #expect(model.accessibilityText == "9.99")
        #expect(model.frame(at: Instant(offset: .seconds(5))).text == "9.99")
        try model.show(Int32(1000), at: Instant(offset: .seconds(5)))
        #expect(model.accessibilityText == "1,000")
        try model.show(Decimal(string: "10.25")!, at: Instant(offset: .seconds(5)))
        #expect(model.accessibilityText == "10.25")
        #expect(throws: TallyError.nonFiniteValue("-inf")) { try model.show(-Double.infinity, at: t0) }
        #expect(model.accessibilityText == "10.25")
        let fromDouble = try RollingModel<Instant>(showing: 1.5 as Double, options: options)
        #expect(fromDouble.frame(at: t0).text == "1.5")
    }
}
