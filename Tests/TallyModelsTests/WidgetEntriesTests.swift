import Foundation
import TallyCore
import TallyModels
import Testing

/// Issue 47, item 5: what a widget or a Live Activity needs of a countdown
/// and a cooldown, at dates years from the system's present (only the dates
/// given count): the interval for `Text(timerInterval:countsDown:)` and an
/// entry at each visible change, each the text the view shows at its date.
@Suite struct WidgetEntriesTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let reading = CooldownInstant(bootID: "boot", sinceBoot: .seconds(100), wallClock: .seconds(1_700_000_000))

    func date(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    func close(_ a: Date, _ b: Date) -> Bool { abs(a.timeIntervalSince(b)) < 1e-6 }

    @Test func aCooldownsEntriesAreEachSecondThenTheTitle() throws {
        var model = CooldownModel(try Cooldown(duration: .seconds(60), title: "Get code"), key: nil)
        #expect(model.shownTexts(from: reading, readAt: start) == [ShownText(date: start, text: "Get code")])
        #expect(model.timerInterval(from: reading, readAt: start) == nil)
        #expect(model.press(at: reading) == .started)
        let entries = model.shownTexts(from: reading, readAt: start)
        #expect(entries.map(\.text) == (1...60).reversed().map { "\($0)s" } + ["Get code"])
        #expect(close(entries[0].date, start))
        for (index, entry) in entries.enumerated().dropFirst() {
            #expect(close(entry.date, date(Double(index) + 0.001)), "entry \(index)")
        }
        // Each entry's text is the button's at its date, and until the next.
        for (entry, next) in zip(entries, entries.dropFirst()) {
            for date in [entry.date, entry.date.addingTimeInterval(0.5), next.date.addingTimeInterval(-0.002)] {
                #expect(
                    model.frame(at: CooldownModel.instant(at: date, from: reading, readAt: start)).text == entry.text)
            }
        }
        let interval = try #require(model.timerInterval(from: reading, readAt: start))
        #expect(close(interval.lowerBound, start) && close(interval.upperBound, date(60)))
    }

    @Test func aCooldownReadMidwayKeepsItsPressAndDeadline() throws {
        var model = CooldownModel(try Cooldown(duration: .seconds(60), suffix: "s"), key: nil)
        #expect(model.press(at: reading) == .started)
        let later = CooldownInstant(
            bootID: "boot", sinceBoot: reading.sinceBoot + .milliseconds(10_500),
            wallClock: reading.wallClock + .milliseconds(10_500))
        let entries = model.shownTexts(from: later, readAt: date(10.5))
        #expect(entries.first?.text == "50s" && entries.count == 51)
        let interval = try #require(model.timerInterval(from: later, readAt: date(10.5)))
        #expect(close(interval.lowerBound, start) && close(interval.upperBound, date(60)))
    }

    @Test func aCountdownsEntriesAreItsStepsAtRestThenNothing() throws {
        var gate = CountdownGate()
        var model = CountdownModel<DateInstant>()
        #expect(model.shownTexts(from: DateInstant(start)).isEmpty)
        #expect(model.timerInterval(from: DateInstant(start)) == nil)
        _ = try model.begin(try Countdown(options: .init(start: 3, endTitle: "Go!")), in: &gate, at: DateInstant(start))
        let entries = model.shownTexts(from: DateInstant(start))
        #expect(entries.map(\.text) == ["3", "2", "1", "Go!", ""])
        let expected = [0, 1.001, 2.001, 3.001, 4.001].map(date)
        #expect(zip(entries.map(\.date), expected).allSatisfy(close))
        // The texts are the view's in its low-frequency mode.
        for entry in entries.dropLast() {
            #expect(model.frame(at: DateInstant(entry.date), live: false)?.text == entry.text)
        }
        let interval = try #require(model.timerInterval(from: DateInstant(start)))
        #expect(close(interval.lowerBound, start) && close(interval.upperBound, date(4.001)))
        #expect(model.timerInterval(from: DateInstant(date(5))) == nil)
    }
}
