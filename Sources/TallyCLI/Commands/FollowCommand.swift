import Foundation
import TallyCore
import TallyTerminal

/// `tally follow`: numbers from standard input, one a line, in motion.
struct FollowCommand: Command {
    static let name = "follow"
    static let operands = ""
    static let abstract = "numbers from a pipe, one a line, animated as they arrive"
    static let maximumOperandCount = 0
    static let discussion = """
        Reads one number per line from standard input and moves to each new
        value as it arrives: a value that comes mid-motion turns the count
        without a jump in value or speed (with --roll, each odometer column
        goes on from where it is; piped, a real odometer's, so every reading
        lies between the old value and the new, unless a style puts words
        around the digits). Lines that are not numbers are reported
        once on stderr and skipped. At the end of input the last motion
        finishes and tally exits 0; q or Ctrl-C exit 130. In a terminal the
        value fills the window (keys are read from the terminal itself);
        piped, one line per change. With standard input the terminal (no
        pipe, no file) the numbers are typed: the first at a prompt, the
        next ones into the full screen, each ended by Enter; q quits,
        Ctrl-D ends the input. With --rate the
        change per second since the value before is shown beside the value
        (piped: after two spaces). With --trend-colors the value turns green
        when it moves up and red when it moves down, fading back to its own
        colour over a second (in the full screen, which NO_COLOR leaves
        uncoloured, and as "color" with --frames). With --reduced-motion each
        value shows at once (--roll: the columns cross-fade), and a trend
        colour holds for its second, then goes at once.
        """
    static let footer: String? = """
        With --frames FPS each line is 'SECONDS VALUE' (e.g. '0.5 120') and the
        timeline is sampled on virtual time as JSON lines, so the output is the
        same every time; the samples before a line's time are written as it
        comes, so input without end is followed in flat memory, and an output
        that would pass 1,000,000 lines stops there (unless --no-limit).
        """

    static let roll = Flag("roll", help: "roll odometer columns instead of counting")
    static let showsRate = Flag("rate", help: "show the change per second beside the value")
    static let trendColors = Flag("trend-colors", help: "green on a move up, red on a move down, fading back")
    static let reducedMotion = Flag(
        "reduced-motion", help: "each value at once (--roll: cross-fade); a trend colour holds, then goes")
    static let duration = Option<Duration>(
        "duration", value: "D", help: "how long each move to a new value takes", default: "500ms"
    ) { text, name throws(UsageError) in try ValueParsers.duration(text, for: name) }
    static let easing = Option<Easing>(
        "easing", value: "NAME", help: "the curve of each move (the names of 'tally count --help')",
        default: "ease-out", completion: .easings
    ) { text, name throws(UsageError) in try ValueParsers.easing(text, for: name) }
    static let fps = PlaybackOptions.fps(default: 30)
    static let frames = PlaybackOptions.frames(
        fields: #"{"t":…, "text":…, "rate":…, "color":[R,G,B]} from timed input lines 'SECONDS VALUE'"#)

    static let options =
        [roll.spec, showsRate.spec, trendColors.spec, reducedMotion.spec, duration.spec, easing.spec] + FormatOptions.specs
        + StyleOptions.specs + [fps.spec, frames.spec, PlaybackOptions.noLimit.spec]
        + DigitOptions.specs

    static let examples = [
        "while sleep 1; do cat rx_bytes; done | tally follow --roll",
        "while sleep 1; do cat balance; done | tally follow --roll --currency USD",
        "while sleep 1; do cat rx_bytes; done | tally follow --rate --bytes",
        "printf '0 0\\n0.5 120\\n0.8 90\\n' | tally follow --frames 10",
    ]

    let rolls: Bool
    let showsRate: Bool
    /// Whether each move flashes green up and red down (--trend-colors).
    let showsTrend: Bool
    /// Whether motion is reduced (--reduced-motion).
    let reducesMotion: Bool
    let moveDuration: Duration
    let easing: Easing
    let format: NumberFormat
    /// Whether --decimals fixed the digits after the mark.
    let fixedDecimals: Bool
    /// Whether a style, prefix or suffix puts words around the digits.
    let hasWords: Bool
    let rate: FrameRate
    let sampleRate: FrameRate?
    /// Whether --frames is refused beyond a million lines (no `--no-limit`).
    let isLimited: Bool
    /// `--pixels`, `--weight`, `--height`.
    let digits: DigitOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        rolls = parsed.has(Self.roll)
        showsRate = parsed.has(Self.showsRate)
        showsTrend = parsed.has(Self.trendColors)
        reducesMotion = parsed.has(Self.reducedMotion)
        moveDuration = try parsed.valueOrDefault(Self.duration)
        easing = try parsed.valueOrDefault(Self.easing)
        // Without --decimals, the digits follow the values as they come.
        format = try FormatOptions.format(parsed, defaultDecimals: 0)
        hasWords = StyleOptions.wordsGiven(parsed) != nil
        // A currency has its own decimals, as --decimals fixes them.
        fixedDecimals =
            parsed.value(FormatOptions.decimals.spec.name) != nil
            || parsed.value(StyleOptions.currency.spec.name) != nil
        rate = try parsed.valueOrDefault(Self.fps)
        sampleRate = try parsed.value(Self.frames)
        isLimited = !parsed.has(PlaybackOptions.noLimit)
        digits = try DigitOptions(parsed)
    }

