/// A number counting from one value to another: the timeline of
/// ACLabelCounting, UICountingLabel and countUp.js.
///
/// A counter is a value: ``frame(at:)`` gives the text at any instant.
/// ``count(to:duration:easing:at:)-(FixedDecimal,_,_,_)`` gives it a new target mid-count; the
/// count carries on from where it is, at the speed it has, and arrives in
/// the time given. A new target after the end starts from rest, as a new
/// count does. The last frame is always exactly the target as
/// formatted, for any `Int64` and any decimal of up to 18 fraction digits.
///
/// ```swift
/// var counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
/// counter.frame(at: .seconds(1)).text  // "1,080.24"
/// counter.frame(at: .seconds(2)).text  // "1,234.56"
/// try counter.count(to: 100, duration: .seconds(1), at: .seconds(1))
/// counter.frame(at: .seconds(2)).text  // "100.00"
/// ```
public struct Counter: FrameTimeline {
    /// Writes each value; set its locale, grouping, prefix and the rest.
    public var format: NumberFormat
    /// Turns the formatted number into what is shown: the number alone, or
    /// inside a text or styled runs (``CounterFrame/text`` is the result).
    public var presentation: CounterText

    /// The old name of ``presentation``, beside ``CounterFrame/text`` (a string).
    @available(*, deprecated, renamed: "presentation")
    public var text: CounterText {
        get { presentation }
        set { presentation = newValue }
    }
    /// The legs of the count, in order of their starts: one per target.
    private(set) var legs: [Leg]
    /// How many legs are kept: a player's memory, measured.
    package var legCount: Int { legs.count }

    /// Creates a count from `start` to `target`.
    ///
    /// ```swift
    /// let percent = try Counter(
    ///     from: 0, to: 100, duration: .seconds(5), easing: .easeOut,
    ///     text: .formatted { "\($0) %" })
    /// percent.frame(at: .seconds(5)).text  // "100 %"
    /// ```
    ///
    /// - Parameters:
    ///   - start: The first value shown.
    ///   - target: The last value shown, exactly.
    ///   - duration: How long the count takes (two seconds, as ACLabelCounting).
    ///   - easing: The curve of the count (`.none`, linear, by default).
    ///   - format: How numbers are written; by default en_US with as many
    ///     fraction digits as `start` or `target` has.
    ///   - text: What to show around the number.
    /// - Throws: ``TallyError/invalidDuration(_:)`` for a negative duration.
    public init(
        from start: FixedDecimal = 0, to target: FixedDecimal, duration: Duration = .seconds(2),
        easing: Easing = .none, format: NumberFormat? = nil, text: CounterText = .plain
    ) throws(TallyError) {
        try Self.check(duration)
        self.format = format ?? NumberFormat(fractionDigits: max(start.scale, target.scale))
        presentation = text
        let scale = max(start.scale, target.scale)
        legs = [
            Leg(
                start: .zero, length: duration, from: start.significand(atScale: scale),
                to: target.significand(atScale: scale), scale: scale, easing: easing, carriedSpeed: nil)
        ]
    }

    /// When the count arrives at its target.
    public var duration: Duration { legs[legs.count - 1].end }

    /// The value the count is heading for.
    ///
    /// ```swift
    /// try Counter(to: 10).target  // 10
    /// ```
    public var target: FixedDecimal {
        let last = legs[legs.count - 1]
        return FixedDecimal(unchecked: last.to, scale: last.scale)
    }

    /// The value at `elapsed`.
    ///
    /// ```swift
    /// try Counter(from: 0, to: 10, duration: .seconds(1)).value(at: .milliseconds(300))  // 3
    /// ```
    public func value(at elapsed: Duration) -> FixedDecimal {
        let leg = self.leg(at: elapsed)
        let scale = displayScale(forScale: leg.scale)
        return FixedDecimal(unchecked: leg.significand(at: elapsed, scale: scale), scale: scale)
    }

    /// The speed of the count at `elapsed`, in units per second.
    ///
    /// ```swift
    /// try Counter(from: 0, to: 10, duration: .seconds(1)).velocity(at: .milliseconds(500))  // 10.0
    /// ```
    public func velocity(at elapsed: Duration) -> Double {
        let leg = self.leg(at: elapsed)
        return leg.velocity(at: elapsed) / FixedDecimal.doublePowerOfTen(leg.scale)
    }

    /// What is shown at `elapsed`.
    ///
    /// - Complexity: O(1) for a count that was never retargeted, and no heap
    ///   allocation for a plain text of up to 15 bytes.
    public func frame(at elapsed: Duration) -> CounterFrame {
        frame(at: elapsed, format: format, text: presentation)
    }

