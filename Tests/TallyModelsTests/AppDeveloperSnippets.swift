import Foundation
import TallyCore
import TallyModels
import TallyTesting
import Testing

/// The listings of TallyModels.docc's "What app developers reach for", run
/// as written (each `// snippet:` region is a listing, word for word; see
/// `DocumentationSnippetTests`).
@Suite struct AppDeveloperSnippets {
    @Test func anyNumberAndFoundationsStyleNames() throws {
        // snippet: models-any-number
        let t0 = ManualClock.Instant(offset: .zero)
        var model = CountingModel<ManualClock.Instant>()
        let price: Double = 19.99
        try model.show(price, duration: .seconds(1), easing: .easeOut, at: t0)
        let end = t0.advanced(by: .seconds(1))
        #expect(model.frame(at: end, format: .currency(code: "EUR"), text: .plain).text == "€19.99")
        #expect(throws: TallyError.nonFiniteValue("nan")) {
            try model.show(Double.nan, duration: .seconds(1), easing: .easeOut, at: end)
        }
        #expect(NumberFormat.number.notation(.compactName).string(for: 12_345) == "12K")
        // end-snippet
    }

    // ObservableCount is left out on Linux before Swift 6.1 (ObservableCount.swift says why).
    #if !os(Linux) || compiler(>=6.1)
    @MainActor @Test func eventsAndObservation() {
        // snippet: models-observable-count
        let t0 = ManualClock.Instant(offset: .zero)
        let count = ObservableCount<ManualClock.Instant>()
        var events: [String] = []
        count.onStart = { events.append("start \($0)") }
        count.onComplete = { events.append("complete") }
        count.show(100, duration: .seconds(1), easing: .linear, at: t0)
        count.update(at: t0.advanced(by: .milliseconds(250)))
        #expect(count.text == "25" && count.progress == 0.25 && count.isCounting)
        count.update(at: t0.advanced(by: .seconds(1)))
        #expect(events == ["start 100", "complete"])
        // end-snippet
    }
    #endif

    @Test func aWidgetsEntries() throws {
        // snippet: models-widget
        var button = CooldownModel(try Cooldown(duration: .seconds(3), title: "Get code"), key: nil)
        let reading = CooldownInstant(bootID: "boot", sinceBoot: .seconds(100), wallClock: .seconds(1_700_000_000))
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        _ = button.press(at: reading)
        let entries = button.shownTexts(from: reading, readAt: start)
        #expect(entries.map(\.text) == ["3s", "2s", "1s", "Get code"])
        #expect(button.timerInterval(from: reading, readAt: start) == start...start.addingTimeInterval(3))
        // end-snippet
    }

    @Test func aTrendColour() {
        // snippet: models-trend
        let t0 = ManualClock.Instant(offset: .zero)
        var tint = TrendTint<ManualClock.Instant>(TrendColors(fade: .seconds(1)))
        tint.flash(TrendDirection(from: 9.99, to: 10.25), at: t0)
        #expect(tint.shade(at: t0.advanced(by: .milliseconds(250)))?.strength == 0.75)
        #expect(tint.shade(at: t0.advanced(by: .seconds(1))) == nil)
        // end-snippet
    }
}