    func run() async throws(UsageError) -> Int32 {
        if rolls {
            // A pipe wants values: readings that lie between the old and the
            // new (a real odometer, which turns plain digits only).
            let carries = (sampleRate != nil || !FileOutput.standardOutput.isTerminal) && !hasWords
            return try await follow(odometerMotion(carrying: carries)) { frame, digits in
                FollowView(
                    inner: OdometerView(
                        frame: frame.base, mode: digits.mode, weight: digits.weight, height: digits.height),
                    rate: frame.rate?.text)
            } apply: { frame, view in
                view.inner.frame = frame.base
                view.inner.shade = frame.shade
                view.rate = frame.rate?.text
            }
        }
        return try await follow(counterMotion()) { frame, digits in
            FollowView(
                inner: NumberView(
                    text: frame.base.text, mode: digits.mode, weight: digits.weight, height: digits.height),
                rate: frame.rate?.text)
        } apply: { frame, view in
            view.inner.text = frame.base.text
            view.inner.shade = frame.shade
            view.rate = frame.rate?.text
        }
    }

    /// `--roll`: odometer columns rolling on to each value from where they
    /// are; `carrying`, every reading lies between the old value and the new.
    func odometerMotion(carrying: Bool) -> FollowRetarget<Odometer> {
        var options = OdometerOptions()
        options.duration = moveDuration
        options.durationOffset = .zero
        options.reducedMotion = reducesMotion
        options.easing = easing
        options.format = format
        options.fixedFractionDigits = fixedDecimals
        if carrying { options.mode = .carry }
        // A style's text has the format's digits (a plain reading has each
        // value's own): without --decimals, as many as the most precise
        // value so far, as a count has.
        let followsDigits = hasWords && !fixedDecimals
        return FollowRetarget { [options] (value: FixedDecimal) throws(TallyError) in
            var valueOptions = options
            if followsDigits {
                valueOptions.format.fractionDigits = options.format.fractionDigits(showing: value.scale)
            }
            return try Odometer(from: value, to: value, options: valueOptions)
        } move: { odometer, value, at in
            var more = odometer.options
            if followsDigits, more.format.keepDigits(ofScale: value.scale) {
                // Only the digits change: options that were valid stay valid.
                try? odometer.apply(more, at: at)
            }
            odometer.roll(to: value, at: at)
        } trend: { odometer, value, _ in
            // Against the value before, as an app's odometer (RollingModel) colours.
            TrendDirection(from: odometer.givenTarget, to: value)
        }
    }

