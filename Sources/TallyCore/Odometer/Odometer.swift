/// Digit columns that roll to a new number: the timeline of
/// MSNumberScrollAnimatedView, Robinhood's Ticker and NumberFlow.
///
/// Columns are keyed by place value around the decimal mark, so 999 -> 1,000
/// adds a thousands column (and its separator) that rolls in from 0, and
/// 9.99 -> 10.5 rolls the tens, ones and tenths and drops the hundredths.
/// Negative numbers keep their sign in a column of its own; crossing zero
/// rolls down to 0 first and the sign comes or goes where the digits read
/// 0 (never "-0"). A new target mid-roll continues from where each column is.
///
/// With a styled format (``OdometerOptions/format``: a currency, a percent,
/// compact notation, ...) the columns hold the digits of the format's text,
/// keyed by their place in that text, as NumberFlow keys them: 999 -> 1.2M
/// in compact notation rolls the ones from 9 to 1, lets the tens and
/// hundreds go, brings in a mark and tenths, and turns "M" in after them;
/// the text around the digits, sign included, turns in a prefix and a
/// suffix column.
///
/// ```swift
/// let odometer = try Odometer(from: 999, to: 1000)
/// odometer.frame(at: .zero).text              // "999"
/// odometer.frame(at: odometer.duration).text  // "1,000"
/// odometer.frame(at: .milliseconds(700)).columns.map(\.offset)  // fractional positions
/// ```
public struct Odometer: FrameTimeline {
    /// The settings in force; ``apply(_:at:)`` changes them mid-life.
    public private(set) var options: OdometerOptions
    private(set) var symbols: OdometerSymbols
    /// The steepest slope of the easing, sampled once: a column can only
    /// blur when its average speed times this passes the readable speed.
    private(set) var steepestSlope: Double
    /// The options' easing, prepared once for every column of every frame.
    private(set) var preparedEasing: Easing.Prepared
    private(set) var legs: [Leg]
    /// How many legs are kept: a player's memory, measured.
    package var legCount: Int { legs.count }

    /// One stretch of motion towards one target.
    struct Leg: Sendable {
        let start: Duration
        let end: Duration
        let slots: [OdometerSlot]
        let target: OdometerReading
        let motion: LegMotion
        /// The target as given (``target`` is it as shown, perhaps rounded).
        var exactTarget: FixedDecimal = 0
        /// The settings the leg is drawn with: those in force when it was made.
        var generation = 0
    }

    /// The settings of a generation, kept for the legs made under it.
    struct Settings: Sendable {
        let options: OdometerOptions
        let symbols: OdometerSymbols
        let steepestSlope: Double
        let preparedEasing: Easing.Prepared
    }

    /// Counts the calls of ``apply(_:at:)``: legs of an earlier generation
    /// keep drawing with the settings of theirs, so a change of options never
    /// alters a frame before the instant it was made at.
    private(set) var generation = 0
    private var earlierSettings: [Int: Settings] = [:]

    enum LegMotion: Sendable {
        /// One track per slot, in slot order: digit columns move along
        /// theirs, other columns only grow or shrink.
        case tracks(LegTracks)
        /// One exact value drives every column (carry mode). Boxed: held
        /// inline, the counter made the enum so large that matching a leg's
        /// tracks cost a copy of some 300 bytes a frame.
        indirect case carry(Counter, lowestPlace: Int)
    }

    /// The tracks of a leg and what a frame reads beside them, in one
    /// object: a frame takes one reference, where copying the arrays out of
    /// the leg took one an array.
    final class LegTracks: Sendable {
        /// The leg's slots, left to right.
        let slots: [OdometerSlot]
        /// One track per slot, in slot order.
        let tracks: [OdometerTrack]
        /// `partners[i]` is the index of the digit slot left of separator i
        /// (else -1).
        let partners: [Int]
        /// Whether columns cross-fade instead of rolling.
        let fade: Bool
        /// `resting[i]` is digit column i once its track has ended, the same
        /// at every later instant: made once, a frame copies it.
        let resting: [OdometerColumn]
        /// Whether a reading of the leg can be negative: a frame then checks
        /// that no minus shows on digits that all read 0.
        let guardsZero: Bool
        /// The words a styled leg's prefix and suffix columns turn between.
        let words: OdometerWords.Turn?

