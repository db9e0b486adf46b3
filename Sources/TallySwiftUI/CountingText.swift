import Foundation
import SwiftUI
import TallyCore
import TallyModels

/// A number that counts to its value, and counts again whenever the value
/// changes: the SwiftUI face of `Counter` (ACLabelCounting, UICountingLabel).
///
/// A change mid-count carries on from where the count is, at the speed it
/// has, and arrives `duration` later; a new `format` or `text` shows at the
/// next frame. Digits are monospaced so the width does not jitter. VoiceOver
/// reads the value the count is heading for, never the numbers in between.
/// With Reduce Motion on, the text jumps to each new value at once. Without
/// a `format`, numbers are written in the environment's locale (`\.locale`).
/// The view has no timer and no playback of its own: it draws the frames of
/// a `CountingModel` (TallyModels, tested on Linux) at the dates its
/// `TimelineView` asks for, and in low-frequency mode (watchOS's always-on
/// display) redraws at the count's arrival.
///
/// ```swift
/// struct Balance: View {
///     @State private var balance: FixedDecimal = 1234.56
///
///     var body: some View {
///         CountingText(balance, duration: .seconds(1), easing: .easeOut) {
///             print("arrived")
///         }
///         .font(.largeTitle)
///     }
/// }
/// // counts 0 → "1,234.56"; set balance = 99 and it turns round to "99.00"
/// ```
@MainActor
public struct CountingText: View {
    private let value: FixedDecimal
    private let duration: Duration
    private let easing: Easing
    private let format: NumberFormat?
    private let text: CounterText
    private let onComplete: (@MainActor () -> Void)?

    /// The count's motion.
    @State private var model: CountingModel<DateInstant>
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.locale) private var locale

    /// A text counting from `start` to `value` when it appears, and to every
    /// later value from wherever it is.
    ///
    /// ```swift
    /// CountingText(1234.56)                                    // "0.00" … "1,234.56"
    /// CountingText(100, text: .formatted { "\($0) %" })        // "0 %" … "100 %"
    /// CountingText(100, text: .styled { number in
    ///     StyledText(number) + StyledText(" / 100", style: TextStyle(foreground: .lightGray))
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - value: The number to count to; a new value starts a new leg.
    ///   - start: The number shown when the view appears (0 by default);
    ///     pass `value` itself to appear without counting.
    ///   - duration: How long each count takes; a negative duration counts as zero.
    ///   - easing: The curve of each count.
    ///   - format: How numbers are written; by default in the environment's
    ///     locale with as many fraction digits as the values have.
    ///   - text: What is shown around the number: plain, a formatter, or
    ///     styled runs (colours and bold).
    ///   - onComplete: Called on the main actor when a count arrives at its
    ///     value (not when a new value interrupts it).
    public init(
        _ value: FixedDecimal, from start: FixedDecimal = 0, duration: Duration = .seconds(2),
        easing: Easing = .easeOut, format: NumberFormat? = nil, text: CounterText = .plain,
        onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.value = value
        self.duration = duration
        self.easing = easing
        self.format = format
        self.text = text
        self.onComplete = onComplete
        _model = State(initialValue: CountingModel(showing: start))
    }

    /// A text counting to an integer value.
    ///
    /// ```swift
    /// CountingText(score, duration: .seconds(1))  // score: Int; "0" … "1,234"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The number to count to.
    ///   - start: The number shown when the view appears.
    ///   - duration: How long each count takes.
    ///   - easing: The curve of each count.
    ///   - format: How numbers are written.
    ///   - text: What is shown around the number.
    ///   - onComplete: Called when a count arrives at its value.
    public init(
        _ value: Int, from start: Int = 0, duration: Duration = .seconds(2), easing: Easing = .easeOut,
        format: NumberFormat? = nil, text: CounterText = .plain, onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            FixedDecimal(Int64(value)), from: FixedDecimal(Int64(start)), duration: duration, easing: easing,
            format: format, text: text, onComplete: onComplete)
    }

    /// The view's content, which SwiftUI reads (an app does not call it): a
    /// `TimelineView` drawing the model's frames while it counts, the value
    /// for VoiceOver, and the model told of a new value and of Reduce Motion.
    ///
    /// ```swift
    /// CountingText(42)  // SwiftUI draws its body: "0" … "42"
    /// ```
    public var body: some View {
        // The frame of the date the TimelineView asks for (`context.date`), which may lie
        // ahead of the clock (Apple: TimelineView.Context.date, "the date from the schedule
        // that triggered the update"), never a clock read here.
        TimelineView(ModelSchedule(paused: !model.isMoving) { [model] in model.arrival(after: DateInstant($0))?.date }) {
            context in
            let now = DateInstant(context.date)
            Text(AttributedString(model.frame(at: now, format: format, text: text).styled))
                .onChange(of: model.hasArrived(at: now), initial: true) { _, _ in
                    while model.arrive(at: now) { onComplete?() }
                }
        }
        .monospacedDigit()
        .accessibilityLabel(Text(verbatim: model.accessibilityText(format: format, text: text)))
        .onChange(of: value, initial: true) { _, newValue in
            model.show(newValue, duration: duration, easing: easing, at: .now())
        }
        .onChange(of: reduceMotion, initial: true) { _, reduced in
            model.reduceMotion(reduced, at: .now())
        }
        .onChange(of: locale, initial: true) { _, locale in
            model.locale = locale
        }
    }
}
