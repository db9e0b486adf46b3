import Foundation
import TallyCore
import TallyModels
import Testing

/// Issue 45, items 3 and 10: the SwiftUI views draw the date their
/// `TimelineView` asks for, not a clock's present; in low-frequency mode they
/// redraw at the dates the picture changes; numbers are written in the
/// person's locale.
@Suite struct FramesAtADateTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func date(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    @Test func aCountIsDrawnAtTheDateAskedForNotTheClocks() {
        var model = CountingModel<DateInstant>()
        model.show(100, duration: .seconds(1), easing: .linear, at: DateInstant(start))
        // Dates years from the system's present: only the date given counts.
        #expect(model.frame(at: DateInstant(date(0.5)), format: nil, text: .plain).text == "50")
        #expect(model.frame(at: DateInstant(date(0.25)), format: nil, text: .plain).text == "25")
        #expect(model.frame(at: DateInstant(date(2)), format: nil, text: .plain).text == "100")
        #expect(model.arrival(after: DateInstant(date(0.5)))?.date == date(1.001))
        #expect(model.arrival(after: DateInstant(date(2))) == nil)
    }

    @Test func theInstantOfADateRoundTrips() {
        let instant = DateInstant(start)
        #expect(instant.advanced(by: .milliseconds(1500)).date == date(1.5))
        #expect(instant.duration(to: DateInstant(date(2))) == .seconds(2))
        #expect(instant < instant.advanced(by: .nanoseconds(1000)))
    }

    @Test func aCountdownSeldomDrawnRedrawsAtEachStepAndShowsItsNumeralAtRest() throws {
        var gate = CountdownGate()
        var model = CountdownModel<DateInstant>()
        _ = try model.begin(try Countdown(options: .init(start: 3, endTitle: "Go!")), in: &gate, at: DateInstant(start))
        let dates = Array(ChangeDates(from: start) { [model] in model.nextChange(after: DateInstant($0))?.date })
        let expected = [0, 1.001, 2.001, 3.001, 4.001].map(date)
        #expect(dates.count == expected.count)
        #expect(zip(dates, expected).allSatisfy { abs($0.timeIntervalSince($1)) < 1e-6 })
        let texts = dates.compactMap { model.frame(at: DateInstant($0), live: false) }
        #expect(texts.map(\.text) == ["3", "2", "1", "Go!", "Go!"])
        #expect(texts.allSatisfy { $0.opacity == 1 && $0.scale == 1 })
        // Live, the first instant of a step is its zoom's start.
        #expect(try #require(model.frame(at: DateInstant(start), live: true)).scale == 15)
    }

    @Test func aCountdownsChangeDatesAreItsStepsThenNothing() throws {
        var gate = CountdownGate()
        var model = CountdownModel<DateInstant>()
        _ = try model.begin(try Countdown(options: .init(start: 2)), in: &gate, at: DateInstant(start))
        let first = try #require(model.nextChange(after: DateInstant(start)))
        #expect(abs(first.date.timeIntervalSince(date(1.001))) < 1e-6)
        #expect(model.step(at: first) == 1)
        let last = try #require(model.nextChange(after: first))
        #expect(abs(last.date.timeIntervalSince(date(2.001))) < 1e-6)
        #expect(model.nextChange(after: DateInstant(date(2.5))) == nil)
        #expect(model.advance(to: last, in: &gate).last == .finished)
        #expect(model.nextChange(after: last) == nil)
    }

    @Test func aCooldownIsDrawnAtTheDateAskedForAndRedrawsEachSecond() throws {
        var model = CooldownModel(try Cooldown(duration: .seconds(60), title: "Get code"), key: nil)
        let reading = CooldownInstant(bootID: "boot", sinceBoot: .seconds(100), wallClock: .seconds(1_700_000_000))
        #expect(model.press(at: reading) == .started)
        let ahead = CooldownModel.instant(at: date(10.5), from: reading, readAt: start)
        #expect(model.frame(at: ahead).text == "50s")
        let next = try #require(model.nextChange(after: date(10.5), from: reading, readAt: start))
        #expect(abs(next.timeIntervalSince(date(11.001))) < 1e-6)
        #expect(model.frame(at: CooldownModel.instant(at: next, from: reading, readAt: start)).text == "49s")
        #expect(model.nextChange(after: date(61), from: reading, readAt: start) == nil)
    }

    @Test func changeDatesStopWhenNothingChangesOrTimeWouldGoBack() {
        #expect(Array(ChangeDates(from: start) { _ in nil }) == [start])
        #expect(Array(ChangeDates(from: start) { $0 < self.date(2) ? $0.addingTimeInterval(1) : nil })
            == [start, date(1), date(2)])
        #expect(Array(ChangeDates(from: start) { $0 }) == [start])
    }

    @Test(arguments: [("de_DE", "1.234,56"), ("en_US", "1,234.56"), ("fr_FR", "1\u{202F}234,56")])
    func numbersAreWrittenInTheLocaleGiven(identifier: String, expected: String) {
        var model = CountingModel<DateInstant>()
        model.locale = Locale(identifier: identifier)
        model.show(1234.56, duration: .seconds(1), easing: .linear, at: DateInstant(start))
        #expect(model.frame(at: DateInstant(date(1)), format: nil, text: .plain).text == expected)
        #expect(model.accessibilityText(format: nil, text: .plain) == expected)
        // A format the owner gives is used as it is.
        #expect(model.frame(at: DateInstant(date(1)), format: NumberFormat(fractionDigits: 1), text: .plain).text
            == "1,234.6")
        // One of Foundation's spellings without a locale follows it, writing Foundation's text, at
        // every frame and for VoiceOver, however many frames ask (the localized format is kept).
        let foundation = Decimal(string: "1234.56")!.formatted(
            .currency(code: "EUR").locale(Locale(identifier: identifier)))
        for _ in 0..<3 {
            #expect(model.frame(at: DateInstant(date(1)), format: .currency(code: "EUR"), text: .plain).text
                == foundation)
        }
        #expect(model.accessibilityText(format: .currency(code: "EUR"), text: .plain) == foundation)
    }

    @Test func withoutALocaleTheCountKeepsItsOwnFormat() {
        var model = CountingModel<DateInstant>()
        model.show(1234.56, duration: .zero, easing: .linear, at: DateInstant(start))
        #expect(model.frame(at: DateInstant(date(1)), format: nil, text: .plain).text == "1,234.56")
    }

    @Test func anOdometersArrivalIsTheDateItShowsItsValue() throws {
        var model = try RollingModel<DateInstant>(showing: 0, options: OdometerOptions())
        model.roll(to: 42, at: DateInstant(start))
        let arrival = try #require(model.arrival(after: DateInstant(start)))
        #expect(model.frame(at: arrival).text == "42")
        #expect(model.arrival(after: arrival) == nil)
    }
}
