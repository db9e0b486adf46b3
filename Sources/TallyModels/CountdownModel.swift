import TallyCore

/// What a full-screen "3, 2, 1" countdown does, apart from drawing: the
/// behaviour behind SwiftUI's `.countdown` modifier and UIKit's
/// `CountdownLabel` (GGCountDownLabel), written once and tested on any clock.
///
/// One countdown shows at a time across an app: ``begin(_:replacing:in:at:)``
/// claims a `CountdownGate` (the app's is `CountdownGate.shared`) and is
/// refused while another holds it, unless it asks to replace it; the one
/// replaced learns it at its next ``advance(to:in:)`` and ends as
/// cancelled. Each step is reported once, in order, for a screen reader to
/// announce; the end is reported once, finished or cancelled, and frees the
/// gate. A model freed mid-countdown (its view or label gone without a
/// cancel) frees the gate with it. With motion reduced the numerals fade in
/// without zooming.
///
/// ```swift
/// var gate = CountdownGate()
/// var model = CountdownModel<ContinuousClock.Instant>()
/// let clock = ContinuousClock()
/// try model.begin(try Countdown(options: .init(start: 3, endTitle: "Go!")), in: &gate, at: clock.now)
/// // [.began, .step(3)]
/// model.frame(at: clock.now)?.scale     // 15.0: the numeral zooms in
/// model.advance(to: clock.now, in: &gate)  // [.step(2)] a second later, … [.finished] at the end
/// ```
public struct CountdownModel<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    /// The countdown showing, if any.
    private var playhead: Playhead<Countdown, Instant>?
    /// Its claim on the gate.
    private var claim: Int?
    /// What keeps the claim alive: freed with the model (a view or label
    /// freed mid-countdown), it frees the gate.
    private var holder: CountdownGate.Holder?
    private var steps = CountdownSteps()
    /// Whether the person asked for less motion (Reduce Motion), for this
    /// countdown and the next, apart from a countdown's own
    /// `Countdown.Options.reducedMotion`.
    public private(set) var reducesMotion = false
    /// Whether the countdown showing asked for less motion in its options.
    private var optionsReduceMotion = false
    /// The end title of the last countdown begun, kept past its end for the last announcement.
    private var endTitle: String?

    /// A model showing nothing.
    ///
    /// ```swift
    /// var model = CountdownModel<ContinuousClock.Instant>()
    /// ```
    public init() {}

    /// Whether a countdown shows.
    public var isShowing: Bool { playhead != nil }

    /// The frame at `now`; nil when no countdown shows.
    ///
    /// ```swift
    /// if let frame = model.frame(at: clock.now) { label.text = frame.text }
    /// ```
    public func frame(at now: Instant) -> CountdownFrame? {
        playhead?.frame(at: now)
    }

    /// The frame at `now` as a display that updates seldom shows it
    /// (`live` false: SwiftUI's low-frequency mode, at each step's date): the
    /// numeral of the step under way at rest, at full size and opacity, for
    /// a frame drawn at a step's first instant would be its invisible start.
    /// With `live` true, as ``frame(at:)``.
    ///
    /// ```swift
    /// model.frame(at: stepDate, live: false)?.opacity  // 1
    /// ```
    public func frame(at now: Instant, live: Bool) -> CountdownFrame? {
        guard !live, let playhead else { return frame(at: now) }
        let countdown = playhead.timeline
        let elapsed = playhead.elapsed(at: now)
        let stepEnd = countdown.options.step * (countdown.step(at: elapsed) + 1)
        return countdown.frame(at: min(stepEnd, countdown.duration) - .nanoseconds(1))
    }

    /// When the next step begins after `now` (the end, last), nil when none
    /// shows: the dates a display that updates seldom redraws at.
    ///
    /// ```swift
    /// model.nextChange(after: clock.now)  // the next second boundary from the start
    /// ```
    public func nextChange(after now: Instant) -> Instant? {
        guard let playhead else { return nil }
        let countdown = playhead.timeline
        let elapsed = playhead.elapsed(at: now)
        guard elapsed < countdown.duration else { return nil }
        let boundary = min(countdown.options.step * (countdown.step(at: elapsed) + 1), countdown.duration)
        // A millisecond past the boundary, so that a date-based instant's rounding never lands before it.
        return now.advanced(by: boundary - elapsed + .milliseconds(1))
    }

    /// The step under way at `now` (nil when none shows): a view asks the
    /// model to ``advance(to:in:)`` when it changes.
    public func step(at now: Instant) -> Int? {
        guard let playhead else { return nil }
        return playhead.timeline.step(at: playhead.elapsed(at: now))
    }

    /// Shows `countdown` from `now`, claiming `gate`.
    ///
    /// ```swift
    /// let events = try model.begin(countdown, in: &CountdownGate.shared, at: .now)  // [.began, .step(3)]
    /// ```
    ///
    /// - Parameters:
    ///   - countdown: What to show, from its start.
    ///   - replacing: Whether to take the gate from a countdown showing
    ///     elsewhere (it ends as cancelled) instead of being refused.
    ///   - gate: The one-at-a-time rule this countdown obeys.
    ///   - now: The clock's present.
    /// - Returns: `.began` and the first step.
    /// - Throws: `CountdownRefusal.alreadyRunning` when a countdown holds the
    ///   gate (this model's own included) and `replacing` is false.
    public mutating func begin(
        _ countdown: Countdown, replacing: Bool = false, in gate: inout CountdownGate, at now: Instant
    ) throws(CountdownRefusal) -> [CountdownEvent] {
        var ended: [CountdownEvent] = []
        if isShowing {
            guard replacing else { throw .alreadyRunning }
            ended = cancel(in: &gate)
        }
        let holder = CountdownGate.Holder()
        switch gate.request(replacing: replacing, heldBy: holder) {
        case .refuse:
            throw .alreadyRunning
        case .start(let id), .replace(_, let id):
            claim = id
            self.holder = holder
        }
        var playhead = Playhead<Countdown, Instant>(countdown)
        optionsReduceMotion = countdown.options.reducedMotion
        endTitle = countdown.options.endTitle
        playhead.reduceMotion(reducesMotion || optionsReduceMotion, at: now)
        playhead.start(at: now)
        self.playhead = playhead
        steps = CountdownSteps()
        return ended + [.began] + steps.events(upTo: playhead.frame(at: now), of: countdown)
    }

    /// What happened by `now`: the steps begun since the last call, then
    /// `.finished` at the end or `.cancelled` when another countdown took the
    /// gate. The countdown then shows no more and the gate is free.
    ///
    /// ```swift
    /// for event in model.advance(to: clock.now, in: &gate) { announce(event) }
    /// ```
    public mutating func advance(to now: Instant, in gate: inout CountdownGate) -> [CountdownEvent] {
        guard var playhead, let claim else { return [] }
        guard gate.running == claim else {
            end()
            return [.cancelled]
        }
        var events = steps.events(upTo: playhead.frame(at: now), of: playhead.timeline)
        if playhead.arrive(at: now) {
            gate.ended(id: claim)
            end()
            events.append(.finished)
        } else {
            self.playhead = playhead
        }
        return events
    }

    /// One refresh of a display at `now`: the person's Reduce Motion
    /// followed (a change mid-countdown takes effect at once), the frame to
    /// draw, and what happened by now (``advance(to:in:)``). What a label on
    /// a display link does at each refresh, decided here.
    ///
    /// ```swift
    /// let refresh = model.refresh(at: now, reducesMotion: reduced, in: &CountdownGate.shared)
    /// if let frame = refresh.frame { show(frame) }
    /// tell(refresh.events)
    /// link.isRunning = refresh.isShowing
    /// ```
    ///
    /// - Parameters:
    ///   - now: The instant the display shows.
    ///   - reducesMotion: Whether the person asks for less motion now.
    ///   - gate: The one-at-a-time rule the countdown obeys.
    public mutating func refresh(
        at now: Instant, reducesMotion: Bool, in gate: inout CountdownGate
    ) -> CountdownRefresh {
        reduceMotion(reducesMotion, at: now)
        let frame = frame(at: now)
        let events = advance(to: now, in: &gate)
        return CountdownRefresh(frame: frame, events: events, isShowing: isShowing)
    }

    /// Takes the countdown off the screen before its end (GGCountDownLabel's
    /// `gg_hidden`): `[.cancelled]`, and the gate is free; `[]` when none shows.
    ///
    /// ```swift
    /// model.cancel(in: &gate)  // [.cancelled]
    /// ```
    public mutating func cancel(in gate: inout CountdownGate) -> [CountdownEvent] {
        guard let claim else { return [] }
        gate.ended(id: claim)
        end()
        return [.cancelled]
    }

    /// What VoiceOver says for `event`: the numeral of a step, the end title
    /// for the step after 1 (nil when there is none), nil for the others.
    /// SwiftUI's `.countdown` and UIKit's `CountdownLabel` both post it as an
    /// announcement.
    ///
    /// ```swift
    /// model.announcement(for: .step(3))  // "3"
    /// model.announcement(for: .step(0))  // "Go!" (the end title), nil without one
    /// model.announcement(for: .began)    // nil
    /// ```
    public func announcement(for event: CountdownEvent) -> String? {
        guard case .step(let number) = event else { return nil }
        return number > 0 ? String(number) : endTitle
    }

    /// Fades without zooming (the person asked for less motion) or zooms
    /// again, unless the countdown's options ask for less motion, from
    /// `now` on, for the countdown showing and the next ones.
    ///
    /// ```swift
    /// model.reduceMotion(true, at: clock.now)
    /// ```
    public mutating func reduceMotion(_ reduced: Bool, at now: Instant) {
        reducesMotion = reduced
        playhead?.reduceMotion(reduced || optionsReduceMotion, at: now)
    }

    private mutating func end() {
        playhead = nil
        claim = nil
        holder = nil
    }
}