    /// What is shown at `elapsed` when written with `format` and `text`
    /// instead of the counter's own: a view whose parent changes them shows
    /// the change at its next frame.
    @inline(__always)
    package func frame(at elapsed: Duration, format: NumberFormat, text: CounterText) -> CounterFrame {
        // The leg is read in place: a Leg (177 bytes) copied out of the
        // array cost a tenth of a frame.
        let index = legIndex(at: elapsed)
        // Read before the closure, which would otherwise copy the whole
        // counter (256 bytes) to reach it.
        let shownDigits = format.valueDigits
        let (significand, scale) = legs.withUnsafeBufferPointer { legs in
            let scale = Self.displayScale(forScale: legs[index].scale, fractionDigits: shownDigits)
            return (legs[index].significand(at: elapsed, scale: scale), scale)
        }
        let number = format.string(significand: significand, scale: scale)
        return text.frame(for: number, value: FixedDecimal(unchecked: significand, scale: scale))
    }

    /// Heads for a new target from wherever the count is at `elapsed`,
    /// keeping its current value and speed, and arriving `duration` later.
    ///
    /// ```swift
    /// var counter = try Counter(from: 0, to: 100, duration: .seconds(2))
    /// try counter.count(to: 50, duration: .seconds(1), at: .seconds(1))
    /// counter.duration                     // 2.0 seconds
    /// counter.frame(at: .seconds(2)).text  // "50"
    /// ```
    ///
    /// - Parameters:
    ///   - target: The new last value.
    ///   - duration: Time from `elapsed` to arrival.
    ///   - easing: The curve of the new leg; the current one's when `nil`.
    ///   - elapsed: When the change happens.
    /// - Throws: ``TallyError/invalidDuration(_:)`` for a negative duration.
    public mutating func count(
        to target: FixedDecimal, duration: Duration, easing: Easing? = nil, at elapsed: Duration
    ) throws(TallyError) {
        try Self.check(duration)
        let at = max(elapsed, .zero)
        let current = leg(at: at)
        let easing = easing ?? current.easing
        let scale = max(current.scale, target.scale)
        let from = current.significand(at: at, scale: scale)
        let moving = at < current.end
        let speed = current.velocity(at: at) * FixedDecimal.doublePowerOfTen(scale - current.scale)
        // Legs are in order of their starts: those from `at` on are at the
        // end, and only they are looked at (a scan of every leg made the
        // millionth new target cost a million times the first).
        while let last = legs.last, last.start >= at { legs.removeLast() }
        legs.append(
            Leg(
                start: at, length: duration, from: from, to: target.significand(atScale: scale),
                scale: scale, easing: easing, carriedSpeed: moving ? speed : nil))
    }

    /// Intermediate values carry as many digits as are shown, or more: the
    /// scale a leg counted at `scale` is written with. (It takes the scale,
    /// not the leg, so that a frame reads the one field in place instead of
    /// copying the leg.)
    private func displayScale(forScale scale: Int) -> Int {
        Self.displayScale(forScale: scale, fractionDigits: format.valueDigits)
    }

    private static func displayScale(forScale scale: Int, fractionDigits: Int) -> Int {
        max(scale, min(max(fractionDigits, 0), FixedDecimal.maximumScale))
    }

    /// Lets go of the legs that ended before `elapsed`, for a count that is
    /// retargeted for ever (`tally follow`): memory stays flat, frames from
    /// the leg under way at `elapsed` on are unchanged, and earlier frames
    /// show that leg's start.
    ///
    /// ```swift
    /// try counter.count(to: next, duration: .milliseconds(500), at: now)
    /// counter.forget(before: now)
    /// ```
    public mutating func forget(before elapsed: Duration) {
        let current = legIndex(at: elapsed)
        guard current > 0 else { return }
        legs.removeFirst(current)
    }

    /// Shows each new target at once when motion is reduced.
    public static var motionReduction: MotionReduction { .jump }

    func leg(at elapsed: Duration) -> Leg {
        legs[legIndex(at: elapsed)]
    }

    /// The leg under way at `elapsed`, looked for from the last one: O(1)
    /// for any instant at or after the last target's.
    private func legIndex(at elapsed: Duration) -> Int {
        var index = legs.count - 1
        while index > 0, legs[index].start > elapsed { index -= 1 }
        return index
    }

    private static func check(_ duration: Duration) throws(TallyError) {
        guard duration >= .zero else { throw .invalidDuration("\(duration)") }
    }
}
