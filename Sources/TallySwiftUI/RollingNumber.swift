import Foundation
import SwiftUI
import TallyCore

/// An odometer: a number whose digit columns roll to each new value, the
/// SwiftUI face of `Odometer` (MSNumberScrollAnimatedView, Ticker, NumberFlow).
///
/// Each column is clipped to one face and its faces move by the column's
/// offset in the column's direction; columns stop one after another
/// (`OdometerOptions.durationOffset`), pad to `OdometerOptions.minimumLength`
/// and grow or shrink in width and opacity as they enter or leave (999 → 1,000
/// adds a thousands column and its separator). A new value mid-roll carries on
/// from where each column is. VoiceOver reads the value it is heading for;
/// with Reduce Motion on, columns cross-fade instead of rolling. A
/// `TimelineView` asks for frames while columns move and is paused otherwise.
///
/// ```swift
/// struct Visitors: View {
///     @State private var count: FixedDecimal = 999
///
///     var body: some View {
///         RollingNumber(count)
///             .font(.system(size: 48, weight: .bold))
///         Button("Visit") { count = count + 1 }   // rolls 999 → 1,000
///     }
/// }
/// ```
@MainActor
public struct RollingNumber: View {
    private let value: FixedDecimal
    private let options: OdometerOptions
    private let onComplete: (@MainActor () -> Void)?

    /// The odometer; nil only when `options` are out of range (then the value shows as is).
    @State private var odometer: Odometer?
    @State private var cursor = PlaybackCursor<ContinuousClock.Instant>()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// An odometer rolling from `start` to `value` when it appears, and to
    /// every later value from wherever its columns are.
    ///
    /// ```swift
    /// var options = OdometerOptions()
    /// options.duration = .seconds(2)
    /// options.durationOffset = .milliseconds(150)   // the stagger between columns
    /// options.minimumLength = 6                     // "001,234"
    /// options.direction = .down
    /// RollingNumber(1234, options: options)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The number to roll to; a new value rolls on from where the columns are.
    ///   - start: The number shown when the view appears (0 by default); pass
    ///     `value` itself to appear without rolling.
    ///   - options: Duration, stagger, density, minimum length, direction,
    ///     mode, easing and number format. Options out of range (a negative
    ///     duration or density) show the value without motion.
    ///   - onComplete: Called on the main actor when every column has stopped
    ///     at the value (not when a new value interrupts the roll).
    public init(
        _ value: FixedDecimal, from start: FixedDecimal = 0, options: OdometerOptions = OdometerOptions(),
        onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.value = value
        self.options = options
        self.onComplete = onComplete
        _odometer = State(initialValue: try? Odometer(from: start, to: value, options: options))
    }

    /// The view's content, which SwiftUI reads (an app does not call it): a
    /// `TimelineView` drawing the columns of each frame while they move, the
    /// value for VoiceOver, and the reactions to a new value and to Reduce Motion.
    ///
    /// ```swift
    /// RollingNumber(42)  // SwiftUI draws its body: "0" rolls to "42"
    /// ```
    public var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: !cursor.isRunning)) { _ in
            if let odometer {
                let elapsed = cursor.elapsed(at: .now)
                HStack(spacing: 0) {
                    ForEach(odometer.frame(at: elapsed).columns) { column in
                        OdometerColumnView(column: column, crossFades: odometer.options.reducedMotion)
                    }
                }
                .onChange(of: elapsed >= odometer.duration, initial: true) { _, arrived in
                    if arrived { finish() }
                }
            } else {
                Text(verbatim: options.format.string(for: value))
            }
        }
        .monospacedDigit()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: targetText))
        .onChange(of: value, initial: true) { _, newValue in
            roll(to: newValue)
        }
        .onChange(of: reduceMotion, initial: true) { _, reduced in
            apply(reducedMotion: reduced || options.reducedMotion)
        }
    }

    /// What the odometer will read when it stops.
    private var targetText: String {
        guard let odometer else { return options.format.string(for: value) }
        return odometer.frame(at: odometer.duration).text
    }

    /// Starts the roll on appearing, or turns it towards `target` from where the columns are.
    /// Appearing again with the same value changes nothing.
    private func roll(to target: FixedDecimal) {
        guard var odometer else { return }
        let now = ContinuousClock.now
        let elapsed = cursor.elapsed(at: now)
        if target != odometer.target {
            odometer.roll(to: target, at: elapsed)
            // The cursor only moves on: the legs behind it are let go, so a
            // number rolled for ever keeps a few, not every one.
            odometer.forget(before: elapsed)
            self.odometer = odometer
        } else if case .idle = cursor.state {
            // The first appearance: the roll made by init starts now.
        } else {
            return
        }
        cursor.start(at: now)
        if elapsed >= odometer.duration {
            finish()
        }
    }

    /// Switches between rolling and cross-fading from now on.
    private func apply(reducedMotion: Bool) {
        guard var odometer, odometer.options.reducedMotion != reducedMotion else { return }
        var changed = odometer.options
        changed.reducedMotion = reducedMotion
        try? odometer.apply(changed, at: cursor.elapsed(at: .now))
        self.odometer = odometer
    }

    /// Stops at the exact end of the roll and reports the arrival, once.
    private func finish() {
        guard cursor.isRunning, let odometer else { return }
        cursor.finish(at: odometer.duration)
        onComplete?()
    }
}
