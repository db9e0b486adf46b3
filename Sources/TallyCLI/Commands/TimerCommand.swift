import Foundation
import TallyCore
import TallyTerminal

/// `tally timer DURATION`: a countdown timer in big digits.
struct TimerCommand: Command {
    static let name = "timer"
    static let operands = "DURATION"
    static let abstract = "a countdown timer in big digits (keys: space, r, +, -, e, q)"
    static let maximumOperandCount = 1
    static let synopsis = ["tally timer DURATION [options]", "tally timer --until [YYYY-MM-DD] HH:MM[:SS] [options]"]
    static let discussion = """
        Counts down to zero in big digits that fill the window. The time shown is
        rounded up (5:00 at the start of five minutes, 0:01 until the very end) and
        each second changes on its boundary, measured from the start on the
        monotonic clock. DURATION: 5m, 90 (seconds), 1:30 (m:ss), 1:02:03, 1h30m,
        2d, '1h 5m 30s'. --until counts down to the next time the clock shows
        HH:MM, or to a date and time.
        """
    static let sections = [
        HelpText.Section(
            title: "KEYS",
            rows: [
                ("space", "pause / resume (a pause adds no error)"), ("r", "restart"),
                ("+ -", "add / take away 30 seconds"), ("e", "show / hide the time of day it ends at"),
                ("q", "quit (exit status 130, as Ctrl-C)"),
            ], column: 10)
    ]
    static let footer: String? = """
        At zero the end (TEXT, or 0:00) stays on screen in big letters, blinking,
        until a key is pressed; the timer has ended then, so any key, Ctrl-C
        included, exits with status 0. --no-wait (or --exit) exits at zero at once.

        Not a terminal: one line per second, no escape sequence, then TEXT; it
        exits at zero.
        """

    static let until = Option<String>(
        "until", value: "TIME",
        help: "count down to a time of day (HH:MM[:SS]) or a date and time (YYYY-MM-DD HH:MM[:SS])"
            + " instead of for a duration")
    static let title = Option<String>("title", value: "T", help: "a title shown above the time")
    static let end = Option<String>("end", value: "TEXT", help: "text shown at zero (and printed when the timer ends)")
    static let bell = Flag("bell", help: "ring the terminal bell at zero")
    static let exec = Option<String>(
        "exec", value: "CMD",
        help: "run CMD through /bin/sh -c when the timer ends (its output after the display; a failure reported)",
        anyText: true)
    static let critical = Option<Int64>(
        "critical", value: "N", help: "the last N seconds in a warning colour (inverted without colour)"
    ) { text, name throws(UsageError) in Int64(try ValueParsers.whole(text, for: name, in: 0...8_640_000)) }
    static let noSeconds = Flag(
        "no-seconds", help: "whole minutes (25m, 1h05m) until the last minute, which shows its seconds")
    static let noWait = Flag("no-wait", help: "exit at zero instead of holding the end on screen")
    /// termdown's users reach for this spelling.
    static let exitAtZero = Flag("exit", help: "the same as --no-wait")

    static let options =
        [
            until.spec, title.spec, end.spec, bell.spec, exec.spec, critical.spec, noSeconds.spec, noWait.spec,
            exitAtZero.spec,
        ]
        + DigitOptions.specs

    static let examples = [
        "tally timer 5m", "tally timer 25m --title Focus --end 'Break!' --bell", "tally timer --until 14:30",
    ]