        init(
            slots: [OdometerSlot], tracks: [OdometerTrack], partners: [Int], fade: Bool, resting: [OdometerColumn],
            guardsZero: Bool, words: OdometerWords.Turn?
        ) {
            self.slots = slots
            self.tracks = tracks
            self.partners = partners
            self.fade = fade
            self.resting = resting
            self.guardsZero = guardsZero
            self.words = words
        }
    }

    /// An odometer showing `start`, rolling to `target`.
    ///
    /// - Throws: ``TallyError/invalidDuration(_:)`` for a negative duration or
    ///   offset, ``TallyError/invalidParameter(name:reason:)`` for a negative
    ///   density or minimum length, or (naming "mode") carry mode with a
    ///   styled format.
    public init(from start: FixedDecimal, to target: FixedDecimal, options: OdometerOptions = OdometerOptions())
        throws(TallyError)
    {
        try Self.validate(options)
        self.options = options
        symbols = options.format.odometerSymbols
        steepestSlope = Self.steepestSlope(of: options.easing)
        preparedEasing = options.easing.prepared
        legs = []
        var first = try firstLeg(from: start, to: target)
        first.exactTarget = target
        legs = [first]
    }

    /// When the last column stops.
    public var duration: Duration { legs[legs.count - 1].end }

    /// The value the odometer is heading for, as it will read (with the
    /// fraction digits the options fix, when they fix them; for a styled
    /// format, the value its text shows: 1,200,000 for "1.2M").
    ///
    /// ```swift
    /// var odometer = try Odometer(from: 999, to: 1000)
    /// odometer.target                              // 1000
    /// odometer.roll(to: 42, at: .milliseconds(700))
    /// odometer.target                              // 42
    /// ```
    public var target: FixedDecimal { legs[legs.count - 1].target.value }

    /// The target as it was given, before a format rounded it for showing
    /// (1,234,567 where ``target`` is 1,200,000 in compact notation): a view
    /// bound to a value compares a new value with it.
    package var givenTarget: FixedDecimal { legs[legs.count - 1].exactTarget }

    /// The value a person reads at `elapsed`: the shown columns' nearer
    /// faces, left to right, as a number (``OdometerFrame/text`` is the same
    /// reading as text; mid-roll, columns still making room are not read).
    /// A styled format's digits count in the unit of the words read beside
    /// them: "1.2M" is 1,200,000, "25.6%" is 0.256.
    ///
    /// ```swift
    /// let odometer = try Odometer(from: 0, to: 50)
    /// odometer.value(at: .zero)               // 0
    /// odometer.value(at: odometer.duration)   // 50
    /// ```
    public func value(at elapsed: Duration) -> FixedDecimal {
        var significand: Int128 = 0
        var scale = 0
        var isNegative = false
        var afterMark = false
        var words: OdometerWords?
        let leg = leg(at: elapsed)
        let drawer = drawer(for: leg)
        for (slot, state) in drawer.columns(of: leg, at: elapsed) {
            // A styled leg's words are read even where their text is empty.
            if slot.isWords { words = words ?? state.state.words }
            let column = state.column
            guard column.isShown else { continue }
            switch column.role {
            case .sign:
                isNegative = true
            case .digit:
                let digit = drawer.symbols.digits.firstIndex(of: column.reading) ?? 0
                guard significand < FixedDecimal.powerOfTen(37) else { continue }
                significand = significand * 10 + Int128(digit)
                if afterMark { scale += 1 }
            case .decimalMark:
                afterMark = true
            case .prefix, .suffix, .groupSeparator:
                continue
            }
        }
        guard let words else {
            return FixedDecimal(
                unchecked: isNegative ? -significand : significand, scale: min(scale, FixedDecimal.maximumScale))
        }
        return words.value(significand: words.isNegative ? -significand : significand, scale: scale)
    }

