import TallyCore
import TallyLottie
import TallySVG
import TallyTerminal

/// `tally count FROM TO`: a number counting from FROM to TO.
struct CountCommand: TimelineCommand {
    static let name = "count"
    static let operands = "FROM TO"
    static let abstract = "count from FROM to TO with easing and number formatting"
    static let maximumOperandCount = 2
    static let discussion = """
        Counts from FROM to TO. In a terminal the number fills the window in big
        digits (space pauses, q or Ctrl-C quits with status 130) and the last value
        stays on screen; piped, one plain line is written per change.
        Negative numbers work as written: tally count 0 -5.
        """

    static let duration = Option<Duration>(
        "duration", value: "D",
        help: "how long the count takes; D: 2, 2s, 500ms, 1.5m, 1m30s, 1h2m3s, 2d, 1:30, 1:02:03",
        default: "2s, or a spring's own settling time"
    ) { text, name throws(UsageError) in try ValueParsers.duration(text, for: name) }
    static let easing = Option<Easing>(
        "easing", value: "NAME",
        help: "none, linear, ease-in, ease-out, ease-in-out, ease-in-quad ... ease-in-out-bounce,"
            + " cubic-bezier(x1,y1,x2,y2), steps(n[,jump-start|jump-end|jump-none|jump-both]),"
            + " spring(mass,stiffness,damping[,velocity])",
        default: "linear", completion: .easings
    ) { text, name throws(UsageError) in try ValueParsers.easing(text, for: name) }

    static let options =
        [duration.spec, easing.spec] + FormatOptions.specs + StyleOptions.specs
        + PlaybackOptions.specs(defaultFramesPerSecond: 30, frameFields: #"{"t":seconds,"value":"…","text":"…"}"#)

    static let examples = [
        "tally count 0 1000000 --easing ease-out", "tally count 0 1999.99 --prefix '$' --duration 1.5s",
        "tally count 0 12345678 --locale hi_IN", "tally count 100 0 --frames 10",
    ]

    let counter: Counter
    var playback: PlaybackOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let (start, target) = try parsed.fromAndTo(example: "0 100")
        let easing = try parsed.valueOrDefault(Self.easing)
        let duration = try parsed.value(Self.duration) ?? easing.settlingDuration ?? .seconds(2)
        let format = try FormatOptions.format(parsed, defaultDecimals: max(start.scale, target.scale))
        counter = try UsageError.reporting {
            try Counter(from: start, to: target, duration: duration, easing: easing, format: format)
        }
        playback = try PlaybackOptions(parsed, defaultFramesPerSecond: 30)
    }

    var timeline: Counter { counter }

    func view(in session: FullScreenSession) -> NumberView {
        let digits = session.digits
        return NumberView(
            text: counter.frame(at: .zero).text, mode: digits.mode, weight: digits.weight, height: digits.height)
    }

    static func apply(_ frame: CounterFrame, to view: inout NumberView) {
        view.text = frame.text
    }

    func addFields(of frame: CounterFrame, at elapsed: Duration, to line: inout JSONLine) {
        line.add("value", counter.value(at: elapsed).description)
        line.add("text", frame.text)
    }

    func pipedLines() -> @Sendable (CounterFrame) -> [String] { { [$0.text] } }

    func writeSVG(style: SVGStyle, to write: (String) -> Void) {
        AnimatedSVG.counter(counter, style: style, writingTo: write)
    }

    func writeLottie(style: LottieStyle, to write: (String) -> Void) {
        AnimatedLottie.counter(counter, style: style, writingTo: write)
    }

    /// The last value shown, drawn big, stays on the main screen.
    static func finalPicture(of view: NumberView) -> (@Sendable (inout CellBuffer, CellRect) -> Void)? {
        { buffer, rect in
            BigText.draw(view.text, into: &buffer, in: rect, mode: view.mode, weight: view.weight, style: .plain)
        }
    }
}