    let duration: Duration
    /// What `--until` has to say (a time the clock skips that day), told before the timer starts.
    private(set) var untilNote: String?
    let title: String?
    let endText: String?
    let bell: Bool
    let endCommand: String?
    let critical: Int64?
    let showsSeconds: Bool
    let exitsAtZero: Bool
    /// `--pixels`, `--weight`, `--height`.
    let digits: DigitOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        switch (parsed.operands.first, try parsed.value(Self.until)) {
        case (let text?, nil):
            duration = try ValueParsers.duration(text, for: "DURATION")
        case (nil, let clock?):
            (duration, untilNote) = try UntilTime.duration(until: clock, from: Date())
        case (_?, _?):
            throw UsageError("give a DURATION or --until, not both (see 'tally timer --help')")
        case (nil, nil):
            throw UsageError("timer needs a DURATION, e.g. 'tally timer 5m', or --until HH:MM")
        }
        title = try parsed.value(Self.title)
        endText = try parsed.value(Self.end)
        bell = parsed.has(Self.bell)
        endCommand = try parsed.value(Self.exec)
        if let endCommand, endCommand.allSatisfy(\.isWhitespace) {
            throw UsageError("invalid value '\(endCommand)' for --exec (a command to run, e.g. 'notify-send done')")
        }
        critical = try parsed.value(Self.critical)
        showsSeconds = !parsed.has(Self.noSeconds)
        exitsAtZero = parsed.has(Self.noWait) || parsed.has(Self.exitAtZero)
        digits = try DigitOptions(parsed)
    }

    func run() async throws(UsageError) -> Int32 {
        var timer: CountdownTimer
        timer = try UsageError.reporting { try CountdownTimer(duration: duration) }
        if let untilNote { FileOutput.standardError.write("tally: \(untilNote)\n") }
        timer.showsSeconds = showsSeconds
        guard let terminal = Terminal() else {
            return await runPlain(timer)
        }
        return await runFullScreen(timer, on: terminal)
    }

    /// One line per second; nothing but text.
    private func runPlain(_ timer: CountdownTimer) async -> Int32 {
        let output = FileOutput.standardOutput
        let driver = Driver(playing: timer, rate: 10)
        _ = await driver.playOnFrameThread { frame, _ in
            if !output.write(frame.text + "\n") { Task { await driver.stop() } }
        }
        // Stopped by a write that failed, the timer has not run out: no end
        // text, no --exec (tally says why the output failed as it exits).
        guard output.failure == nil else { return ExitStatus.success }
        if let endText { output.write(endText + "\n") }
        let end = endCommand.flatMap { EndProcess.start($0, keepingOutput: false) }
        return await end?.finish() == false ? ExitStatus.execFailed : ExitStatus.success
    }

    private func runFullScreen(_ timer: CountdownTimer, on terminal: Terminal) async -> Int32 {
        await FullScreenSession.run(on: terminal, digits: digits) { session in
            let playback = playback(of: timer, driver: Driver(playing: timer, rate: 30), in: session)
            guard await playback.run() == .finished else { return .interrupted }
            if bell { terminal.write([7]) }
            let end = endCommand.flatMap { EndProcess.start($0, keepingOutput: true) }
            // Without a keyboard to dismiss it, the end is not held.
            if !exitsAtZero, terminal.readsKeys { await hold(playback) }
            return .finished { [endText] in
                FileOutput.standardOutput.write((endText ?? "0:00") + "\n")
                return await end?.finish() == false ? ExitStatus.execFailed : nil
            }
        }
    }

    /// The timer full-screen on any clock and terminal: the playback's keys
    /// and r (restart), + and - (30 seconds more or less); each second is
    /// drawn ahead, so it is written on its boundary.
    func playback<C: Clock>(
        of timer: CountdownTimer, driver: Driver<CountdownTimer, C>, in session: FullScreenSession,
        wallClock: @escaping @Sendable () -> Date = Date.init
    )
        -> FullScreenPlayback<CountdownTimer, TimerView, C>
    {
        let (terminal, digits) = (session.terminal, session.digits)
        let showsEnd = Locked(false)
        /// The end time for a frame when it is shown: now plus what is left.
        let endTime: @Sendable (TimerFrame) -> String? = { frame in
            showsEnd.withLock { $0 } ? Self.clockTime(wallClock() + TimeInterval(frame.remainingSeconds)) : nil
        }
        return FullScreenPlayback(
            terminal: terminal, driver: driver,
            view: TimerView(
                frame: timer.frame(at: .zero), title: title, endText: endText, mode: digits.mode,
                weight: digits.weight, height: digits.height, critical: critical, colorMode: terminal.colorMode),
            apply: { frame, view in
                view.frame = frame
                view.endsAt = endTime(frame)
            },
            handleKey: { key, screen in
                switch key {
                case "e", "E":
                    showsEnd.withLock { $0.toggle() }
                    screen.update { $0.endsAt = endTime($0.frame) }
                case "r", "R":
                    await driver.restart(with: timer)
                    return true
                case "+", "=":
                    await driver.update { current, elapsed in current.add(.seconds(30), at: elapsed) }
                case "-", "_":
                    await driver.update { current, elapsed in current.add(.seconds(-30), at: elapsed) }
                default:
                    break
                }
                return false
            },
            drawsAhead: true,
            onShown: { [title] frame in terminal.write(Self.windowTitle(frame.text, title: title)) })
    }

    /// A wall-clock time as the local clock shows it, hours and minutes:
    /// "14:35".
    static func clockTime(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return "" }
        return String(format: "%02d:%02d", local.tm_hour, local.tm_min)
    }

    /// The bytes that set the window title (OSC 2) to the time left and the
    /// title, with control characters left out so that no text can end the
    /// sequence early; the terminal puts its own title back on exit.
    static func windowTitle(_ time: String, title: String?) -> [UInt8] {
        let text = time + (title.map { " · " + $0 } ?? "")
        let safe = String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
        return Array("\u{1B}]2;\(safe)\u{07}".utf8)
    }

    /// At zero: the end stays, blinking every half second, until a key.
    func hold<C: Clock>(_ playback: FullScreenPlayback<CountdownTimer, TimerView, C>) async {
        await playback.hold(blinking: { view, on in view.ringing = on }, every: .milliseconds(500))
    }
}
