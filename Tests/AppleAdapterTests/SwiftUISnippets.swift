import Foundation
import SwiftUI
import TallyCore
import TallyModels
import TallySwiftUI
import Testing

// The listings of TallySwiftUI's DocC catalog (DocumentationSnippetTests
// finds each one here): views that type-check against the stand-ins and are
// made by the test below; their behaviour is their models', tested in
// TallyModelsTests.

// snippet: swiftui-stopwatch
struct Lapper: View {
    @State private var watch = StopwatchModel<DateInstant>()

    var body: some View {
        HStack {
            StopwatchText(watch)  // "0:00.00", "0:01.25", …
            Button {
                watch.start(at: .now())
            } label: {
                Text(verbatim: "Start")
            }
            Button {
                watch.lap(at: .now())
            } label: {
                Text(verbatim: "Lap")
            }
        }
    }
}
// end-snippet

// snippet: swiftui-timer
struct Launch: View {
    let date: Date

    var body: some View {
        TimerText(until: date) { print("lift-off") }  // "1:00:00" … "0:01", "0:00"
            .font(.system(size: 48, weight: .bold))
    }
}
// end-snippet

// snippet: swiftui-trend
struct Quote: View {
    let price: Double

    var body: some View {
        HStack {
            // 101.25 → 99.80: red, fading back to the text's own colour
            CountingText(price, duration: .milliseconds(600), format: .currency(code: "USD"))
                .trendColors(TrendColors(fade: .milliseconds(800)))
            RollingNumber(price)
                .trendColors()  // green up, red down, a second each
        }
    }
}
// end-snippet

@MainActor
@Suite("SwiftUI listings")
struct SwiftUISnippets {
    @Test("The catalog's views are made")
    func theListingsMakeViews() {
        let views: [any View] = [Lapper(), Launch(date: Date(timeIntervalSinceReferenceDate: 0)), Quote(price: 101.25)]
        #expect(views.count == 3)
    }
}
