import Foundation
import SwiftUI
import TallyCore
import TallyModels

/// An odometer: a number whose digit columns roll to each new value, the
/// SwiftUI face of `Odometer` (MSNumberScrollAnimatedView, Ticker, NumberFlow).
///
/// Each column is clipped to one face and its faces move by the column's
/// offset in the column's direction; columns stop one after another
/// (`OdometerOptions.durationOffset`), pad to `OdometerOptions.minimumLength`
/// and grow or shrink in width and opacity as they enter or leave (999 → 1,000
/// adds a thousands column and its separator). A new value mid-roll carries on
/// from where each column is; new options from the parent take effect at once,
/// columns going on from where they are. VoiceOver reads the value it is
/// heading for; with Reduce Motion on, columns cross-fade instead of rolling.
/// Numbers are written in the environment's locale (`\.locale`), in place of
/// the locale of `OdometerOptions.format`, as SwiftUI's `Text(_:format:)`
/// follows it: set `.environment(\.locale, …)` to fix one. With
/// ``trendColors(_:)``, each new value flashes green when it is above the
/// last and red when below, fading back.
/// The view draws the frames of a `RollingModel` (TallyModels, tested on
/// Linux), which a `TimelineView` asks for while columns move.
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
    /// The colours of a rise and a fall, set by ``trendColors(_:)``; nil flashes none.
    private var trendColors: TrendColors?

    /// The columns' motion; nil only when `options` are out of range (then the value shows as is).
    @State private var model: RollingModel<DateInstant>?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.locale) private var locale

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
    ///     mode, easing and number format; new options take effect at once.
    ///     Options out of range (a negative duration or density) show the
    ///     value without motion, or are ignored after the first.
    ///   - onComplete: Called on the main actor when every column has stopped
    ///     at the value (not when a new value interrupts the roll).
    public init(
        _ value: FixedDecimal, from start: FixedDecimal = 0, options: OdometerOptions = OdometerOptions(),
        onComplete: (@MainActor () -> Void)? = nil
    ) {
        self.value = value
        self.options = options
        self.onComplete = onComplete
        _model = State(initialValue: try? RollingModel(showing: start, options: options))
    }

    /// The same odometer, flashing `colors` whenever its value moves:
    /// green when a new value is above the last and red when below by
    /// default, fading back over the colours' fade. With Reduce Motion on,
    /// the colour holds for the fade, then goes at once. Off unless asked
    /// for; nil turns it off.
    ///
    /// The colour is laid over the digits' own (their foreground style), so
    /// they fade back to whatever colour they have.
    ///
    /// ```swift
    /// struct Quote: View {
    ///     let price: Decimal
    ///
    ///     var body: some View {
    ///         RollingNumber(price)
    ///             .trendColors(TrendColors(fade: .seconds(1)))
    ///             .font(.system(size: 34, weight: .semibold))
    ///     }
    /// }
    /// // 101.25 → 101.40: the columns roll up in green and fade back
    /// ```
    ///
    /// - Parameters:
    ///   - colors: The colours of a rise and a fall and how long a flash
    ///     fades (`TrendColors`); nil for none.
    /// - Returns: The odometer, its trend coloured.
    public func trendColors(_ colors: TrendColors? = TrendColors()) -> RollingNumber {
        var number = self
        number.trendColors = colors
        return number
    }

    /// The view's content, which SwiftUI reads (an app does not call it): a
    /// `TimelineView` drawing the columns of each frame while they move, the
    /// value for VoiceOver, and the model told of a new value, new options
    /// and Reduce Motion.
    ///
    /// ```swift
    /// RollingNumber(42)  // SwiftUI draws its body: "0" rolls to "42"
    /// ```
    public var body: some View {
        // The frame of the date asked for (`context.date`), never a clock read here; in
        // low-frequency mode the schedule gives the arrival's date, or the end of a trend
        // colour's fade (ModelSchedule). Frames come while columns move or a colour fades.
        TimelineView(
            ModelSchedule(paused: !(model?.isMoving ?? false) && !(model?.tint.isFlashing ?? false)) { [model] in
                model?.nextChange(after: DateInstant($0))?.date
            }
        ) { context in
            if let model {
                let now = DateInstant(context.date)
                let frame = model.frame(at: now)
                let shade = model.tint.shade(at: now)
                // The trend colour: the same columns laid over them in the shade's colour, the
                // shade's strength as their opacity (CountingText says why and cites the SDK).
                OdometerColumns(frame: frame, crossFades: model.options.reducedMotion)
                    .overlay {
                        if let shade {
                            OdometerColumns(frame: frame, crossFades: model.options.reducedMotion, color: shade.color)
                                .opacity(shade.strength)
                        }
                    }
                    .onChange(of: model.hasArrived(at: now), initial: true) { _, _ in
                        while self.model?.arrive(at: now) == true { onComplete?() }
                    }
                    .onChange(of: model.tint.isFlashing && shade == nil, initial: true) { _, faded in
                        if faded { self.model?.endFlash(ifFadedBy: now) }
                    }
            } else {
                Text(verbatim: localFormat.string(for: value))
            }
        }
        .monospacedDigit()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: model?.accessibilityText ?? localFormat.string(for: value)))
        .onChange(of: value, initial: true) { _, newValue in
            // The colours first, so that the first roll flashes too.
            model?.trendColors = trendColors
            model?.show(newValue, at: .now())
        }
        .onChange(of: trendColors) { _, colors in
            model?.trendColors = colors
        }
        .onChange(of: options) { _, newOptions in
            try? model?.apply(newOptions, at: .now())
        }
        .onChange(of: reduceMotion, initial: true) { _, reduced in
            model?.reduceMotion(reduced, at: .now())
        }
        .onChange(of: locale, initial: true) { _, locale in
            model?.writeNumbers(in: locale, at: .now())
        }
    }

    /// The options' format in the environment's locale: what shows when the options are out of range.
    private var localFormat: NumberFormat {
        var format = options.format
        format.locale = locale
        return format
    }
}
