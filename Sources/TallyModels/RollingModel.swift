import Foundation
import TallyCore

/// What a rolling number does, apart from drawing: the behaviour behind
/// SwiftUI's `RollingNumber` and UIKit's `OdometerView`
/// (MSNumberScrollAnimatedView, Ticker, NumberFlow), written once and
/// tested on any clock.
///
/// The model holds an `Odometer` on a `Playhead`. A new value mid-roll
/// carries every column on from where it is; options given later (by a
/// view's owner, or Reduce Motion) take effect from that instant, columns
/// continuing from where they are; the legs behind the playhead are let go.
/// The arrival of a roll is reported once, and not when a new value cuts it
/// short. With motion reduced the columns cross-fade in place. With
/// ``trendColors`` set, each new value flashes green when it is above the
/// last and red when below, fading back (``tint``).
///
/// ```swift
/// let clock = ContinuousClock()
/// var model = try RollingModel<ContinuousClock.Instant>(options: OdometerOptions())
/// model.show(999, at: clock.now)                  // rolls 0 → 999
/// model.frame(at: clock.now).columns              // each column's faces and offset
/// model.show(1000, at: clock.now)                 // 999 → 1,000 from where the columns are
/// model.accessibilityText                         // "1,000"
/// ```
public struct RollingModel<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    private var playhead: Playhead<Odometer, Instant>
    /// The trend colour: its shade at each instant (`shade(at:)`), and
    /// whether frames must keep coming while it fades (`isFlashing`, even
    /// once the roll has arrived; ``endFlash(ifFadedBy:)`` lets it go). Off
    /// until ``trendColors`` are set.
    ///
    /// ```swift
    /// model.tint.shade(at: clock.now)?.mixed(over: .white)  // the text's colour now
    /// ```
    public private(set) var tint = TrendTint<Instant>(nil)
    /// The value shown before the first roll.
    private let start: FixedDecimal
    /// Whether the person asked for less motion (Reduce Motion), apart
    /// from the options' own `OdometerOptions.reducedMotion`.
    private var personReducesMotion = false
    /// The options given (by ``init(showing:options:)`` or ``apply(_:at:)``),
    /// before the person's Reduce Motion and the ``locale`` are merged in.
    private var given: OdometerOptions
    /// The locale numbers are written in, in place of the options' format's:
    /// SwiftUI's `RollingNumber` sets it from the environment's `\.locale`,
    /// as SwiftUI's own `Text(_:format:)` follows it; nil keeps the options'
    /// own. Set with ``writeNumbers(in:at:)``.
    ///
    /// ```swift
    /// model.locale  // de_DE once written in it
    /// ```
    public private(set) var locale: Locale?

    /// An odometer showing `start`, waiting for a value.
    ///
    /// ```swift
    /// var options = OdometerOptions()
    /// options.minimumLength = 6
    /// var model = try RollingModel<ContinuousClock.Instant>(showing: 0, options: options)
    /// ```
    ///
    /// - Throws: The errors of `Odometer.init(from:to:options:)` for
    ///   options out of range.
    public init(showing start: FixedDecimal = 0, options: OdometerOptions) throws(TallyError) {
        playhead = Playhead(try Odometer(from: start, to: start, options: options))
        self.start = start
        given = options
        tint.reducesMotion = options.reducedMotion
    }

    // MARK: What is shown

    /// The frame at `now`.
    ///
    /// ```swift
    /// model.frame(at: clock.now).text  // "1,000"
    /// ```
    public func frame(at now: Instant) -> OdometerFrame {
        playhead.frame(at: now)
    }

    /// The frame at `now`, written into `frame`: its room for columns and
    /// text is kept from one frame to the next, so a view that keeps one
    /// frame allocates nothing per frame.
    ///
    /// ```swift
    /// var shown = OdometerFrame()
    /// model.frame(at: clock.now, into: &shown)
    /// shown.text  // "1,000"
    /// ```
    public func frame(at now: Instant, into frame: inout OdometerFrame) {
        playhead.timeline.frame(at: playhead.elapsed(at: now), into: &frame)
    }

    /// The frame at `now` when it differs from the one this method returned
    /// last, else nil: what a view laid out on a display link asks.
    ///
    /// ```swift
    /// if let frame = model.nextFrame(at: now) { layOut(frame) }
    /// ```
    public mutating func nextFrame(at now: Instant) -> OdometerFrame? {
        playhead.nextFrame(at: now)
    }

    /// One refresh of a display at `now`: the person's Reduce Motion
    /// followed (a change mid-roll takes effect at once), the frame when it
    /// changed, every arrival by now, and whether the columns still move.
    /// What a view on a display link does at each refresh, decided here.
    ///
    /// ```swift
    /// let refresh = model.refresh(at: now, reducesMotion: reduced)
    /// if let frame = refresh.frame { layOut(frame) }
    /// link.isRunning = refresh.isMoving
    /// ```
    ///
    /// - Parameters:
    ///   - now: The instant the display shows.
    ///   - reducesMotion: Whether the person asks for less motion now.
    public mutating func refresh(at now: Instant, reducesMotion: Bool) -> DisplayRefresh<OdometerFrame> {
        reduceMotion(reducesMotion, at: now)
        let frame = nextFrame(at: now)
        var arrivals = 0
        while arrive(at: now) { arrivals += 1 }
        tint.endFlash(ifFadedBy: now)
        return DisplayRefresh(frame: frame, arrivals: arrivals, isMoving: isMoving || tint.isFlashing)
    }

    /// The frame the columns come to rest on: what a view sizes itself for
    /// while they move.
    ///
    /// ```swift
    /// model.destination.text  // "1,000"
    /// ```
    public var destination: OdometerFrame { playhead.destination }

    /// What the odometer reads once it stops: what VoiceOver reads while
    /// columns move.
    public var accessibilityText: String { playhead.destination.text }

    /// The options in force.
    public var options: OdometerOptions { playhead.timeline.options }

    /// Whether columns move: a display link or a `TimelineView` runs while
    /// they do (or while `tint.isFlashing`).
    public var isMoving: Bool { playhead.isMoving }

    // MARK: Trend colour

    /// The colours each new value flashes, green above the last value and
    /// red below, fading back; nil (the default) flashes none. New colours
    /// keep a flash under way; nil ends it.
    ///
    /// ```swift
    /// model.trendColors = TrendColors(fade: .milliseconds(800))
    /// model.show(1000, at: clock.now)  // from 999: a green flash
    /// ```
    public var trendColors: TrendColors? {
        get { tint.colors }
        set { tint.colors = newValue }
    }

    /// Lets go of a trend colour that has faded by `now`, so that
    /// `tint.isFlashing` turns false; one still fading stays.
    ///
    /// ```swift
    /// if model.tint.isFlashing, model.tint.shade(at: now) == nil { model.endFlash(ifFadedBy: now) }
    /// ```
    public mutating func endFlash(ifFadedBy now: Instant) { tint.endFlash(ifFadedBy: now) }

    /// The next date a display that updates seldom (SwiftUI's low-frequency
    /// mode) must redraw at: the columns' arrival, or the end of a trend
    /// colour's fade, whichever comes first; nil when neither comes.
    ///
    /// ```swift
    /// model.nextChange(after: clock.now)  // the arrival, or the fade's end
    /// ```
    public func nextChange(after now: Instant) -> Instant? {
        [arrival(after: now), tint.end(after: now)].compactMap { $0 }.min()
    }

    /// Whether every column has stopped by `now` and ``arrive(at:)`` would report it.
    public func hasArrived(at now: Instant) -> Bool { playhead.hasArrived(at: now) }

    /// Reports the arrival of a roll: true once per roll that plays to its
    /// end, never for one a new value interrupts. A roll that ended before a
    /// new one began, with nobody asking in between (a view off screen), is
    /// reported too: one a call, the earliest first.
    ///
    /// ```swift
    /// while model.arrive(at: clock.now) { onComplete() }
    /// ```
    public mutating func arrive(at now: Instant) -> Bool { playhead.arrive(at: now) }

    /// When the columns arrive, if they move: the one date a display that
    /// updates seldom (SwiftUI's low-frequency mode) must redraw at, so that
    /// the value shows; nil when they do not move.
    ///
    /// ```swift
    /// model.arrival(after: clock.now)  // start + duration (and a millisecond)
    /// ```
    public func arrival(after now: Instant) -> Instant? {
        guard playhead.isMoving, !playhead.isPaused else { return nil }
        let remaining = playhead.timeline.duration - playhead.elapsed(at: now)
        guard remaining > .zero else { return nil }
        return now.advanced(by: remaining + .milliseconds(1))
    }

    /// The odometer being played: its legs, target and options.
    ///
    /// ```swift
    /// model.odometer.target  // 1000
    /// ```
    public var odometer: Odometer { playhead.timeline }

    /// How many legs the odometer keeps: a small number however many values
    /// it was given.
    public var legCount: Int { playhead.timeline.legCount }

    // MARK: What changes it

    /// Shows `value`, as a view bound to a value does: the first call rolls
    /// from the start value; later calls with a new value turn every column
    /// towards it from where it is; the value it already heads for changes
    /// nothing.
    ///
    /// ```swift
    /// model.show(count, at: clock.now)
    /// ```
    public mutating func show(_ value: FixedDecimal, at now: Instant) {
        guard !playhead.hasBegun || value != playhead.timeline.givenTarget else { return }
        roll(to: value, at: now)
    }

    /// Rolls to `value` from where each column is, starting at once
    /// (MSNumberScrollAnimatedView's `startAnimation`).
    ///
    /// ```swift
    /// model.roll(to: 1234, at: clock.now)
    /// ```
    public mutating func roll(to value: FixedDecimal, at now: Instant) {
        let last = playhead.hasBegun ? playhead.timeline.givenTarget : start
        tint.flash(TrendDirection(from: last, to: value), at: now)
        guard playhead.hasBegun else {
            // The first roll is the odometer's own first leg, from the start value.
            do {
                playhead.restart(with: try Odometer(from: start, to: value, options: options), at: now)
            } catch {
                preconditionFailure("the options in force were checked: \(error)")
            }
            return
        }
        playhead.update(at: now) { odometer, elapsed in odometer.roll(to: value, at: elapsed) }
        playhead.start(at: now)
    }

    /// Moves as `options` say from `now` on, each column going on from where
    /// it is towards the same value, also after an arrival (a move whose
    /// arrival ``arrive(at:)`` reports); equal options change nothing. Motion is
    /// reduced when the options ask for it or ``reduceMotion(_:at:)`` did;
    /// numbers are written in ``locale`` when one is set.
    ///
    /// ```swift
    /// options.minimumLength = 6
    /// try model.apply(options, at: clock.now)
    /// ```
    ///
    /// - Throws: The errors of `Odometer.init(from:to:options:)`; the
    ///   model is then unchanged.
    public mutating func apply(_ options: OdometerOptions, at now: Instant) throws(TallyError) {
        let previous = given
        given = options
        do {
            try takeEffect(at: now)
        } catch {
            given = previous
            throw error
        }
    }

    /// Writes numbers in `locale` from `now` on, in place of the options'
    /// format's locale (digits, decimal mark, grouping), columns going on from
    /// where they are; nil writes them in the options' own again.
    ///
    /// ```swift
    /// model.writeNumbers(in: Locale(identifier: "de_DE"), at: clock.now)  // "1.234"
    /// ```
    public mutating func writeNumbers(in locale: Locale?, at now: Instant) {
        self.locale = locale
        do {
            try takeEffect(at: now)
        } catch {
            preconditionFailure("a locale changes no option that can be out of range: \(error)")
        }
    }

    /// Cross-fades in place (a person asked for less motion) or rolls again
    /// (unless the options ask for less), from `now` on.
    ///
    /// ```swift
    /// model.reduceMotion(true, at: clock.now)
    /// ```
    public mutating func reduceMotion(_ reduced: Bool, at now: Instant) {
        personReducesMotion = reduced
        playhead.reduceMotion(reduced || given.reducedMotion, at: now)
        tint.reducesMotion = playhead.reducesMotion
    }

    /// The options given, with the person's Reduce Motion and the locale merged in.
    private var effective: OdometerOptions {
        var options = given
        options.reducedMotion = given.reducedMotion || personReducesMotion
        if let locale { options.format.locale = locale }
        return options
    }

    /// Plays the odometer with the ``effective`` options from `now` on.
    private mutating func takeEffect(at now: Instant) throws(TallyError) {
        let effective = effective
        guard effective != playhead.timeline.options else { return }
        try playhead.update(at: now) { (odometer, elapsed) throws(TallyError) in
            try odometer.apply(effective, at: elapsed)
        }
        // After an arrival the columns move to the new options' places too.
        if playhead.hasBegun { playhead.start(at: now) }
        playhead.reduceMotion(effective.reducedMotion, at: now)
        tint.reducesMotion = playhead.reducesMotion
    }
}
