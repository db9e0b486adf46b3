import TallyCore
import TallyTerminal

/// `tally stopwatch`: time counting up in big digits, with laps.
struct StopwatchCommand: Command {
    static let name = "stopwatch"
    static let operands = ""
    static let abstract = "a stopwatch in big digits (keys: space, l, r, q)"
    static let maximumOperandCount = 0
    static let discussion = """
        Counts up from zero in big digits: hundredths below a minute, then
        seconds. The time is measured on the monotonic clock; a pause adds no
        error. q quits (status 0) and leaves the time and the laps on the main
        screen; Ctrl-C does the same with status 130.
        """
    static let sections = [
        HelpText.Section(
            title: "KEYS",
            rows: [
                ("space", "pause / resume"), ("l, enter", "record a lap (its split and the total)"),
                ("r", "reset to zero, laps cleared"), ("q", "quit"),
            ], column: 12)
    ]
    static let footer: String? = """
        Not a terminal: one line a second, no escape sequence; it runs until
        --duration or until stopped.
        """

    static let duration = Option<Duration>(
        "duration", value: "D", help: "stop after D (e.g. 90s, 5m)", default: "run until stopped"
    ) { text, name throws(UsageError) in try ValueParsers.duration(text, for: name) }
    static let fps = PlaybackOptions.fps(default: 30)
    static let frames = PlaybackOptions.frames(fields: #"{"t":…, "text":…} over --duration (default 60s)"#)

    static let options = [duration.spec, fps.spec, frames.spec] + DigitOptions.specs

    static let examples = [
        "tally stopwatch", "tally stopwatch --duration 10s | cat", "tally stopwatch --frames 2 --duration 3s",
    ]

    let duration: Duration?
    let rate: FrameRate
    let sampleRate: FrameRate?
    /// `--pixels`, `--weight`, `--height`.
    let digits: DigitOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        duration = try parsed.value(Self.duration)
        rate = try parsed.valueOrDefault(Self.fps)
        sampleRate = try parsed.value(Self.frames)
        digits = try DigitOptions(parsed)
        if let sampleRate {
            let span = Double((duration ?? .seconds(60)).components.seconds)
            if span * sampleRate.framesPerSecond > Double(PlaybackOptions.sampleLimit) {
                throw UsageError("--frames over --duration would write more than 1,000,000 lines (lower either)")
            }
        }
    }

    func run() async throws(UsageError) -> Int32 {
        let output = FileOutput.standardOutput
        if let sampleRate {
            FrameSampler(rate: sampleRate.framesPerSecond).write(Stopwatch(duration: duration ?? .seconds(60))) {
                frame, _, line in line.add("text", frame.text)
            }
            return ExitStatus.success
        }
        guard let terminal = Terminal() else {
            let stopwatch =
                duration.map { Stopwatch(duration: $0, resolution: .seconds) } ?? Stopwatch(resolution: .seconds)
            await ChangedLineWriter(to: output).play(Driver(playing: stopwatch, rate: 10)) { [$0.text] }
            return ExitStatus.success
        }
        return await FullScreenSession.run(on: terminal, digits: digits) { session in
            let stopwatch = duration.map { Stopwatch(duration: $0) } ?? Stopwatch()
            let playback = playback(of: stopwatch, driver: Driver(playing: stopwatch, rate: rate), in: session)
            let ending = await playback.run()
            let summary = Self.summary(of: playback)
            return .exit(ending == .interrupted ? ExitStatus.interrupted : ExitStatus.success) {
                output.write(summary + "\n")
            }
        }
    }

    /// The stopwatch full-screen on any clock and terminal: the playback's
    /// keys, l or Enter for a lap, r to reset.
    func playback<C: Clock>(of stopwatch: Stopwatch, driver: Driver<Stopwatch, C>, in session: FullScreenSession)
        -> FullScreenPlayback<Stopwatch, StopwatchView, C>
    {
        let digits = session.digits
        return FullScreenPlayback(
            terminal: session.terminal, driver: driver,
            view: StopwatchView(
                frame: stopwatch.frame(at: .zero), mode: digits.mode, weight: digits.weight, height: digits.height),
            apply: { frame, view in view.frame = frame },
            handleKey: { key, screen in
                switch key {
                case "l", "L", "\r":
                    let total = await driver.elapsed
                    screen.update { view in
                        let previous = view.laps.last?.total ?? .zero
                        view.laps.append(
                            StopwatchView.Lap(number: view.laps.count + 1, split: total - previous, total: total))
                    }
                case "r", "R":
                    screen.update { $0.laps = [] }
                    await driver.restart()
                    return true
                default:
                    break
                }
                return false
            })
    }

    /// What stays on the main screen: the time, then each lap, oldest first.
    static func summary<C: Clock>(of playback: FullScreenPlayback<Stopwatch, StopwatchView, C>) -> String {
        let view = playback.screen.content
        return ([view?.frame.text ?? ""] + (view?.laps.map(\.text) ?? [])).joined(separator: "\n")
    }
}
