import Foundation
import SwiftUI
import TallyCore

/// A number that counts to its value, and counts again whenever the value
/// changes: the SwiftUI face of `Counter` (ACLabelCounting, UICountingLabel).
///
/// A change mid-count carries on from where the count is, at the speed it
/// has, and arrives `duration` later. Digits are monospaced so the width does
/// not jitter. VoiceOver reads the value the count is heading for, never the
/// numbers in between. With Reduce Motion on, the text jumps to each new value
/// at once. The view has no timer: a `TimelineView` asks for frames while the
/// count moves and is paused otherwise.
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

    /// The count; nil only if it could not be made (then the value shows as is).
    @State private var counter: Counter?
    @State private var cursor = PlaybackCursor<ContinuousClock.Instant>()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

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
    ///   - format: How numbers are written; by default en_US with as many
    ///     fraction digits as the values have.
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
        self.duration = max(duration, .zero)
        self.easing = easing
        self.format = format
        self.text = text
        self.onComplete = onComplete
        _counter = State(
            initialValue: try? Counter(
                from: start, to: value, duration: self.duration, easing: easing, format: format, text: text))
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
    /// `TimelineView` drawing the counter's frames while it counts, the value
    /// for VoiceOver, and the reactions to a new value and to Reduce Motion.
    ///
    /// ```swift
    /// CountingText(42)  // SwiftUI draws its body: "0" … "42"
    /// ```
    public var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: !cursor.isRunning || reduceMotion)) { _ in
            if let counter {
                let elapsed = reduceMotion ? counter.duration : cursor.elapsed(at: .now)
                Text(AttributedString(counter.frame(at: elapsed).styled))
                    .onChange(of: elapsed >= counter.duration, initial: true) { _, arrived in
                        if arrived { finish() }
                    }
            } else {
                Text(verbatim: (format ?? NumberFormat()).string(for: value))
            }
        }
        .monospacedDigit()
        .accessibilityLabel(Text(verbatim: targetText))
        .onChange(of: value, initial: true) { _, newValue in
            count(to: newValue)
        }
        .onChange(of: reduceMotion) { _, reduced in
            if reduced { finish() }
        }
    }

    /// What the count will read when it arrives.
    private var targetText: String {
        guard let counter else { return (format ?? NumberFormat()).string(for: value) }
        return counter.frame(at: counter.duration).text
    }

    /// Starts the count on appearing, or turns it towards `target` from where it is.
    /// Appearing again with the same value changes nothing.
    private func count(to target: FixedDecimal) {
        guard var counter else { return }
        let now = ContinuousClock.now
        let elapsed = cursor.elapsed(at: now)
        if target != counter.target {
            counter.text = text
            if let format { counter.format = format }
            try? counter.count(to: target, duration: duration, easing: easing, at: elapsed)
            self.counter = counter
        } else if case .idle = cursor.state {
            // The first appearance: the count made by init starts now.
        } else {
            return
        }
        cursor.start(at: now)
        if reduceMotion || elapsed >= counter.duration {
            finish()
        }
    }

    /// Stops at the exact end of the count and reports the arrival, once.
    private func finish() {
        guard cursor.isRunning, let counter else { return }
        cursor.finish(at: counter.duration)
        onComplete?()
    }
}