    /// A count turning towards each value from where it is, at the speed it has.
    func counterMotion() -> FollowRetarget<Counter> {
        // With motion reduced, each value at once: what a playhead does with a counter's
        // reduction (`Counter.motionReduction`, `.jump`).
        let (format, fixedDecimals, easing) = (format, fixedDecimals, easing)
        let moveDuration = reducesMotion ? .zero : moveDuration
        return FollowRetarget { (value: FixedDecimal) throws(TallyError) in
            var valueFormat = format
            if !fixedDecimals { valueFormat.fractionDigits = format.fractionDigits(showing: value.scale) }
            return try Counter(from: value, to: value, duration: .zero, easing: easing, format: valueFormat)
        } move: { counter, value, at in
            // Without --decimals, as many as the most precise value so far.
            if !fixedDecimals { _ = counter.format.keepDigits(ofScale: value.scale) }
            try? counter.count(to: value, duration: moveDuration, at: at)
        } trend: { counter, value, at in
            // From where the count is: the way the new leg goes (Counter.trend(at:)).
            TrendDirection(from: counter.value(at: at), to: value)
        }
    }

    /// Follows the input with a timeline that `motion` makes from the
    /// first value and moves to each next one; the driver's playhead lets go
    /// of what lies behind, so memory stays flat however long the input.
    private func follow<Base: FrameTimeline, Inner: PlaybackView>(
        _ motion: FollowRetarget<Base>,
        view: (FollowTimeline<Base>.Frame, DigitStyle) -> FollowView<Inner>,
        apply: @escaping @Sendable (FollowTimeline<Base>.Frame, inout FollowView<Inner>) -> Void
    ) async throws(UsageError) -> Int32 where Base.Frame: TextFrame {
        guard !StandardStreams.closed.contains(STDIN_FILENO) else {
            throw UsageError(
                "standard input is closed: follow reads its numbers there (a pipe, a file or the terminal)")
        }
        let output = FileOutput.standardOutput
        if let sampleRate { return try await sample(motion, at: sampleRate) }
        let terminal = Terminal()
        // Numbers typed at the terminal that shows them: after the first
        // line (typed as at a prompt), its keys are the input, read by the
        // playback; a reader of standard input would take keys from it.
        let isTyped = terminal?.readsKeys == true && isatty(STDIN_FILENO) == 1
        if isTyped {
            FileOutput.standardError.write("tally follow: type a number and Enter (then q quits, Ctrl-D ends)\n")
        }
        var reader = InputLines.standardInput(limit: isTyped ? 1 : .max)
        var first: FixedDecimal?
        while first == nil, let line = await reader.next() {
            first = Self.numberOrSkip(line)
            // Typed, each line is read on its own until one is a number.
            if isTyped, first == nil { reader = InputLines.standardInput(limit: 1) }
        }
        let lines = reader
        guard let first else {
            try Self.check(reader)
            return ExitStatus.success
        }
        let timeline = following(try UsageError.reporting { try motion.start(first) }, from: first, at: .zero)
        let driver = Driver(playing: timeline, rate: rate)
        // Rates divide by the time between arrivals on the driver's clock,
        // which never stops (the playback's cursor stops while paused).
        let began = driver.clock.now
        // Values go to the driver in order, as they come; the end of input
        // lets the last move finish.
        let arrive = { @Sendable (value: FixedDecimal) async in
            let arrival = began.duration(to: driver.clock.now)
            await driver.update { following, elapsed in
                following.receive(value, at: elapsed, arrival: arrival, by: motion)
            }
        }
        let end = { @Sendable in await driver.update { following, _ in following.isOpen = false } }
        let feeder = Task {
            guard !isTyped else { return }
            while let line = await lines.next() {
                if let value = Self.numberOrSkip(line) { await arrive(value) }
            }
            await end()
        }
        defer { feeder.cancel() }
        guard let terminal else {
            await ChangedLineWriter(to: output).play(driver) { [$0.text] }
            // The input ended; if it ended because it could not be read, that is said.
            try Self.check(lines)
            return ExitStatus.success
        }
        return await FullScreenSession.run(on: terminal, digits: digits) { session in
            var picture = view(timeline.frame(at: .zero), session.digits)
            picture.typed = isTyped ? "" : nil
            let playback = typedPlayback(
                of: driver, in: session, picture: picture, isTyped: isTyped, apply: apply, arrive: arrive, end: end)
            guard await playback.run() == .finished else { return .interrupted }
            guard let failure = lines.failure else { return .finished() }
            return .exit(ExitStatus.usage) {
                FileOutput.standardError.write("tally: cannot read standard input (\(failure))\n")
            }
        }
    }

