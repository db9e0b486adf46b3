import TallyCore
import TallySVG
import TallyTerminal

/// `tally roll FROM TO`: an odometer whose digit columns roll to TO.
struct RollCommand: Command {
    static let name = "roll"
    static let maximumOperandCount = 2
    static let usage = """
        USAGE: tally roll FROM TO [options]

        Rolls digit columns from FROM to TO like an odometer: columns keyed by place
        value (999 -> 1,000 adds a column that rolls in from 0), staggered from left
        to right. In a terminal the digits fill the window (space pauses, q quits);
        piped, one line per change of the reading. Negative numbers work as written.

        OPTIONS:
          --duration D          until the last column stops (default 2s)
          --duration-offset D   column i stops i x D after the first (default 0.1s)
          --direction DIR       up, down, shortest or trend (default: trend, up when
                                the magnitude grows)
          --classic             the seed's rolls: each column shows its target, then
                                --density more faces, then its target again
          --density N           faces passed in --classic (default 5)
          --carry               a real odometer: a column steps while the one below
                                wraps, so every reading lies between FROM and TO
          --reduced-motion      cross-fade instead of rolling
          --min-length N        integer digits shown at least (default 0)
          --pad P               zero or space, for --min-length (default zero)
          --easing NAME         the curve of each column (default
                                cubic-bezier(0,0,0.58,1), Core Animation's ease-out)
          --decimals N          fix the digits after the mark (default: each value's own)
          --grouping G          standard, indian or none (default: the locale's)
          --locale ID           e.g. en_US, de_DE, hi_IN, ar_EG (default: en_US)
        \(TerminalOptions.usage)
          --fps N               at most N frames per second (default 60)
          --frames FPS          print the timeline sampled at FPS as JSON lines
                                {"t":…,"text":…,"columns":[{"role":…,"faces":[…],"offset":…,
                                "direction":…,"opacity":…,"width":…,"blur":…},…]}
        \(SVGOptions.usage)
          -h, --help            show this help

        EXAMPLES:
          tally roll 999 1000
          tally roll 9.99 10.5 --direction shortest
          tally roll 0 1000000 --carry
          tally roll 5 -5 --frames 10
        """

    let odometer: Odometer
    let playback: PlaybackOptions

    static let valued: Set<String> = FormatOptions.valued.union(PlaybackOptions.valued).union([
        "duration", "duration-offset", "direction", "density", "min-length", "pad", "easing",
    ])
    static let switches: Set<String> = PlaybackOptions.switches.union(["classic", "carry", "reduced-motion"])

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let (start, target) = try parsed.fromAndTo(example: "999 1000")
        var options = OdometerOptions()
        options.duration =
            try parsed.duration("duration") ?? .seconds(2)
        options.durationOffset =
            try parsed.duration("duration-offset") ?? .milliseconds(100)
        if let text = parsed.value("direction") {
            guard let direction = RollDirection(rawValue: text) else {
                throw UsageError("invalid value '\(text)' for --direction (expected up, down, shortest or trend)")
            }
            options.direction = direction
        }
        options.density = try Self.whole(parsed.value("density"), for: "--density", in: 0...1000) ?? 5
        options.minimumLength = try Self.whole(parsed.value("min-length"), for: "--min-length", in: 0...40) ?? 0
        if let text = parsed.value("pad") {
            guard let padding = OdometerOptions.Padding(rawValue: text) else {
                throw UsageError("invalid value '\(text)' for --pad (expected zero or space)")
            }
            options.padding = padding
        }
        if parsed.has("classic"), parsed.has("carry") {
            throw UsageError("--classic and --carry are different modes: give one (see 'tally roll --help')")
        }
        options.mode = parsed.has("classic") ? .classic : parsed.has("carry") ? .carry : .roll
        options.reducedMotion = parsed.has("reduced-motion")
        if let text = parsed.value("easing") { options.easing = try ValueParsers.easing(text) }
        options.format = try FormatOptions.format(parsed, defaultDecimals: max(start.scale, target.scale))
        options.fixedFractionDigits = parsed.value("decimals") != nil
        do {
            odometer = try Odometer(from: start, to: target, options: options)
        } catch {
            throw UsageError("\(error)")
        }
        playback = try PlaybackOptions(parsed, defaultFramesPerSecond: 60)
    }

    private static func whole(_ text: String?, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int?
    {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "invalid value '\(text)' for \(name) (expected a whole number from \(range.lowerBound) to \(range.upperBound))"
            )
        }
        return value
    }

    func run() async throws(UsageError) -> Int32 {
        let output = FileOutput.standardOutput
        let last = Shared<String?>(nil)
        return try await playback.play(
            odometer, document: { AnimatedSVG.odometer(odometer, style: $0, writingTo: $1) },
            fields: { frame, _, line in
                line.add("text", frame.text)
                line.add("columns", json: "[" + frame.columns.map(Self.json).joined(separator: ",") + "]")
            },
            fullScreen: runFullScreen(_:on:),
            plain: { frame in
                if last.changes(to: frame.text) { output.write(frame.text + "\n") }
            })
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
        }
        line.add("faces", json: "[" + column.faces.map(JSONLine.quoted).joined(separator: ",") + "]")
        line.add("offset", fraction: column.offset)
        line.add("direction", column.direction.rawValue)
        line.add("opacity", fraction: column.opacity)
        line.add("width", fraction: column.width)
        line.add("blur", fraction: column.blur)
        return line.text
    }

    private func runFullScreen(_ driver: Driver<Odometer, ContinuousClock>, on terminal: Terminal) async -> Int32 {
        terminal.listen(rawKeys: true)
        terminal.enterFullScreen()
        defer { terminal.restore() }
        let player = FullScreenPlayback(
            terminal: terminal, driver: driver,
            view: OdometerView(frame: odometer.frame(at: .zero), mode: playback.mode, height: playback.height),
            apply: { frame, view in view.frame = frame })
        if await player.run() { return ExitStatus.interrupted }
        terminal.restore()
        let final = odometer.frame(at: odometer.duration)
        let mode = playback.mode
        FinalPicture.write(on: terminal, height: playback.height) { buffer, rect in
            OdometerDrawing.draw(final, into: &buffer, in: rect, mode: mode, color: nil)
        }
        return ExitStatus.success
    }
}
