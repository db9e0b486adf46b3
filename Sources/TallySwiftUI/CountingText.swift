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
/// display) redraws at the count's arrival. With ``trendColors(_:)``, each
/// new value flashes green when it rises and red when it falls, fading back.
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
    /// The colours of a rise and a fall, set by ``trendColors(_:)``; nil flashes none.
    private var trendColors: TrendColors?

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

    /// The same text, flashing `colors` whenever its value moves: green on
    /// a rise and red on a fall by default, fading back over the colours'
    /// fade. With Reduce Motion on, the colour holds for the fade, then goes
    /// at once. Off unless asked for; nil turns it off.
    ///
    /// The colour is laid over the text's own (its foreground style), so it
    /// fades back to whatever colour the text has; runs of styled text with
    /// a colour of their own keep it.
    ///
    /// ```swift
    /// struct Ticker: View {
    ///     let price: Double
    ///
    ///     var body: some View {
    ///         CountingText(price, duration: .milliseconds(600), format: .currency(code: "USD"))
    ///             .trendColors(TrendColors(fade: .milliseconds(800)))
    ///     }
    /// }
    /// // 101.25 → 99.80: "$99.80" flashes red and fades back to the text's colour
    /// ```
    ///
    /// - Parameters:
    ///   - colors: The colours of a rise and a fall and how long a flash
    ///     fades (`TrendColors`); nil for none.
    /// - Returns: The text, its trend coloured.
    public func trendColors(_ colors: TrendColors? = TrendColors()) -> CountingText {
        var text = self
        text.trendColors = colors
        return text
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
        // that triggered the update"), never a clock read here. Frames come while the count
        // moves and while a trend colour fades, after the arrival too.
        TimelineView(
            ModelSchedule(paused: !model.isMoving && !model.tint.isFlashing) { [model] in
                model.nextChange(after: DateInstant($0))?.date
            }
        ) { context in
            let now = DateInstant(context.date)
            let styled = model.frame(at: now, format: format, text: text).styled
            let shade = model.tint.shade(at: now)
            // SwiftUI cannot read the foreground style the text is drawn in, so the trend colour
            // is the same text laid over it in the shade's colour at the shade's strength as its
            // opacity: (1 - strength) × own + strength × colour, the blend UIKit's label draws.
            // SwiftUICore.swiftinterface: `func overlay<V>(alignment:content:) -> some View`
            // (iOS 15) and `func opacity(_ opacity: Double) -> some View`.
            Text(AttributedString(styled))
                .overlay {
                    if let shade {
                        Text(AttributedString(shade.overlay(on: styled))).opacity(shade.strength)
                    }
                }
                .onChange(of: model.hasArrived(at: now), initial: true) { _, _ in
                    while model.arrive(at: now) { onComplete?() }
                }
                .onChange(of: model.tint.isFlashing && shade == nil, initial: true) { _, faded in
                    if faded { model.endFlash(ifFadedBy: now) }
                }
        }
        .monospacedDigit()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: model.accessibilityText(format: format, text: text)))
        .onChange(of: value, initial: true) { _, newValue in
            // The colours first, so that the first count flashes too.
            model.trendColors = trendColors
            model.show(newValue, duration: duration, easing: easing, at: .now())
        }
        .onChange(of: trendColors) { _, colors in
            model.trendColors = colors
        }
        .onChange(of: reduceMotion, initial: true) { _, reduced in
            model.reduceMotion(reduced, at: .now())
        }
        .onChange(of: locale, initial: true) { _, locale in
            model.locale = locale
        }
    }
}