    /// The full-screen playback of `follow`: the playback's keys, and, when
    /// the numbers are typed at the terminal, the line being typed.
    private func typedPlayback<Base: FrameTimeline, Inner: PlaybackView>(
        of driver: Driver<FollowTimeline<Base>, FrameClock>, in session: FullScreenSession,
        picture: FollowView<Inner>, isTyped: Bool,
        apply: @escaping @Sendable (FollowTimeline<Base>.Frame, inout FollowView<Inner>) -> Void,
        arrive: @escaping @Sendable (FixedDecimal) async -> Void, end: @escaping @Sendable () async -> Void
    ) -> FullScreenPlayback<FollowTimeline<Base>, FollowView<Inner>, FrameClock> where Base.Frame: TextFrame {
        // The line being typed; nil once Ctrl-D has ended the input.
        let typed = Locked<String?>(isTyped ? "" : nil)
        return FullScreenPlayback(
            terminal: session.terminal, driver: driver, view: picture, apply: apply,
            handleKey: { key, screen in
                /// Moves to the number `line` holds; false if it holds another text.
                func submit(_ line: String) async -> Bool {
                    let text = Self.trimmingBlanks(line)
                    guard let value = try? FixedDecimal(text) else { return text.isEmpty }
                    await arrive(value)
                    return true
                }
                switch key {
                case "\r":
                    let taken = typed.withLock { line -> String? in
                        defer { if line != nil { line = "" } }
                        return line
                    }
                    guard let line = taken else { break }
                    let isNumber = await submit(line)
                    screen.update {
                        $0.typed = ""
                        $0.rejected = !isNumber
                    }
                case "\u{4}":
                    // The line typed so far counts, then the input ends.
                    guard let line = typed.withLock({ $0.take() }) else { break }
                    _ = await submit(line)
                    await end()
                    screen.update { $0.typed = nil }
                default:
                    let line = typed.withLock { line -> String? in
                        guard var text = line else { return nil }
                        if key == "\u{7F}" { _ = text.popLast() } else if text.count < 100 { text.append(key) }
                        line = text
                        return text
                    }
                    if let line {
                        screen.update {
                            $0.typed = line
                            $0.rejected = false
                        }
                    }
                }
                return false
            })
    }

    /// `--frames`: the timed input ('SECONDS VALUE' a line) sampled as JSON
    /// lines, written as it is read: the samples before a line's time are
    /// written when it comes (nothing later changes them) and the timeline
    /// lets go of what lies before it, so time and memory stay flat however
    /// long the input; an output that would pass the limit stops at the
    /// line that shows it, with the limit's message.
    private func sample<Base: FrameTimeline>(
        _ motion: FollowRetarget<Base>, at sampleRate: FrameRate
    ) async throws(UsageError) -> Int32 where Base.Frame: TextFrame {
        var sampler = FrameSampler(rate: sampleRate.framesPerSecond)
        let fields = { (frame: FollowTimeline<Base>.Frame, _: Duration, line: inout JSONLine) in
            line.add("text", frame.base.text)
            if let rate = frame.rate, let number = Self.json(rate.perSecond) { line.add("rate", number: number) }
            if let color = frame.shade.flatMap({ ViewStyle.digits($0).foreground }) {
                line.add("color", json: "[\(color.red),\(color.green),\(color.blue)]")
            }
        }
        /// Refuses an output of `lines` past the limit, once the lines
        /// before it are out.
        func check(_ lines: Int64, over span: @autoclosure () -> String) throws(UsageError) {
            if isLimited, lines > PlaybackOptions.sampleLimit {
                sampler.flush()
                throw PlaybackOptions.tooManyLines(lines, at: sampleRate, over: span())
            }
        }
        var timeline: FollowTimeline<Base>?
        var last = Duration.zero
        let lines = InputLines.standardInput()
        while let line = await lines.next() {
            guard let (at, value) = Self.timedLine(line) else { continue }
            // A time before the last one would replace what came after it, unseen.
            guard timeline == nil || at >= last else {
                SkippedLines.skip(line, because: .timeGoesBack)
                continue
            }
            let isFirst = timeline == nil
            if isFirst {
                // Open while lines come: its end is not known yet.
                timeline = following(try UsageError.reporting { try motion.start(value) }, from: value, at: at)
            }
            try check(sampler.lineCount(through: at), over: "the input up to '\(UsageError(line).message)'")
            guard sampler.write(timeline!, before: at, fields: fields) else { return ExitStatus.success }
            if !isFirst { timeline!.receive(value, at: at, arrival: at, by: motion) }
            timeline!.forget(before: at)
            last = at
        }
        try Self.check(lines)
        guard var timeline else { return ExitStatus.success }
        timeline.isOpen = false
        try check(sampler.lineCount(through: timeline.duration), over: JSONLine.seconds(timeline.duration) + " seconds")
        sampler.finish(timeline, fields: fields)
        return ExitStatus.success
    }

