import TallyCore
import TallyLottie
import TallySVG
import TallyTerminal

/// `tally roll FROM TO`: an odometer whose digit columns roll to TO.
struct RollCommand: TimelineCommand {
    static let name = "roll"
    static let operands = "FROM TO"
    static let abstract = "an odometer: digit columns roll from FROM to TO"
    static let maximumOperandCount = 2
    static let discussion = """
        Rolls digit columns from FROM to TO like an odometer: columns keyed by place
        value (999 -> 1,000 adds a column that rolls in from 0), staggered from left
        to right. In a terminal the digits fill the window (space pauses, q quits);
        piped, one line per change of the reading. Negative numbers work as written.
        With a style (--currency, --percent, --compact, --bytes, --sign, --prefix,
        ...) the digits of its text roll by their place in it and the words around
        them turn in a column before and one after (999 -> 1.2M: the ones roll to 1,
        the tens and hundreds leave, ".2" and "M" come in).
        """

    static let duration = Option<Duration>(
        "duration", value: "D", help: "until the last column stops", default: "2s"
    ) { text, name throws(UsageError) in try ValueParsers.duration(text, for: name) }
    static let durationOffset = Option<Duration>(
        "duration-offset", value: "D", help: "column i stops i x D after the first", default: "0.1s"
    ) { text, name throws(UsageError) in try ValueParsers.duration(text, for: name) }
    static let direction = Option<RollDirection>(
        "direction", value: "DIR", help: "up, down, shortest or trend", default: "trend, up when the magnitude grows",
        completion: .words(["up", "down", "shortest", "trend"])
    ) { text, name throws(UsageError) in
        guard let direction = RollDirection(rawValue: text) else {
            throw UsageError("invalid value '\(text)' for \(name) (expected up, down, shortest or trend)")
        }
        return direction
    }
    static let classic = Flag(
        "classic",
        help:
            "MSNumberScrollAnimatedView's rolls: each column shows its target, then --density more faces, then its target again"
    )
    static let density = Option<Int>("density", value: "N", help: "faces passed in --classic", default: "5") {
        text, name throws(UsageError) in try ValueParsers.whole(text, for: name, in: 0...1000)
    }
    static let carry = Flag(
        "carry",
        help: "a real odometer: a column steps while the one below wraps, so every reading lies between FROM and TO")
    static let reducedMotion = Flag("reduced-motion", help: "cross-fade instead of rolling")
    static let minimumLength = Option<Int>(
        "min-length", value: "N", help: "integer digits shown at least", default: "0"
    ) { text, name throws(UsageError) in try ValueParsers.whole(text, for: name, in: 0...40) }
    static let padding = Option<OdometerOptions.Padding>(
        "pad", value: "P", help: "zero or space, for --min-length", default: "zero",
        completion: .words(["zero", "space"])
    ) { text, name throws(UsageError) in
        guard let padding = OdometerOptions.Padding(rawValue: text) else {
            throw UsageError("invalid value '\(text)' for \(name) (expected zero or space)")
        }
        return padding
    }
    static let easing = Option<Easing>(
        "easing", value: "NAME", help: "the curve of each column (the names of 'tally count --help')",
        default: "cubic-bezier(0,0,0.58,1), Core Animation's ease-out",
        completion: .easings
    ) { text, name throws(UsageError) in try ValueParsers.easing(text, for: name) }

