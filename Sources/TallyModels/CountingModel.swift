import Foundation
import TallyCore

/// What a counting label does, apart from drawing: the behaviour behind
/// SwiftUI's `CountingText` and UIKit's `CountingLabel` (ACLabelCounting,
/// UICountingLabel), written once and tested on any clock.
///
/// The model holds the count's motion (a `Playhead` over a `Counter`);
/// how numbers are written and what surrounds them are given at each frame,
/// so a format or a text changed by a view's owner shows at the next frame.
/// A new value mid-count turns the count from where it is, at the speed it
/// has; the legs behind the playhead are let go, so a label bound to a live
/// value for a day keeps a few legs. The arrival of a count is reported
/// once, and not when a new value cuts it short. With motion reduced the
/// text shows each value at once. With ``trendColors`` set, each new leg
/// flashes green on a rise and red on a fall, fading back (``tint``).
///
/// ```swift
/// let clock = ContinuousClock()
/// var model = CountingModel<ContinuousClock.Instant>()
/// model.show(1234.56, duration: .seconds(1), easing: .easeOut, at: clock.now)  // counts 0 → 1,234.56
/// model.frame(at: clock.now, format: nil, text: .plain).text                   // "0.00", then on
/// model.show(99, duration: .seconds(1), easing: .easeOut, at: clock.now)       // turns towards 99
/// if model.arrive(at: clock.now) { print("arrived") }                          // once, at 99
/// ```
public struct CountingModel<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    private var playhead: Playhead<Counter, Instant>
    /// The trend colour: its shade at each instant (`shade(at:)`), and
    /// whether frames must keep coming while it fades (`isFlashing`, even
    /// once the count has arrived; ``endFlash(ifFadedBy:)`` lets it go). Off
    /// until ``trendColors`` are set.
    ///
    /// ```swift
    /// model.tint.shade(at: clock.now)?.mixed(over: .white)  // the text's colour now
    /// ```
    public private(set) var tint = TrendTint<Instant>(nil)

    /// The locale numbers are written in when no format is given: the
    /// person's. SwiftUI's `CountingText` sets it from the environment's
    /// `\.locale`, UIKit's `CountingLabel` to `Locale.autoupdatingCurrent`;
    /// nil keeps the count's own format (`en_US`). A format given to
    /// ``frame(at:format:text:)`` follows it when it is one of Foundation's
    /// spellings without a locale of its own (`.currency(code: "EUR")`), as
    /// SwiftUI's `Text(_:format:)` does, and is used as it is otherwise.
    ///
    /// ```swift
    /// model.locale = Locale(identifier: "de_DE")
    /// model.frame(at: clock.now, format: nil, text: .plain).text  // "1.234,56" at the end
    /// ```
    public var locale: Locale?

    /// A label showing `start`, waiting for a value.
    ///
    /// ```swift
    /// var model = CountingModel<ContinuousClock.Instant>(showing: 10)
    /// ```
    public init(showing start: FixedDecimal = 0) {
        playhead = Playhead(Self.resting(at: start))
    }

    // MARK: What is shown

    /// The frame at `now`, written with `format` (the count's own, from
    /// its values' fraction digits, when nil) and `text`.
    ///
    /// ```swift
    /// model.frame(at: clock.now, format: NumberFormat(fractionDigits: 2), text: .formatted { "\($0) %" }).text
    /// // "42.00 %"
    /// ```
    public func frame(at now: Instant, format: NumberFormat?, text: CounterText) -> CounterFrame {
        let counter = playhead.timeline
        return counter.frame(at: playhead.elapsed(at: now), format: writing(format), text: text)
    }

    /// The frame at `now` when it differs from the one this method returned
    /// last, else nil: what a label that sets its text on a display link asks.
    ///
    /// ```swift
    /// if let frame = model.nextFrame(at: now, format: format, text: text) { label.text = frame.text }
    /// ```
    public mutating func nextFrame(at now: Instant, format: NumberFormat?, text: CounterText) -> CounterFrame? {
        playhead.changedFrame(frame(at: now, format: format, text: text))
    }

    /// One refresh of a display at `now`: the person's Reduce Motion
    /// followed (a change mid-count takes effect at once), the frame when it
    /// changed, every arrival by now, and whether the count still moves. What
    /// a label on a display link does at each refresh, decided here.
    ///
    /// ```swift
    /// let refresh = model.refresh(at: now, reducesMotion: reduced, format: format, text: .plain)
    /// if let frame = refresh.frame { label.text = frame.text }
    /// link.isRunning = refresh.isMoving
    /// ```
    ///
    /// - Parameters:
    ///   - now: The instant the display shows.
    ///   - reducesMotion: Whether the person asks for less motion now.
    ///   - format: How numbers are written; the count's own when nil.
    ///   - text: What surrounds the number.
    public mutating func refresh(
        at now: Instant, reducesMotion: Bool, format: NumberFormat?, text: CounterText
    ) -> DisplayRefresh<CounterFrame> {
        reduceMotion(reducesMotion, at: now)
        let frame = nextFrame(at: now, format: format, text: text)
        var arrivals = 0
        while arrive(at: now) { arrivals += 1 }
        tint.endFlash(ifFadedBy: now)
        return DisplayRefresh(frame: frame, arrivals: arrivals, isMoving: isMoving || tint.isFlashing)
    }

    /// What the count will read when it arrives: the text VoiceOver reads
    /// while the digits move.
    ///
    /// ```swift
    /// model.accessibilityText(format: nil, text: .plain)  // "1,234.56"
    /// ```
    public func accessibilityText(format: NumberFormat?, text: CounterText) -> String {
        let counter = playhead.timeline
        return counter.frame(at: counter.duration, format: writing(format), text: text).text
    }

    /// The format a frame is written with: `format` (following ``locale``
    /// when it is one of Foundation's spellings without a locale), else the
    /// count's own in ``locale`` when one is set; worked out once per format
    /// and locale.
    private func writing(_ format: NumberFormat?) -> NumberFormat {
        formats.format(given: format, own: playhead.timeline.format, in: locale)
    }

    /// The formats worked out for ``writing(_:)``.
    private let formats = LocalizedFormats()

    /// When the count arrives, if it moves: the one date a display that
    /// updates seldom (SwiftUI's low-frequency mode) must redraw at, so
    /// that the value shows; nil when it does not move.
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

    /// The value shown at `now`.
    ///
    /// ```swift
    /// model.value(at: clock.now)  // 42.5
    /// ```
    public func value(at now: Instant) -> FixedDecimal {
        playhead.timeline.value(at: playhead.elapsed(at: now))
    }

    /// The direction of the leg under way at `now` (rising, falling or
    /// steady): what a view tints by (`TrendTint`).
    ///
    /// ```swift
    /// model.trend(at: clock.now)  // .rising while it counts up
    /// ```
    public func trend(at now: Instant) -> TrendDirection {
        playhead.timeline.trend(at: playhead.elapsed(at: now))
    }

    /// Whether the count moves: a display link or a `TimelineView` runs
    /// while it does (or while `tint.isFlashing`).
    public var isMoving: Bool { playhead.isMoving }

    // MARK: Trend colour

    /// The colours each new leg flashes, green on a rise and red on a fall,
    /// fading back; nil (the default) flashes none. New colours keep a
    /// flash under way; nil ends it.
    ///
    /// ```swift
    /// model.trendColors = TrendColors(fade: .milliseconds(800))
    /// model.show(12.5, duration: .seconds(1), easing: .easeOut, at: clock.now)  // from 10: a green flash
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
    /// mode) must redraw at: the count's arrival, or the end of a trend
    /// colour's fade, whichever comes first; nil when neither comes.
    ///
    /// ```swift
    /// model.nextChange(after: clock.now)  // the arrival, or the fade's end
    /// ```
    public func nextChange(after now: Instant) -> Instant? {
        [arrival(after: now), tint.end(after: now)].compactMap { $0 }.min()
    }

    /// Whether a count is held by ``pause(at:)``.
    public var isPaused: Bool { playhead.isPaused }

    /// Whether a count has reached its value by `now` and
    /// ``arrive(at:)`` would report it.
    ///
    /// ```swift
    /// .onChange(of: model.hasArrived(at: .now)) { … }
    /// ```
    public func hasArrived(at now: Instant) -> Bool { playhead.hasArrived(at: now) }

    /// Reports the arrival of a count at its value: true once per count
    /// that plays to its end, never for one a new value interrupts. A count
    /// that ended before a new one began, with nobody asking in between (a
    /// view off screen), is reported too: one a call, the earliest first.
    ///
    /// ```swift
    /// while model.arrive(at: clock.now) { onComplete() }
    /// ```
    public mutating func arrive(at now: Instant) -> Bool { playhead.arrive(at: now) }

    /// The count being played: its legs, target and format.
    ///
    /// ```swift
    /// model.counter.target  // 1234.56
    /// ```
    public var counter: Counter { playhead.timeline }

    /// How many legs the count keeps: a small number however many values it
    /// was given (the legs behind the playhead are let go).
    public var legCount: Int { playhead.timeline.legCount }

    // MARK: What changes it

    /// Shows `value`, as a view bound to a value does: the first call counts
    /// from the start value; later calls with a new value turn the count
    /// towards it from where it is, at the speed it has, arriving `duration`
    /// later; the value it already heads for changes nothing.
    ///
    /// ```swift
    /// model.show(score, duration: .seconds(1), easing: .easeOut, at: clock.now)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The number to count to.
    ///   - duration: How long the count takes; a negative one counts as zero.
    ///   - easing: The curve of the count.
    ///   - now: The clock's present.
    public mutating func show(_ value: FixedDecimal, duration: Duration, easing: Easing, at now: Instant) {
        guard playhead.hasBegun else {
            let start = playhead.timeline.target
            count(from: start, to: value, duration: duration, easing: easing, at: now)
            return
        }
        guard value != playhead.timeline.target else { return }
        count(to: value, duration: duration, easing: easing, at: now)
    }

    /// Counts from `start` to `target`, starting at once (ACLabelCounting's
    /// `countFrom:to:withDuration:`); a count under way is replaced, and no
    /// arrival is reported for it.
    ///
    /// ```swift
    /// model.count(from: 0, to: 100, duration: .seconds(5), easing: .easeIn, at: clock.now)
    /// ```
    public mutating func count(
        from start: FixedDecimal, to target: FixedDecimal, duration: Duration, easing: Easing, at now: Instant
    ) {
        let counter: Counter
        do {
            counter = try Counter(from: start, to: target, duration: max(duration, .zero), easing: easing)
        } catch {
            preconditionFailure("a duration of zero or more is valid: \(error)")
        }
        playhead.restart(with: counter, at: now)
        let trend = trend(at: now)
        tint.flash(trend, at: now)
    }

    /// Counts to `target` from the value shown now (ACLabelCounting's
    /// `countTo:`), starting at once; while counting, the count turns
    /// towards the new target at the speed it has.
    ///
    /// ```swift
    /// model.count(to: 250, duration: .seconds(1), at: clock.now)
    /// ```
    ///
    /// - Parameters:
    ///   - target: The new last value.
    ///   - duration: How long from now until it arrives; a negative one counts as zero.
    ///   - easing: The curve of the new leg; the current one's when nil.
    ///   - now: The clock's present.
    public mutating func count(to target: FixedDecimal, duration: Duration, easing: Easing? = nil, at now: Instant) {
        playhead.update(at: now) { counter, elapsed in
            do {
                try counter.count(to: target, duration: max(duration, .zero), easing: easing, at: elapsed)
            } catch {
                preconditionFailure("a duration of zero or more is valid: \(error)")
            }
        }
        playhead.start(at: now)
        let trend = trend(at: now)
        tint.flash(trend, at: now)
    }

    /// Plays from where the count is: after ``reset()``, ``stop(at:)`` or ``pause(at:)``.
    ///
    /// ```swift
    /// model.start(at: clock.now)
    /// ```
    public mutating func start(at now: Instant) {
        playhead.start(at: now)
    }

    /// Holds the count where it is.
    ///
    /// ```swift
    /// model.pause(at: clock.now)
    /// ```
    public mutating func pause(at now: Instant) { playhead.pause(at: now) }

    /// Continues a paused count (ACLabelCounting's `restore`).
    ///
    /// ```swift
    /// model.resume(at: clock.now)
    /// ```
    public mutating func resume(at now: Instant) { playhead.resume(at: now) }

    /// Ends the count where it is: true when a count was under way (running
    /// or paused), which then ends as stopped. A count that had already
    /// reached its value is not stopped: ``arrive(at:)`` reports it.
    ///
    /// ```swift
    /// if model.stop(at: clock.now) { completion(.stopped) }
    /// ```
    public mutating func stop(at now: Instant) -> Bool { playhead.stop(at: now) }

    /// Shows the start value of the count again and waits for ``start(at:)``.
    ///
    /// ```swift
    /// model.reset()
    /// ```
    public mutating func reset() { playhead.reset() }

    /// Reduces motion (each value shows at once) or moves fully again.
    ///
    /// ```swift
    /// model.reduceMotion(true, at: clock.now)
    /// ```
    public mutating func reduceMotion(_ reduced: Bool, at now: Instant) {
        playhead.reduceMotion(reduced, at: now)
        tint.reducesMotion = reduced
    }

    /// A counter resting at `value`.
    private static func resting(at value: FixedDecimal) -> Counter {
        do {
            return try Counter(from: value, to: value, duration: .zero)
        } catch {
            preconditionFailure("a zero duration is valid: \(error)")
        }
    }
}