    /// A timed line, 'SECONDS VALUE', or nil when it is not one (said once a reason).
    static func timedLine(_ line: String) -> (Duration, FixedDecimal)? {
        let parts = trimmingBlanks(line).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !parts.isEmpty else { return nil }
        guard parts.count == 2 else {
            SkippedLines.skip(line, because: parts.count == 1 ? .untimed : .notANumber)
            return nil
        }
        guard let seconds = Double(parts[0]) else {
            SkippedLines.skip(line, because: .notATime)
            return nil
        }
        guard seconds >= 0 || seconds.isNaN else {
            SkippedLines.skip(line, because: .negativeTime)
            return nil
        }
        guard let at = try? Duration.checkedSeconds(seconds) else {
            SkippedLines.skip(line, because: .timeOutOfRange)
            return nil
        }
        guard let value = numberOrSkip(String(parts[1])) else { return nil }
        return (at, value)
    }

    /// Fails when standard input could not be read (a folder, a closed descriptor).
    static func check(_ lines: InputLines) throws(UsageError) {
        if let failure = lines.failure { throw UsageError("cannot read standard input (\(failure))") }
    }

    /// The timeline following `base`, made from the `first` value at
    /// `elapsed`: with --rate its meter, with --trend-colors its tint.
    private func following<Base: FrameTimeline>(
        _ base: Base, from first: FixedDecimal, at elapsed: Duration
    ) -> FollowTimeline<Base> {
        var timeline = FollowTimeline(base: base, meter: meter(first, at: elapsed))
        if showsTrend {
            var tint = TrendTint<TimelineInstant>(TrendColors())
            tint.reducesMotion = reducesMotion
            timeline.tint = tint
        }
        return timeline
    }

    /// With --rate, a meter that has taken in the first value.
    private func meter(_ first: FixedDecimal, at elapsed: Duration) -> RateMeter? {
        guard showsRate else { return nil }
        var meter = RateMeter(format: format)
        meter.record(first, at: elapsed, arrival: elapsed)
        return meter
    }

    /// A rate as a JSON number: the shortest digits that read back as the
    /// same double, no exponent (`240`, `-2.5`); nil (the key left out)
    /// beyond what a decimal of Tally's holds.
    static func json(_ perSecond: Double) -> String? {
        (try? FixedDecimal(perSecond))?.description
    }

    /// The number on a line, or nil (reported once) when it holds none.
    static func numberOrSkip(_ line: String) -> FixedDecimal? {
        let text = trimmingBlanks(line)
        guard !text.isEmpty else { return nil }
        do {
            return try FixedDecimal(text)
        } catch .valueOutOfRange, .nonFiniteValue {
            SkippedLines.skip(line, because: .outOfRange)
        } catch {
            SkippedLines.skip(line, because: .notANumber)
        }
        return nil
    }

    /// `line` without the blanks around it: tabs, space separators and the
    /// zero-width space (what Foundation's `CharacterSet.whitespaces` holds
    /// here), found scalar by scalar without Foundation (whose trimming went
    /// through `NSString`: a tenth of `follow --roll`'s CPU at a hundred
    /// lines a second).
    static func trimmingBlanks(_ line: String) -> String {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t"
                || (scalar.value >= 0x80
                    && (scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator))
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
            let last = scalars.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(scalars[first...last])
    }

}

/// A frame with a text, as `follow` writes it to a pipe.
protocol TextFrame {
    var text: String { get }
}

extension CounterFrame: TextFrame {}
extension OdometerFrame: TextFrame {}
