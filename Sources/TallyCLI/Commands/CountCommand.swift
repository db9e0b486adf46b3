import TallyCore
import TallySVG
import TallyTerminal

/// `tally count FROM TO`: a number counting from FROM to TO.
struct CountCommand: Command {
    static let name = "count"
    static let maximumOperandCount = 2
    static let usage = """
        USAGE: tally count FROM TO [options]

        Counts from FROM to TO. In a terminal the number fills the window in big
        digits (space pauses, q or Ctrl-C quits with status 130) and the last value
        stays on screen; piped, one plain line is written per change.
        Negative numbers work as written: tally count 0 -5.

        OPTIONS:
          --duration D          how long the count takes (default 2s; a spring's own
                                settling time for --easing spring(...))
                                D: 2, 2s, 500ms, 1.5m, 1m30s, 1h2m3s, 1:30, 1:02:03
          --easing NAME         none, linear, ease-in, ease-out, ease-in-out,
                                ease-in-quad ... ease-in-out-bounce,
                                cubic-bezier(x1,y1,x2,y2), steps(n[,jump-start|jump-end|jump-none|jump-both]),
                                spring(mass,stiffness,damping[,velocity])   (default: linear)
        \(FormatOptions.usage)
        \(TerminalOptions.usage)
          --fps N               at most N frames per second (default 30)
          --frames FPS          print the whole timeline sampled at FPS as JSON lines
                                {"t":seconds,"value":"…","text":"…"} without waiting
        \(SVGOptions.usage)
          -h, --help            show this help

        EXAMPLES:
          tally count 0 1000000 --easing ease-out
          tally count 0 1999.99 --prefix '$' --duration 1.5s
          tally count 0 12345678 --locale hi_IN
          tally count 100 0 --frames 10
        """

    let counter: Counter
    let framesPerSecond: Double
    let sampleRate: Double?
    let mode: PixelMode
    let height: Int?
    let svg: (String, SVGStyle)?

    static let valued: Set<String> = FormatOptions.valued.union(TerminalOptions.valued).union(SVGOptions.valued).union([
        "duration", "easing", "fps", "frames",
    ])
    static let switches: Set<String> = FormatOptions.switches.union(SVGOptions.switches)

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let (start, target) = try parsed.fromAndTo(example: "0 100")
        let easing = try parsed.value("easing").map(ValueParsers.easing) ?? .linear
        let duration =
            try parsed.duration("duration") ?? easing.settlingDuration ?? .seconds(2)
        let format = try FormatOptions.format(parsed, defaultDecimals: max(start.scale, target.scale))
        do {
            counter = try Counter(from: start, to: target, duration: duration, easing: easing, format: format)
        } catch {
            throw UsageError("\(error)")
        }
        framesPerSecond =
            try parsed.rate("fps") ?? 30
        mode = try TerminalOptions.pixelMode(parsed)
        height = try TerminalOptions.height(parsed)
        svg = try SVGOptions.parse(parsed, framesPerSecond: parsed.value("fps") == nil ? nil : framesPerSecond)
        sampleRate = try parsed.rate("frames")
    }

    func run() async throws(UsageError) -> Int32 {
        if let (path, style) = svg {
            try SVGOptions.write(AnimatedSVG.counter(counter, style: style), to: path)
            return ExitStatus.success
        }
        if let sampleRate {
            FrameSampler(rate: sampleRate).write(counter) { frame, elapsed, line in
                line.add("value", counter.value(at: elapsed).description)
                line.add("text", frame.text)
            }
            return ExitStatus.success
        }
        guard let driver = try? Driver(counter, framesPerSecond: framesPerSecond) else { return ExitStatus.usage }
        if let terminal = Terminal() {
            return await runFullScreen(driver, on: terminal)
        }
        let output = OutputStream.standardOutput
        _ = await driver.run { frame, _ in output.write(frame.text + "\n") }
        return ExitStatus.success
    }

    /// Big digits filling the window; at the end the last value stays on the
    /// main screen, drawn big.
    private func runFullScreen(_ driver: Driver<Counter, ContinuousClock>, on terminal: Terminal) async -> Int32 {
        terminal.listen(rawKeys: true)
        terminal.enterFullScreen()
        defer { terminal.restore() }
        let playback = FullScreenPlayback(
            terminal: terminal, driver: driver,
            view: NumberView(text: counter.frame(at: .zero).text, mode: mode, height: height),
            draw: { view, buffer in view.draw(into: &buffer) },
            apply: { frame, view in view.text = frame.text },
            setPaused: { paused, view in view.isPaused = paused })
        if await playback.run() { return ExitStatus.interrupted }
        terminal.restore()
        let final = counter.frame(at: counter.duration).text
        FinalPicture.write(on: terminal, height: height) { buffer, rect in
            Banner.draw(final, into: &buffer, in: rect, mode: mode, style: .plain)
        }
        return ExitStatus.success
    }
}
