import TallyCore
import TallyLottie
import TallySVG
import TallyTerminal

/// `tally countdown [N]`: "3, 2, 1" with numerals that zoom in and fade in.
struct CountdownCommand: TimelineCommand {
    static let name = "countdown"
    static let operands = "[N]"
    static let abstract = "\"3, 2, 1\": numerals that zoom in and fade in"
    static let maximumOperandCount = 1
    static let discussion = """
        Counts down from N (default 3) to 1, then shows the end title if one is
        given. Each step lasts one --step; its numeral shrinks from --scale times
        its size to its size while it fades in, filling the window. Steps fall on
        boundaries measured from the start, so ten steps take ten seconds.
        q or Ctrl-C cancels (exit status 130). Piped: one line per step.
        """

    static let end = Option<String>("end", value: "TITLE", help: "shown after 1 (text the font lacks is drawn small)")
    static let step = Option<Duration>("step", value: "D", help: "how long each step lasts", default: "1s") {
        text, name throws(UsageError) in try ValueParsers.duration(text, for: name)
    }
    static let scale = Option<Double>("scale", value: "X", help: "size at the start of a step", default: "15") {
        text, name throws(UsageError) in
        guard let scale = Double(text), scale.isFinite, scale > 0, scale <= 1000 else {
            throw UsageError("invalid value '\(text)' for \(name) (expected a number above 0, at most 1000)")
        }
        return scale
    }
    static let easing = Option<Easing>(
        "easing", value: "NAME", help: "the curve of the zoom and the fade",
        default: "cubic-bezier(0.42,0,0.58,1), UIKit's ease-in-out",
        completion: .easings
    ) { text, name throws(UsageError) in try ValueParsers.easing(text, for: name) }

    static let options =
        [end.spec, step.spec, scale.spec, easing.spec]
        + PlaybackOptions.specs(
            defaultFramesPerSecond: 60, frameFields: #"{"t":…,"text":…,"step":…,"scale":…,"opacity":…}"#)

    static let examples = ["tally countdown", "tally countdown 10 --end 'Go!'", "tally countdown 3 --svg go.svg"]

    let countdown: Countdown
    var playback: PlaybackOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        var options = Countdown.Options()
        if let text = parsed.operands.first {
            guard let start = Int(text), (1...10_000).contains(start) else {
                throw UsageError("invalid count '\(text)' for N (expected a whole number from 1 to 10000)")
            }
            options.start = start
        }
        options.endTitle = try parsed.value(Self.end)
        options.step = try parsed.valueOrDefault(Self.step)
        if let scale = try parsed.value(Self.scale) { options.startScale = scale }
        if let easing = try parsed.value(Self.easing) {
            options.scaleEasing = easing
            options.opacityEasing = easing
        }
        countdown = try UsageError.reporting { try Countdown(options: options) }
        playback = try PlaybackOptions(parsed, defaultFramesPerSecond: 60)
    }

    var timeline: Countdown { countdown }

    func view(in session: FullScreenSession) -> CountdownView {
        let digits = session.digits
        return CountdownView(
            frame: countdown.frame(at: .zero), mode: digits.mode, weight: digits.weight, height: digits.height,
            colorMode: session.terminal.colorMode)
    }

    static func apply(_ frame: CountdownFrame, to view: inout CountdownView) {
        view.frame = frame
    }

    func addFields(of frame: CountdownFrame, at elapsed: Duration, to line: inout JSONLine) {
        line.add("text", frame.text)
        line.add("step", number: String(frame.step))
        line.add("scale", fraction: frame.scale)
        line.add("opacity", fraction: frame.opacity)
    }

    /// One line per step, each once and in order, also a step whose frames
    /// a starved machine never drew (`CountdownSteps`: a pipe got "3, 2,
    /// Go!" when no frame came in the 150 ms of "1"); nothing once it has ended.
    func pipedLines() -> @Sendable (CountdownFrame) -> [String] {
        let countdown = self.countdown
        let steps = Locked(CountdownSteps())
        return { frame in steps.withLock { $0.texts(upTo: frame, of: countdown) } }
    }

    func writeSVG(style: SVGStyle, to write: (String) -> Void) {
        AnimatedSVG.countdown(countdown, style: style, writingTo: write)
    }

    func writeLottie(style: LottieStyle, to write: (String) -> Void) {
        AnimatedLottie.countdown(countdown, style: style, writingTo: write)
    }

    /// Nothing stays: the countdown is over.
    static func finalPicture(of view: CountdownView) -> (@Sendable (inout CellBuffer, CellRect) -> Void)? { nil }
}
