import Foundation
import SwiftUI
import TallyCore
import TallyModels
import Testing

@testable import TallySwiftUI

/// The views take any number an app holds, as `Text(value, format:)` does;
/// a literal still reaches the `FixedDecimal` initializer (the others are
/// disfavoured), so `CountingText(1234.56)` stays a view, not an optional,
/// and counts to exactly 1,234.56. What is counted is the models' (tested
/// in TallyModelsTests); here, that each call resolves.
@Suite("Any number in the views")
@MainActor
struct AnyNumberViewTests {
    @Test("Integers, floating-point values, Decimal and literals each make a view")
    func everyKindOfNumberMakesAView() {
        let price: Double = 19.99
        let ratio: Float = 0.5
        let visitors: UInt64 = 1_250_000
        let total = Decimal(string: "1234.56")!
        let views: [CountingText] = [
            CountingText(price), CountingText(ratio), CountingText(visitors), CountingText(total),
            CountingText(1234.56), CountingText(42), CountingText(Int8(-3), from: 0),
        ]
        let rolling: [RollingNumber] = [
            RollingNumber(price), RollingNumber(ratio), RollingNumber(visitors), RollingNumber(total),
            RollingNumber(9.99), RollingNumber(1000),
        ]
        #expect(views.count == 7 && rolling.count == 6)
    }

    @Test("Foundation's style names read as they do in Text(value, format:)")
    func foundationsStyleNames() {
        let price: Double = 1234.5
        let views: [CountingText] = [
            CountingText(price, format: .currency(code: "EUR")),
            CountingText(0.125, format: .percent),
            CountingText(price, format: .number.precision(.fractionLength(2))),
            CountingText(12_345, format: .number.notation(.compactName)),
            CountingText(price, format: .currency(code: "EUR").locale(Locale(identifier: "de_DE"))),
        ]
        var options = OdometerOptions()
        options.format = .number.precision(.fractionLength(2))
        let rolling = RollingNumber(price, options: options)
        #expect(views.count == 5 && [rolling].count == 1)
    }

    @Test("The timer and stopwatch views take the app's models or a date")
    func timerViews() throws {
        let watch = StopwatchModel<DateInstant>()
        let tea = try TimerModel<DateInstant>(duration: .seconds(180))
        let views: [any View] = [
            StopwatchText(watch), TimerText(tea), TimerText(until: Date(timeIntervalSinceReferenceDate: 0)) {},
        ]
        #expect(views.count == 3)
    }
}
