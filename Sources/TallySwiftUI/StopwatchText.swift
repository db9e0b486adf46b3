import Foundation
import SwiftUI
import TallyCore
import TallyModels

/// A stopwatch's time, "0:12.34" (MZTimerLabel's stopwatch): the SwiftUI
/// face of a `StopwatchModel` that the app owns, starts, pauses, resumes and
/// takes laps from.
///
/// The view keeps no timer: a `TimelineView` draws the model's frame while
/// it runs, and nothing while it is paused; in low-frequency mode it redraws
/// at the model's next change. Digits are monospaced.
///
/// ```swift
/// struct Lapper: View {
///     @State private var watch = StopwatchModel<DateInstant>()
///
///     var body: some View {
///         StopwatchText(watch).font(.largeTitle)            // "0:00.00", "0:01.25", …
///         Button("Start") { watch.start(at: .now()) }
///         Button("Lap") { watch.lap(at: .now()) }
///         ForEach(watch.lapTexts, id: \.self) { Text($0) }   // "0:12.50", …
///     }
/// }
/// ```
@MainActor
public struct StopwatchText: View {
    private let stopwatch: StopwatchModel<DateInstant>

    /// The time of `stopwatch`, drawn while it runs.
    ///
    /// ```swift
    /// StopwatchText(watch)
    /// ```
    ///
    /// - Parameter stopwatch: The stopwatch to show; the app starts, pauses and resumes it.
    public init(_ stopwatch: StopwatchModel<DateInstant>) {
        self.stopwatch = stopwatch
    }

    /// The view's content, which SwiftUI reads (an app does not call it): a
    /// `TimelineView` drawing the stopwatch's frames while it runs.
    ///
    /// ```swift
    /// StopwatchText(watch)  // SwiftUI draws its body: "0:12.34"
    /// ```
    public var body: some View {
        TimelineView(
            ModelSchedule(paused: !stopwatch.isRunning) { [stopwatch] in
                stopwatch.nextChange(after: DateInstant($0))?.date
            }
        ) { context in
            Text(verbatim: stopwatch.frame(at: DateInstant(context.date)).text)
        }
        .monospacedDigit()
    }
}
