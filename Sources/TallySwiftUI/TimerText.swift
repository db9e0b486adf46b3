import Foundation
import SwiftUI
import TallyCore
import TallyModels

/// The time left until a date, "4:59" or "1:00:00" (MZTimerLabel's timer,
/// a countdown to a date): the SwiftUI face of a `TimerModel`, calling
/// `onComplete` once when the time runs out.
///
/// The view keeps no timer: a `TimelineView` asks for the model's frame at
/// each second (its low-frequency mode at each change), and stops at zero.
/// Digits are monospaced. A new date starts a new countdown. For a timer
/// that the app pauses and resumes, give it a `TimerModel` it owns.
///
/// ```swift
/// TimerText(until: launchDate) { print("lift-off") }  // "1:00:00" … "0:01", "0:00"
///
/// @State private var tea: TimerModel<DateInstant>
/// init() throws { _tea = State(initialValue: try TimerModel(duration: .seconds(180))) }
/// TimerText(tea)                                     // "3:00"; tea.start(at: .now()) to run
/// ```
@MainActor
public struct TimerText: View {
    private let deadline: Date?
    private let onComplete: (@MainActor () -> Void)?
    /// The app's timer, drawn as it is; nil for a countdown to a date.
    private let timer: TimerModel<DateInstant>?
    /// The countdown to ``deadline``, which the view owns.
    @State private var model: TimerModel<DateInstant>

    /// The time left until `deadline`, from now.
    ///
    /// ```swift
    /// TimerText(until: Date(timeIntervalSinceNow: 300))  // "5:00", "4:59", …
    /// ```
    ///
    /// - Parameters:
    ///   - deadline: When the time runs out; a past date shows "0:00".
    ///   - onComplete: Called on the main actor once, when the time runs out.
    public init(until deadline: Date, onComplete: (@MainActor () -> Void)? = nil) {
        self.deadline = deadline
        self.onComplete = onComplete
        timer = nil
        _model = State(initialValue: TimerModel(until: DateInstant(deadline), from: .now()))
    }

    /// The time left on `timer`, which the app starts, pauses, resumes and
    /// asks for its end (`TimerModel.arrive(at:)`).
    ///
    /// ```swift
    /// TimerText(tea)
    /// ```
    ///
    /// - Parameter timer: The timer to show.
    public init(_ timer: TimerModel<DateInstant>) {
        deadline = nil
        onComplete = nil
        self.timer = timer
        _model = State(initialValue: timer)
    }

    /// The view's content, which SwiftUI reads (an app does not call it): a
    /// `TimelineView` drawing the time left while it runs.
    ///
    /// ```swift
    /// TimerText(until: launchDate)  // SwiftUI draws its body: "4:59"
    /// ```
    public var body: some View {
        let shown = timer ?? model
        TimelineView(
            ModelSchedule(paused: !shown.isRunning) { [shown] in shown.nextChange(after: DateInstant($0))?.date }
        ) { context in
            let now = DateInstant(context.date)
            let frame = shown.frame(at: now)
            Text(verbatim: frame.text)
                .onChange(of: frame.isFinished, initial: true) { _, _ in
                    guard timer == nil else { return }
                    while model.arrive(at: now) { onComplete?() }
                }
        }
        .monospacedDigit()
        .onChange(of: deadline) { _, deadline in
            guard let deadline else { return }
            model = TimerModel(until: DateInstant(deadline), from: .now())
        }
    }
}