    /// Changes the options from `elapsed` on: every column continues from
    /// where it is towards the same target, moving as the new options say
    /// (MSNumberScrollAnimatedView's open TODO: options that change after
    /// the view is made).
    ///
    /// ```swift
    /// var odometer = try Odometer(from: 0, to: 500)
    /// var faster = odometer.options
    /// faster.duration = .milliseconds(500)
    /// faster.minimumLength = 6
    /// try odometer.apply(faster, at: .milliseconds(300))
    /// odometer.frame(at: odometer.duration).text  // "000,500"
    /// ```
    ///
    /// - Throws: The errors of ``init(from:to:options:)`` for options out of range;
    ///   the odometer is then unchanged.
    public mutating func apply(_ newOptions: OdometerOptions, at elapsed: Duration) throws(TallyError) {
        try Self.validate(newOptions)
        let previous = self
        let at = max(elapsed, .zero)
        earlierSettings[generation] = Settings(
            options: options, symbols: symbols, steepestSlope: steepestSlope, preparedEasing: preparedEasing)
        generation += 1
        options = newOptions
        symbols = newOptions.format.odometerSymbols
        if newOptions.easing != previous.options.easing {
            // Sampled and tabulated again only for another easing: an app that
            // applies options at each turn keeps one table.
            steepestSlope = Self.steepestSlope(of: newOptions.easing)
            preparedEasing = newOptions.easing.prepared
        }
        let exactTarget = previous.legs[previous.legs.count - 1].exactTarget
        var leg = makeLeg(to: exactTarget, at: at, continuing: previous)
        leg.exactTarget = exactTarget
        leg.generation = generation
        replaceLegs(from: at, with: leg)
    }

    /// This odometer with the settings `leg` was made with: itself, unless
    /// the options changed since.
    func drawer(for leg: Leg) -> Odometer {
        guard leg.generation != generation, let settings = earlierSettings[leg.generation] else { return self }
        var drawer = self
        drawer.options = settings.options
        drawer.symbols = settings.symbols
        drawer.steepestSlope = settings.steepestSlope
        drawer.preparedEasing = settings.preparedEasing
        return drawer
    }

    /// Rolls to a new target from wherever each column is at `elapsed`.
    ///
    /// ```swift
    /// var odometer = try Odometer(from: 0, to: 500)
    /// odometer.roll(to: 42, at: .milliseconds(600))
    /// odometer.frame(at: odometer.duration).text  // "42"
    /// ```
    public mutating func roll(to target: FixedDecimal, at elapsed: Duration) {
        let at = max(elapsed, .zero)
        var leg = makeLeg(to: target, at: at, continuing: self)
        leg.exactTarget = target
        leg.generation = generation
        replaceLegs(from: at, with: leg)
    }

    /// Puts `leg` in place of the legs from `start` on. Legs are in order of
    /// their starts, so only the last ones are looked at: the millionth new
    /// target costs what the first did.
    private mutating func replaceLegs(from start: Duration, with leg: Leg) {
        while let last = legs.last, last.start >= start { legs.removeLast() }
        legs.append(leg)
    }

    /// What is shown at `elapsed`.
    public func frame(at elapsed: Duration) -> OdometerFrame {
        var frame = OdometerFrame()
        self.frame(at: elapsed, into: &frame)
        return frame
    }

    /// What is shown at `elapsed`, written into `frame`, whose room is kept:
    /// a renderer that keeps one frame from one drawing to the next makes
    /// every frame without allocating.
    ///
    /// ```swift
    /// var frame = OdometerFrame()
    /// odometer.frame(at: .seconds(1), into: &frame)
    /// frame.text  // "1,000"
    /// ```
    public func frame(at elapsed: Duration, into frame: inout OdometerFrame) {
        let index = legIndex(at: elapsed)
        // Copying the odometer costs a retain per field: only an earlier
        // generation's leg needs a drawer of its own. A leg of this one's is
        // read in place, where copying it out cost a tenth of a frame.
        guard legs[index].generation == generation else {
            let leg = legs[index]
            drawer(for: leg).fill(&frame.columns, of: leg, at: elapsed)
            return
        }
        guard case .tracks(let set) = legs[index].motion else {
            fill(&frame.columns, of: legs[index], at: elapsed)
            return
        }
        fill(&frame.columns, set, at: elapsed)
    }

    /// Lets go of the legs that ended before `elapsed`, for an odometer
    /// that is rolled to new values for ever (`tally follow --roll`): memory
    /// stays flat, frames from the leg under way at `elapsed` on are
    /// unchanged.
    ///
    /// ```swift
    /// odometer.roll(to: next, at: now)
    /// odometer.forget(before: now)
    /// ```
    public mutating func forget(before elapsed: Duration) {
        let current = legIndex(at: elapsed)
        guard current > 0 else { return }
        legs.removeFirst(current)
        // Generations only grow along the legs: the settings of those before
        // the first leg kept are let go.
        let oldest = legs[0].generation
        if earlierSettings.keys.contains(where: { $0 < oldest }) {
            earlierSettings = earlierSettings.filter { $0.key >= oldest }
        }
    }

