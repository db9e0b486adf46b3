import TallyCore
import TallyLottie
import TallySVG
import TallyTerminal

/// The options of the commands that play a timeline (`count`, `roll`,
/// `countdown`): the rate, which output (an animated SVG, a Lottie file, sampled frames as
/// JSON lines, or playing: full screen in a terminal, plain lines in a
/// pipe), the looks, and the limits.
struct PlaybackOptions {
    /// `--fps N`, whose default depends on the command.
    static func fps(default rate: Int) -> Option<FrameRate> {
        Option("fps", value: "N", help: "at most N frames per second", default: "\(rate)") {
            text, name throws(UsageError) in try ValueParsers.rate(text, for: name)
        }
    }

    /// `--frames FPS`; `fields` describes each JSON line.
    static func frames(fields: String) -> Option<FrameRate> {
        Option(
            "frames", value: "FPS",
            help: "print the whole timeline sampled at FPS as JSON lines \(fields) without waiting"
        ) { text, name throws(UsageError) in try ValueParsers.rate(text, for: name) }
    }

    static let noLimit = Flag(
        "no-limit",
        help: "allow more than 1,000,000 --frames lines or 100,000 sampled --svg frames (refused by default)")

    /// Every option of a command that plays: the digits', `--fps`,
    /// `--frames`, the SVG's, `--lottie`, `--no-limit`.
    static func specs(defaultFramesPerSecond: Int, frameFields: String) -> [OptionSpec] {
        DigitOptions.specs + [fps(default: defaultFramesPerSecond).spec, frames(fields: frameFields).spec]
            + SVGOptions.specs + LottieOptions.specs + [noLimit.spec]
    }

    /// The most lines `--frames` writes and frames `--svg` samples, unless
    /// `--no-limit` asks for more: output is streamed, but a mistyped
    /// duration should not fill a disk.
    static let sampleLimit: Int64 = 1_000_000
    static let svgFrameLimit = 100_000

    let rate: FrameRate
    /// `--frames FPS`: the timeline sampled at this rate, as JSON lines.
    let sampleRate: FrameRate?
    /// `--pixels`, `--weight`, `--height`.
    let digits: DigitOptions
    let svg: (path: String, destination: SVGDestination, style: SVGStyle)?
    let lottie: (path: String, destination: SVGDestination, style: LottieStyle)?
    let isLimited: Bool

    init(_ parsed: ParsedArguments, defaultFramesPerSecond: Int) throws(UsageError) {
        let fps = try parsed.value(Self.fps(default: defaultFramesPerSecond))
        rate = fps ?? FrameRate(integerLiteral: defaultFramesPerSecond)
        sampleRate = try parsed.value(Self.frames(fields: ""))
        digits = try DigitOptions(parsed)
        let svg = try SVGOptions.parse(parsed, framesPerSecond: fps?.framesPerSecond)
        let outputs = [
            parsed.value(SVGOptions.svg.spec.name).map { _ in "--svg" },
            parsed.value(LottieOptions.lottie.spec.name).map { _ in "--lottie" }, sampleRate.map { _ in "--frames" },
        ].compactMap { $0 }
        if outputs.count > 1 {
            let names = outputs.dropLast().joined(separator: ", ") + " and " + (outputs.last ?? "")
            throw UsageError("\(names) are different outputs: give one")
        }
        lottie = try LottieOptions.parse(parsed, framesPerSecond: fps?.framesPerSecond)
        // Checked before anything is built.
        self.svg = try svg.map { path, style throws(UsageError) in (path, try SVGDestination(path), style) }
        isLimited = !parsed.has(Self.noLimit)
    }

    /// The refusal of `--frames` output past ``sampleLimit``, the numbers
    /// as the user wrote them or in Tally's exact format: "--frames 1000
    /// over 1500.5 seconds would write 1,500,501 lines, more than 1,000,000
    /// (lower the rate, or add --no-limit)"; `span` says over what.
    static func tooManyLines(_ lines: Int64, at rate: FrameRate, over span: String) -> UsageError {
        let fps = (try? FixedDecimal(rate.framesPerSecond))?.description ?? "\(rate.framesPerSecond)"
        return UsageError(
            "--frames \(fps) over \(span) would write \(lines.formatted()) lines,"
                + " more than \(sampleLimit.formatted()) (lower the rate, or add --no-limit)")
    }

    /// Refuses outputs beyond the limits, before writing any of them.
    func checkSize(of duration: Duration) throws(UsageError) {
        guard isLimited else { return }
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        if let sampleRate {
            let lines = FrameSampler(rate: sampleRate.framesPerSecond).lineCount(through: duration)
            if lines > Self.sampleLimit {
                throw Self.tooManyLines(lines, at: sampleRate, over: JSONLine.seconds(duration) + " seconds")
            }
        }
        if let lottie, seconds * lottie.style.framesPerSecond > Double(Self.svgFrameLimit) {
            throw UsageError(
                "--lottie would sample \((seconds * lottie.style.framesPerSecond).rounded().formatted()) frames,"
                    + " more than \(Self.svgFrameLimit.formatted()) (shorten --duration, lower --fps, or add --no-limit)"
            )
        }
        if let svg, seconds * svg.style.framesPerSecond > Double(Self.svgFrameLimit) {
            throw UsageError(
                "--svg would sample \((seconds * svg.style.framesPerSecond).rounded().formatted()) frames,"
                    + " more than \(Self.svgFrameLimit.formatted()) (shorten --duration, lower --fps, or add --no-limit)"
            )
        }
    }
}
