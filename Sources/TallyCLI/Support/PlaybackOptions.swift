import TallyCore
import TallySVG
import TallyTerminal

/// The options of the commands that play a timeline (`count`, `roll`,
/// `countdown`), and the four ways to play one: an animated SVG, sampled
/// frames as JSON lines, full screen in a terminal, or plain lines.
struct PlaybackOptions {
    static let valued = TerminalOptions.valued.union(SVGOptions.valued).union(["fps", "frames"])
    static let switches = SVGOptions.switches

    let framesPerSecond: Double
    /// `--frames FPS`: the timeline sampled at this rate, as JSON lines.
    let sampleRate: Double?
    let mode: PixelMode
    let height: Int?
    let svg: (path: String, style: SVGStyle)?

    init(_ parsed: ParsedArguments, defaultFramesPerSecond: Double) throws(UsageError) {
        framesPerSecond = try parsed.rate("fps") ?? defaultFramesPerSecond
        sampleRate = try parsed.rate("frames")
        mode = try TerminalOptions.pixelMode(parsed)
        height = try TerminalOptions.height(parsed)
        svg = try SVGOptions.parse(parsed, framesPerSecond: parsed.value("fps") == nil ? nil : framesPerSecond)
        if svg != nil, sampleRate != nil {
            throw UsageError("--svg and --frames are different outputs: give one")
        }
    }

    /// Plays `content` the way the options ask.
    ///
    /// - Parameters:
    ///   - document: The animated SVG of `content` in a style, for `--svg`.
    ///   - fields: What a sampled frame adds to its JSON line beyond `t`.
    ///   - fullScreen: Plays it in a terminal; returns the exit status.
    ///   - plain: Writes a frame when standard output is not a terminal.
    func play<Content: Timeline>(
        _ content: Content, document: (SVGStyle) -> String,
        fields: (Content.Frame, Duration, inout JSONLine) -> Void,
        fullScreen: (Driver<Content, ContinuousClock>, Terminal) async -> Int32,
        plain: @escaping @Sendable (Content.Frame) -> Void
    ) async throws(UsageError) -> Int32 {
        if let svg {
            try SVGOptions.write(document(svg.style), to: svg.path)
            return ExitStatus.success
        }
        if let sampleRate {
            FrameSampler(rate: sampleRate).write(content, fields: fields)
            return ExitStatus.success
        }
        guard let driver = try? Driver(content, framesPerSecond: framesPerSecond) else { return ExitStatus.usage }
        if let terminal = Terminal() { return await fullScreen(driver, terminal) }
        _ = await driver.run { frame, _ in plain(frame) }
        return ExitStatus.success
    }
}
