import Foundation
import TallyCore
import TallyTerminal

/// `tally timer DURATION`: a countdown timer in big digits.
struct TimerCommand: Command {
    static let name = "timer"
    static let operands = "DURATION"
    static let abstract = "a countdown timer in big digits (keys: space, r, +, -, q)"
    static let maximumOperandCount = 1
    static let synopsis = ["tally timer DURATION [options]", "tally timer --until HH:MM[:SS] [options]"]
    static let discussion = """
        Counts down to zero in big digits that fill the window. The time shown is
        rounded up (5:00 at the start of five minutes, 0:01 until the very end) and
        each second changes on its boundary, measured from the start on the
        monotonic clock. DURATION: 5m, 90 (seconds), 1:30 (m:ss), 1:02:03, 1h30m,
        2d, '1h 5m 30s'. --until counts down to the next time the clock shows HH:MM.
        """
    static let sections = [
        HelpText.Section(
            title: "KEYS",
            rows: [
                ("space", "pause / resume (a pause adds no error)"), ("r", "restart"),
                ("+ -", "add / take away 30 seconds"), ("q", "quit (exit status 130, as Ctrl-C)"),
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
        "until", value: "HH:MM[:SS]", help: "count down to a time of day instead of for a duration")
    static let title = Option<String>("title", value: "T", help: "a title shown above the time")
    static let end = Option<String>("end", value: "TEXT", help: "text shown at zero (and printed when the timer ends)")
    static let bell = Flag("bell", help: "ring the terminal bell at zero")
    static let critical = Option<Int64>(
        "critical", value: "N", help: "the last N seconds in a warning colour (inverted without colour)"
    ) { text, name throws(UsageError) in Int64(try ValueParsers.whole(text, for: name, in: 0...8_640_000)) }
    static let noWait = Flag("no-wait", help: "exit at zero instead of holding the end on screen")
    /// termdown's users reach for this spelling.
    static let exitAtZero = Flag("exit", help: "the same as --no-wait")

    static let options =
        [until.spec, title.spec, end.spec, bell.spec, critical.spec, noWait.spec, exitAtZero.spec]
        + TerminalOptions.specs

    static let examples = [
        "tally timer 5m", "tally timer 25m --title Focus --end 'Break!' --bell", "tally timer --until 14:30",
    ]

    let duration: Duration
    let title: String?
    let endText: String?
    let bell: Bool
    let critical: Int64?
    let exitsAtZero: Bool
    let mode: PixelMode
    let height: Int?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        switch (parsed.operands.first, try parsed.value(Self.until)) {
        case (let text?, nil):
            duration = try ValueParsers.duration(text, for: "DURATION")
        case (nil, let clock?):
            duration = try Self.duration(until: clock, from: Date())
        case (_?, _?):
            throw UsageError("give a DURATION or --until, not both (see 'tally timer --help')")
        case (nil, nil):
            throw UsageError("timer needs a DURATION, e.g. 'tally timer 5m', or --until HH:MM")
        }
        title = try parsed.value(Self.title)
        endText = try parsed.value(Self.end)
        bell = parsed.has(Self.bell)
        critical = try parsed.value(Self.critical)
        exitsAtZero = parsed.has(Self.noWait) || parsed.has(Self.exitAtZero)
        mode = try parsed.value(TerminalOptions.pixels) ?? .quadrant
        height = try parsed.value(TerminalOptions.height)
    }

    /// Time from `now` to the next moment the local clock shows `text`,
    /// by the C library's local time (the `TZ` rules date(1) follows, POSIX
    /// forms such as `UTC+14` or `<+0545>-5:45` included). A time the clock
    /// shows twice (the hour a summer time ends) is its next showing; a time
    /// it skips (the hour one begins) is where it would fall had the clock
    /// not jumped: 02:30 in a gap from 02:00 to 03:00 is 03:30.
    static func duration(until text: String, from now: Date) throws(UsageError) -> Duration {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 || ($0 == parts[0] && $0.count == 1) }),
            numbers.allSatisfy({ $0 != nil }), let hour = numbers[0], let minute = numbers[1],
            (0..<24).contains(hour), (0..<60).contains(minute)
        else {
            throw UsageError("invalid time '\(text)' for --until (expected HH:MM or HH:MM:SS, e.g. 14:30)")
        }
        let second = parts.count == 3 ? numbers[2] ?? 60 : 0
        guard (0..<60).contains(second) else {
            throw UsageError("invalid time '\(text)' for --until (expected HH:MM or HH:MM:SS, e.g. 14:30)")
        }
        let seconds = now.timeIntervalSince1970
        var clock = time_t(seconds.rounded(.down))
        var today = tm()
        tzset()
        guard localtime_r(&clock, &today) != nil else { throw UsageError("cannot read the local time for --until") }
        var next: time_t?
        for day in 0...2 {
            var found: [time_t] = []
            // Both readings of the day's wall time: summer time and not.
            for isDST: Int32 in [1, 0, -1] {
                var wanted = today
                wanted.tm_mday += Int32(day)
                (wanted.tm_hour, wanted.tm_min, wanted.tm_sec, wanted.tm_isdst) =
                    (Int32(hour), Int32(minute), Int32(second), isDST)
                var moment = mktime(&wanted)
                var shown = tm()
                guard moment != -1, localtime_r(&moment, &shown) != nil else { continue }
                let exact = shown.tm_hour == hour && shown.tm_min == minute && shown.tm_sec == second
                // The third try, the C library's own choice, only for a skipped time.
                if exact || (isDST == -1 && found.isEmpty) { found.append(moment) }
            }
            if let first = found.filter({ Double($0) > seconds }).min() {
                next = first
                break
            }
        }
        guard let next else { throw UsageError("invalid time '\(text)' for --until") }
        return .nanoseconds(Int64(((Double(next) - seconds) * 1e9).rounded()))
    }

    func run() async throws(UsageError) -> Int32 {
        let timer: CountdownTimer
        do {
            timer = try CountdownTimer(duration: duration)
        } catch {
            throw UsageError("\(error)")
        }
        guard let terminal = Terminal() else {
            return await runPlain(timer)
        }
        return await runFullScreen(timer, on: terminal)
    }

    /// One line per second; nothing but text.
    private func runPlain(_ timer: CountdownTimer) async -> Int32 {
        let output = FileOutput.standardOutput
        let driver = Driver(timer, rate: 10)
        _ = await driver.run { frame, _ in output.write(frame.text + "\n") }
        if let endText { output.write(endText + "\n") }
        return ExitStatus.success
    }

    private func runFullScreen(_ timer: CountdownTimer, on terminal: Terminal) async -> Int32 {
        let driver = Driver(timer, rate: 30)
        terminal.listen(rawKeys: true)
        terminal.enterFullScreen()
        defer { terminal.restore() }
        let playback = playback(of: timer, driver: driver, on: terminal)
        if await playback.run() != .finished { return ExitStatus.interrupted }
        if bell { terminal.write([7]) }
        // Without a keyboard to dismiss it, the end is not held.
        if !exitsAtZero, terminal.readsKeys { await hold(playback) }
        terminal.restore()
        FileOutput.standardOutput.write((endText ?? "0:00") + "\n")
        return ExitStatus.success
    }

    /// The timer full-screen on any clock and terminal: the playback's keys
    /// and r (restart), + and - (30 seconds more or less); each second is
    /// drawn ahead, so it is written on its boundary.
    func playback<C: Clock>(
        of timer: CountdownTimer, driver: Driver<CountdownTimer, C>, on terminal: any TerminalDevice
    )
        -> FullScreenPlayback<CountdownTimer, TimerView, C>
    {
        FullScreenPlayback(
            terminal: terminal, driver: driver,
            view: TimerView(
                frame: timer.frame(at: .zero), title: title, endText: endText, mode: mode, height: height,
                critical: critical, colorMode: terminal.colorMode),
            apply: { frame, view in view.frame = frame },
            handleKey: { key, _ in
                switch key {
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
            anticipate: { frame in
                frame.remainingSeconds > 0 ? TimerFrame(remainingSeconds: frame.remainingSeconds - 1) : nil
            })
    }

    /// At zero: the end stays, blinking every half second, until a key.
    func hold<C: Clock>(_ playback: FullScreenPlayback<CountdownTimer, TimerView, C>) async {
        await playback.hold(blinking: { view, on in view.ringing = on }, every: .milliseconds(500))
    }
}