    static let options =
        [
            duration.spec, durationOffset.spec, direction.spec, classic.spec, density.spec, carry.spec,
            reducedMotion.spec, minimumLength.spec, padding.spec, easing.spec,
        ] + FormatOptions.specs + StyleOptions.specs
        + PlaybackOptions.specs(
            defaultFramesPerSecond: 60,
            frameFields: #"{"t":…, "text":…, "columns":[{"role":…, "faces":[…], "offset":…, "direction":…,"#
                + #" "opacity":…, "width":…, "blur":…}, …]}"#)

    static let examples = [
        "tally roll 999 1000", "tally roll 9.99 10.5 --direction shortest", "tally roll 0 1000000 --carry",
        "tally roll 5 -5 --frames 10", "tally roll 0 1234.5 --currency EUR --locale de_DE",
        "tally roll 999 1200000 --compact",
    ]

    let odometer: Odometer
    var playback: PlaybackOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let (start, target) = try parsed.fromAndTo(example: "999 1000")
        var options = OdometerOptions()
        options.duration = try parsed.valueOrDefault(Self.duration)
        options.durationOffset = try parsed.valueOrDefault(Self.durationOffset)
        if let direction = try parsed.value(Self.direction) { options.direction = direction }
        options.density = try parsed.valueOrDefault(Self.density)
        options.minimumLength = try parsed.valueOrDefault(Self.minimumLength)
        if let padding = try parsed.value(Self.padding) { options.padding = padding }
        if parsed.has(Self.classic), parsed.has(Self.carry) {
            throw UsageError("--classic and --carry are different modes: give one (see 'tally roll --help')")
        }
        if parsed.has(Self.carry), let words = StyleOptions.wordsGiven(parsed) {
            throw UsageError("--carry does not apply to --\(words): a real odometer turns plain digits")
        }
        options.mode = parsed.has(Self.classic) ? .classic : parsed.has(Self.carry) ? .carry : .roll
        options.reducedMotion = parsed.has(Self.reducedMotion)
        if let easing = try parsed.value(Self.easing) { options.easing = easing }
        options.format = try FormatOptions.format(parsed, defaultDecimals: max(start.scale, target.scale))
        // Every reading has the format's digits after the mark, as a count's
        // has: --decimals, else as many as the numbers given have (1 -> 2.25
        // starts at "1.00", 0.5 -> -5 ends at "-5.0").
        options.fixedFractionDigits = true
        odometer = try UsageError.reporting { try Odometer(from: start, to: target, options: options) }
        playback = try PlaybackOptions(parsed, defaultFramesPerSecond: 60)
    }

    var timeline: Odometer { odometer }

    func view(in session: FullScreenSession) -> OdometerView {
        let digits = session.digits
        return OdometerView(
            frame: odometer.frame(at: .zero), mode: digits.mode, weight: digits.weight, height: digits.height)
    }

    static func apply(_ frame: OdometerFrame, to view: inout OdometerView) {
        view.frame = frame
    }

    func addFields(of frame: OdometerFrame, at elapsed: Duration, to line: inout JSONLine) {
        line.add("text", frame.text)
        line.add("columns", json: "[" + frame.columns.map(Self.json).joined(separator: ",") + "]")
    }

    func pipedLines() -> @Sendable (OdometerFrame) -> [String] { { [$0.text] } }

    func writeSVG(style: SVGStyle, to write: (String) -> Void) {
        AnimatedSVG.odometer(odometer, style: style, writingTo: write)
    }

    func writeLottie(style: LottieStyle, to write: (String) -> Void) {
        AnimatedLottie.odometer(odometer, style: style, writingTo: write)
    }

    /// The last reading, drawn big, stays on the main screen.
    static func finalPicture(of view: OdometerView) -> (@Sendable (inout CellBuffer, CellRect) -> Void)? {
        { buffer, rect in
            OdometerDrawing.draw(view.frame, into: &buffer, in: rect, mode: view.mode, weight: view.weight, color: nil)
        }
    }

    static func json(_ column: OdometerColumn) -> String {
        var line = JSONLine()
        switch column.role {
        case .digit(let place):
            line.add("role", "digit")
            line.add("place", number: String(place))
        case .sign: line.add("role", "sign")
        case .groupSeparator: line.add("role", "separator")
        case .decimalMark: line.add("role", "decimal")
        case .prefix: line.add("role", "prefix")
        case .suffix: line.add("role", "suffix")
        }
        line.add("faces", json: "[" + column.faces.map(JSONLine.quoted).joined(separator: ",") + "]")
        line.add("offset", fraction: column.offset)
        line.add("direction", column.direction.rawValue)
        line.add("opacity", fraction: column.opacity)
        line.add("width", fraction: column.width)
        line.add("blur", fraction: column.blur)
        return line.text
    }
}