    /// Cross-fades digits in place when motion is reduced.
    public static var motionReduction: MotionReduction { .crossFade }

    /// Cross-fades from `elapsed` on (or rolls again): the options'
    /// ``OdometerOptions/reducedMotion``, changed where the columns are.
    ///
    /// ```swift
    /// odometer.reduceMotion(true, at: .milliseconds(300))
    /// odometer.options.reducedMotion  // true
    /// ```
    public mutating func reduceMotion(_ reduced: Bool, at elapsed: Duration) {
        guard options.reducedMotion != reduced else { return }
        var changed = options
        changed.reducedMotion = reduced
        // Only the flag changes: options that were valid stay valid.
        try? apply(changed, at: elapsed)
    }

    /// Whether the columns cross-fade at `elapsed` (the leg under way then
    /// was made with reduced motion) rather than roll: a frame's
    /// ``OdometerColumn/offset`` is then the fade from its first face to
    /// its second.
    ///
    /// ```swift
    /// var options = OdometerOptions()
    /// options.reducedMotion = true
    /// try Odometer(from: 999, to: 1000, options: options).crossFades(at: .zero)  // true
    /// ```
    package func crossFades(at elapsed: Duration) -> Bool {
        guard case .tracks(let set) = leg(at: elapsed).motion else { return false }
        return set.fade
    }

    /// The leg under way at `elapsed`.
    func leg(at elapsed: Duration) -> Leg {
        legs[legIndex(at: elapsed)]
    }

    /// The index in ``legs`` of the leg under way at `elapsed`.
    private func legIndex(at elapsed: Duration) -> Int {
        var index = legs.count - 1
        while index > 0, legs[index].start > elapsed { index -= 1 }
        return index
    }

    private static func validate(_ options: OdometerOptions) throws(TallyError) {
        guard options.duration >= .zero, options.durationOffset >= .zero else {
            throw .invalidDuration("\(options.duration) (offset \(options.durationOffset))")
        }
        guard options.density >= 0, options.density <= 1000 else {
            throw .invalidParameter(name: "density", reason: "must be 0 to 1000")
        }
        guard options.minimumLength >= 0, options.minimumLength <= 40 else {
            throw .invalidParameter(name: "minimum length", reason: "must be 0 to 40")
        }
        guard options.mode != .carry || options.format.writesDigitsOnly else {
            throw .invalidParameter(
                name: "mode",
                reason: "carry mode turns plain digits: a format with words or units (a prefix, suffix, style,"
                    + " notation, sign display or significant digits) rolls in roll or classic mode")
        }
    }

    private static func steepestSlope(of easing: Easing) -> Double {
        (0..<200).map { step in
            let u = Double(step) / 200
            return abs(easing(u + 0.005) - easing(u)) / 0.005
        }.max() ?? 1
    }

    /// Integer digits shown at least: the options', and for a styled
    /// format its own minimum too, so that at rest it reads as its text.
    var minimumLength: Int {
        let format = options.format
        return format.writesDigitsOnly
            ? options.minimumLength : max(options.minimumLength, min(format.minimumIntegerDigits, 40))
    }

    /// A value as this odometer shows it.
    func reading(_ value: FixedDecimal) -> OdometerReading {
        guard options.format.writesDigitsOnly else { return OdometerReading(value, format: options.format) }
        let scale =
            options.fixedFractionDigits
            ? min(max(options.format.fractionDigits, 0), FixedDecimal.maximumScale) : value.scale
        return OdometerReading(value, scale: scale)
    }

    /// Every slot of `readings` and `target`, in screen order.
    func slots(_ readings: [OdometerReading], _ target: OdometerReading) -> [OdometerSlot] {
        var all = Set<OdometerSlot>()
        for reading in readings {
            all.formUnion(OdometerSlot.layout(reading, target, minimumLength: minimumLength, symbols: symbols))
        }
        return all.sorted { $0.order < $1.order }
    }
}

extension OdometerSlot {
    /// Left-to-right order: sign, integer digits with their separators,
    /// decimal mark, fraction digits.
    var order: (Int, Int, Int) {
        switch self {
        case .prefix: return (-1, 0, 0)
        case .sign: return (0, 0, 0)
        case .digit(let place) where place >= 0: return (1, -place, 0)
        case .groupSeparator(let place): return (1, -place, 1)
        case .decimalMark: return (2, 0, 0)
        case .digit(let place): return (3, -place, 0)
        case .suffix: return (4, 0, 0)
        }
    }
}
