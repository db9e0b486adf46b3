import Foundation
import Testing

@testable import TallyCLI

/// `tally timer` in a real pseudo-terminal (tmux) and through a pipe.
@Suite(.timeLimit(.minutes(10))) struct TimerCommandTests {
    static let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")

    static func hasBigDigits(_ screen: String) -> Bool {
        screen.contains { blocks.contains($0) }
    }

    @Test func bigDigitsToTheEndThenStatusZeroAndTheTerminalBack() async throws {
        // Short, so it may end before a busy machine first shows its screen:
        // the big digits are checked in the longer tests below.
        let session = try await TmuxSession("timer 2s --end Done --bell --no-wait")
        #expect(try await session.waitForExit() == 0)
        let exit = try await TmuxSession("timer 1s --exit")
        #expect(try await exit.waitForExit() == 0, "--exit is --no-wait")
        await exit.close()
        #expect(try await session.terminalIsRestored())
        #expect(try await session.screen().contains("Done"))
        await session.close()
    }

    /// At zero the end stays on the full screen, big, until a key; then
    /// status 0 (the timer has ended), the terminal back, the end printed.
    @Test(arguments: ["x", "q", "C-c"])
    func atZeroTheEndIsHeldUntilAKey(key: String) async throws {
        let session = try await TmuxSession("timer 1s --end Done")
        let screen = try await session.waitForScreen { $0.contains("any key: dismiss") }
        #expect(Self.hasBigDigits(screen), "\(screen)")
        #expect(try await session.alternateScreenIsOn())
        try await session.press(key)
        #expect(try await session.waitForExit() == 0)
        #expect(try await session.terminalIsRestored())
        #expect(try await session.screen().contains("Done"))
        await session.close()
    }

    @Test func spacePausesAndResumes() async throws {
        let session = try await TmuxSession("timer 1h")
        let screen = try await session.waitForScreen { $0.contains("space pause") }
        #expect(Self.hasBigDigits(screen), "\(screen)")
        try await session.press("Space")
        #expect(try await session.shows { $0.contains("paused") })
        try await session.press("Space")
        #expect(try await session.shows { $0.contains("space pause") })
        try await session.press("q")
        #expect(try await session.waitForExit() == 130)
        #expect(try await session.terminalIsRestored())
        await session.close()
    }

    // "q" at once may come before the timer listens and must not be lost;
    // Ctrl-C at once would stop the shell that starts it, so it waits.
    @Test(arguments: [("q", true), ("q", false), ("C-c", false)])
    func quittingKeysExit130AndRestore(key: String, atOnce: Bool) async throws {
        let session = try await TmuxSession("timer 1h")
        if !atOnce { try await session.waitForScreen { $0.contains("space pause") } }
        try await session.press(key)
        #expect(try await session.waitForExit() == 130)
        #expect(try await session.terminalIsRestored())
        await session.close()
    }

    @Test(arguments: ["INT", "TERM", "HUP"])
    func signalsExit130AndRestore(signal: String) async throws {
        let mark = "mark-\(UUID().uuidString.prefix(8))"
        let session = try await TmuxSession("timer 1h --title=\(mark)")
        try await session.waitForScreen { $0.contains("space pause") }
        _ = try await TallyProcess.runProgram(
            "/usr/bin/env", ["pkill", "-\(signal)", "-f", "timer 1h --title=\(mark)"])
        #expect(try await session.waitForExit() == 130)
        #expect(try await session.terminalIsRestored())
        await session.close()
    }

    /// A fatal signal (what a trap, an abort or a bad access raises) puts
    /// the terminal back, then ends the program as the signal would.
    @Test(arguments: [("ILL", 4), ("ABRT", 6), ("SEGV", 11), ("BUS", 7)] as [(String, Int32)])
    func fatalSignalsRestoreTheTerminalAndStillKill(signal: String, number: Int32) async throws {
        let mark = "mark-\(UUID().uuidString.prefix(8))"
        let session = try await TmuxSession("timer 1h --title=\(mark)")
        try await session.waitForScreen { $0.contains("space pause") }
        _ = try await TallyProcess.runProgram(
            "/usr/bin/env", ["pkill", "-\(signal)", "-f", "timer 1h --title=\(mark)"])
        #expect(try await session.waitForExit() == 128 + number)
        #expect(try await session.terminalIsRestored())
        await session.close()
    }

    /// Ctrl-Z (a byte in raw mode) and SIGTSTP from outside put the terminal
    /// back and stop tally; SIGCONT (what `fg` sends) takes the screen back
    /// and redraws it; q still quits and restores.
    @Test(arguments: ["C-z", "TSTP"])
    func jobControlStopsAndContinues(how: String) async throws {
        let mark = "mark-\(UUID().uuidString.prefix(8))"
        let session = try await TmuxSession("timer 1h --title=\(mark)")
        try await session.waitForScreen { $0.contains("space pause") }
        #expect(try await session.alternateScreenIsOn())
        if how == "C-z" {
            try await session.press("C-z")
        } else {
            _ = try await TallyProcess.runProgram(
                "/usr/bin/env", ["pkill", "-TSTP", "-f", "timer 1h --title=\(mark)"])
        }
        var stoppedOff = false
        for _ in 0..<300 where !stoppedOff { stoppedOff = !(try await session.alternateScreenIsOn()) }
        #expect(stoppedOff, "the alternate screen is left while stopped")
        _ = try await TallyProcess.runProgram("/usr/bin/env", ["pkill", "-CONT", "-f", "timer 1h --title=\(mark)"])
        try await session.waitForScreen { $0.contains("space pause") }
        #expect(try await session.alternateScreenIsOn(), "the screen is taken back and redrawn")
        try await session.press("q")
        _ = try await session.waitForExit()
        #expect(try await session.terminalIsRestored())
        await session.close()
    }

    /// Whether the screen shows a time from `seconds` (e.g. "0:29" for 29).
    static func showsTime(_ seconds: ClosedRange<Int>) -> (String) -> Bool {
        { screen in seconds.contains { screen.contains("\($0 / 60):" + String(format: "%02d", $0 % 60)) } }
    }

    /// The seconds of the first "M:SS" on `screen`, if any.
    static func shownSeconds(_ screen: String) -> Int? {
        guard let match = screen.firstMatch(of: /(\d+):(\d\d)/), let minutes = Int(match.1), let seconds = Int(match.2)
        else { return nil }
        return minutes * 60 + seconds
    }

    @Test func plusMinusAndRestartInASmallWindow() async throws {
        // Two rows are too few for big digits: the time is plain text, readable here.
        // Each check is against the time shown before the key, not the clock,
        // so a machine too busy to poll for many seconds still passes.
        let session = try await TmuxSession("timer 10m", width: 30, height: 2)
        func expectTime(_ seconds: ClosedRange<Int>) async throws -> Int {
            let screen = try await session.waitForScreen { Self.shownSeconds($0).map(seconds.contains) ?? false }
            let shown = try #require(Self.shownSeconds(screen), "\(screen)")
            #expect(seconds.contains(shown), "\(seconds): \(screen)")
            return shown
        }
        // Time only runs down: a time above the one before comes from +30 s.
        let start = try await expectTime(540...600)
        try await session.press("+")
        let added = try await expectTime(start + 1...start + 30)
        try await session.press("-")
        let taken = try await expectTime(added - 90...added - 30)
        try await session.press("-")
        let last = try await expectTime(taken - 90...taken - 30)
        try await session.press("r")
        _ = try await expectTime(last + 1...600)
        try await session.press("q")
        #expect(try await session.waitForExit() == 130)
        await session.close()
    }

    /// `--pixels ascii` in a real terminal: big digits of ASCII art, the
    /// screen printable ASCII only (but the key hints' separator, "·").
    @Test func asciiDigitsAreASCIIOnly() async throws {
        let session = try await TmuxSession("timer 1m --pixels ascii", width: 60, height: 16)
        let screen = try await session.waitForScreen { $0.contains("d8") }
        #expect(screen.contains("88") && screen.contains("Y8"), "\(screen)")
        #expect(
            screen.unicodeScalars.allSatisfy { (32..<127).contains($0.value) || $0 == "\n" || $0 == "·" }, "\(screen)")
        try await session.press("q")
        #expect(try await session.waitForExit() == 130)
        await session.close()
    }

    /// On the Linux console (`TERM=linux`), whose fonts lack the quadrant
    /// blocks, digits are ASCII art unless `--pixels` chooses.
    @Test(arguments: [("", true), ("--pixels quad", false)])
    func theLinuxConsoleGetsASCIIArt(pixels: String, isASCII: Bool) async throws {
        let session = try await TmuxSession(
            "timer 1m \(pixels)", width: 60, height: 16, environment: ["TERM": "linux"])
        let screen = try await session.waitForScreen { $0.contains("d8") || Self.hasBigDigits($0) }
        #expect(screen.contains("d8") == isASCII && Self.hasBigDigits(screen) != isASCII, "\(screen)")
        try await session.press("q")
        #expect(try await session.waitForExit() == 130)
        await session.close()
    }

    @Test func aResizeRedrawsAtOnce() async throws {
        let session = try await TmuxSession("timer 1m", width: 30, height: 2)
        let small = try await session.waitForScreen { $0.contains(":") }
        #expect(small.contains(":") && !Self.hasBigDigits(small), "\(small)")
        try await session.resize(width: 80, height: 24)
        #expect(try await session.shows(Self.hasBigDigits))
        try await session.press("q")
        #expect(try await session.waitForExit() == 130)
        await session.close()
    }

    @Test func pipedItWritesOneLinePerSecondAndNoEscape() async throws {
        let result = try await TallyProcess.run(["timer", "2s", "--end", "Done"])
        #expect(result.status == 0)
        #expect(result.lines == ["0:02", "0:01", "0:00", "Done"])
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{07}"))
    }

    @Test(arguments: [
        (["timer"], "DURATION"), (["timer", "5x"], "'5x'"), (["timer", "5m", "--until", "14:30"], "not both"),
        (["timer", "--until", "25:00"], "'25:00'"), (["timer", "--until", "9"], "'9'"),
        (["timer", "--until", "2020-01-01 10:00"], "in the past"),
        (["timer", "--until", "2026-02-30 10:00"], "'2026-02-30 10:00'"),
        (["timer", "--until", "2026-12-24 10:00 extra"], "'2026-12-24 10:00 extra'"),
        (["timer", "5m", "--pixels", "dots"], "'dots'"),
        (["timer", "5m", "--height", "0"], "'0'"), (["timer", "5m", "6m"], "'6m'"), (["timer", "-5s"], "'-5s'"),
    ])
    func badInputExitsTwo(arguments: [String], named: String) async throws {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(named), "\(result.stderr)")
    }

    /// `--until` reads the local clock as the C library (and date(1)) does,
    /// under a time zone and an instant made up with faketime: POSIX TZ
    /// forms, the skipped and the repeated hour of summer time, midnight.
    /// The first line a piped timer writes is the time left. The `faketime`
    /// wrapper keeps a semaphore and shared memory named after its pid in
    /// /dev/shm and removes them when its child ends: tally is stopped, not
    /// the wrapper, or they stay, and a later wrapper given the same pid
    /// fails ("sem_open: File exists"). One case at a time, to be gentle.
    @Test(
        .serialized,
        arguments: [
            ("UTC+14", "2026-06-01 12:00:00", "23:00", "1:00:00"),  // local 22:00: POSIX signs are west-positive
            ("<+0545>-5:45", "2026-06-01 12:00:00", "18:00", "15:00"),  // local 17:45
            ("Europe/Berlin", "2026-03-29 00:50:00", "03:30", "40:00"),  // 01:50 CET, then the clock skips 02:00-03:00
            ("Europe/Berlin", "2026-03-29 00:50:00", "02:30", "40:00"),  // skipped: where it would fall, 03:30 CEST
            ("Europe/Berlin", "2026-10-25 00:10:00", "02:30", "20:00"),  // 02:10 CEST: the first 02:30
            ("Europe/Berlin", "2026-10-25 00:40:00", "02:30", "50:00"),  // 02:40 CEST: the second 02:30, in CET
            ("UTC", "2026-06-01 23:30:00", "00:15", "45:00"),  // past midnight
            ("Europe/Berlin", "2026-12-24 12:00:00", "2026-12-24 18:00", "5:00:00"),  // a date: 13:00 CET then
            ("UTC", "2026-06-01 12:00:00", "2026-06-03T12:00", "2d 00:00:00"),
            ("Europe/Berlin", "2026-10-24 23:10:00", "2026-10-25 02:30", "1:20:00"),  // its first showing (CEST)
            ("Europe/Berlin", "2026-03-28 23:00:00", "2026-03-29 02:30", "2:30:00"),  // skipped: 03:30 CEST
            ("America/New_York", "2026-03-08 06:00:00", "2026-03-08 02:30:00", "1:30:00"),  // 01:00 EST; gap to 03:00
        ])
    func untilFollowsTheCLibrarysLocalTime(zone: String, utc: String, until: String, left: String) async throws {
        try TallyProcess.requireTool("faketime", package: "faketime")
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let epoch = Int(try #require(formatter.date(from: utc)).timeIntervalSince1970)
        // The wall clock stands still at the instant (the timer runs on the
        // monotonic clock, left alone). The first line is waited for, however
        // busy the machine, then tally (the wrapper's child) is stopped.
        let tally = TallyProcess.executable.path
        let script = """
            out=$(mktemp); faketime -f \(epoch) '\(tally)' timer --until '\(until)' > "$out" & w=$!
            while [ ! -s "$out" ] && kill -0 $w 2>/dev/null; do :; done
            pkill -TERM -P $w; wait $w; head -1 "$out"; rm -f "$out"
            """
        let result = try await TallyProcess.runProgram(
            "/bin/sh", ["-c", script],
            environment: ["TZ": zone, "FAKETIME_FMT": "%s", "FAKETIME_DONT_FAKE_MONOTONIC": "1"])
        #expect(result.lines.first == left, "\(result.lines) \(result.stderr)")
        // A time the clock skips is said, on stderr; any other is not.
        let skipped =
            zone != "UTC" && until.hasSuffix("02:30") && utc.hasPrefix("2026-03-") || until.hasSuffix("02:30:00")
        #expect(result.stderr.contains("the clock skips") == skipped, "\(until): \(result.stderr)")
    }

    /// A date centuries away is refused like a duration a century long,
    /// with one line and status 2 (the year 2400 trapped converting to Int64).
    @Test(arguments: ["2400-01-01 00:00", "9999-12-31 23:59:59", "2200-06-01 12:00"])
    func farDatesAreOutOfRange(until: String) async throws {
        let result = try await TallyProcess.run(["timer", "--until", until])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == "tally: '\(until)' for --until is out of range (at most 100 years from now)\n")
    }

    @Test func untilCountsToTheNextTimeOfDay() async throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let soon = formatter.string(from: Date().addingTimeInterval(2))
        let result = try await TallyProcess.run(["timer", "--until", soon])
        #expect(result.status == 0)
        #expect(result.lines.last == "0:00")
        #expect((2...4).contains(result.lines.count), "\(result.lines)")
    }

    /// The stopwatch through a pipe: one line a second until --duration;
    /// --frames samples it on virtual time at once.
    @Test func theStopwatchPipedAndSampled() async throws {
        let piped = try await TallyProcess.run(["stopwatch", "--duration", "2s"])
        #expect(piped.status == 0 && piped.lines == ["0:00", "0:01", "0:02"], "\(piped.lines)")
        #expect(!piped.stdout.contains("\u{1B}"))
        let sampled = try await TallyProcess.run(["stopwatch", "--frames", "2", "--duration", "1s"])
        #expect(
            sampled.lines == [
                #"{"t":0,"text":"0:00.00"}"#, #"{"t":0.5,"text":"0:00.50"}"#, #"{"t":1,"text":"0:01.00"}"#,
            ])
        let tooMany = try await TallyProcess.run(["stopwatch", "--frames", "1000", "--duration", "24h"])
        #expect(tooMany.status == 2 && tooMany.stderr.hasPrefix("tally: --frames"))
    }

    /// In a terminal: laps with l, q ends with 0 and leaves the time and
    /// the laps on the main screen, the terminal restored.
    @Test func theStopwatchInATerminal() async throws {
        let session = try await TmuxSession("stopwatch")
        try await session.waitForScreen { $0.contains("l lap") }
        try await session.press("l")
        try await session.waitForScreen { $0.contains("lap 1") }
        try await session.press("q")
        #expect(try await session.waitForExit() == 0)
        #expect(try await session.terminalIsRestored())
        #expect(try await session.screen().contains(/lap 1   \d+:\d\d\.\d\d/))
        await session.close()
    }

    /// --exec runs a shell command at the end: piped, after the end text;
    /// full screen, its output after the terminal is back (never on the
    /// picture); a failing command is reported on stderr, one line, and the
    /// timer ends with 1.
    @Test func execRunsACommandAtTheEnd() async throws {
        let piped = try await TallyProcess.run(["timer", "1s", "--end", "Done", "--exec", "echo ran; exit 3"])
        #expect(piped.status == 1 && piped.lines == ["0:01", "0:00", "Done", "ran"], "\(piped.lines)")
        #expect(piped.stderr == "tally: --exec exited with status 3\n")
        let session = try await TmuxSession("timer 1s --no-wait --exec 'echo ran-$((6*7))'")
        #expect(try await session.waitForExit() == 0)
        #expect(try await session.terminalIsRestored())
        let screen = try await session.screen()
        #expect(screen.contains("0:00\nran-42"), "\(screen)")
        await session.close()
    }

    /// The window title shows the time left and the title (OSC 2), with no
    /// control character of the title let through.
    @Test func theWindowTitleShowsTheTimeLeft() async throws {
        let session = try await TmuxSession("timer 30s --title Focus")
        var title = ""
        for _ in 0..<3000 where !(title.hasPrefix("0:") && title.hasSuffix(" · Focus")) {
            title = try await session.tmux(["display-message", "-p", "-t", "main", "#{pane_title}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(title.hasPrefix("0:") && title.hasSuffix(" · Focus"), "\(title)")
        try await session.press("q")
        _ = try await session.waitForExit()
        await session.close()
        #expect(
            TimerCommand.windowTitle("0:05", title: "a\u{07}b\u{1B}]2;x\u{9B}")
                == Array("\u{1B}]2;0:05 · ab]2;x\u{07}".utf8))
    }

    /// --no-seconds through a pipe: minutes, then the last minute's seconds.
    @Test func withoutSecondsItShowsMinutes() async throws {
        let result = try await TallyProcess.runProgram(
            "/usr/bin/env",
            ["timeout", "-s", "TERM", "2.5", TallyProcess.executable.path, "timer", "61s", "--no-seconds"])
        #expect(Array(result.lines.prefix(2)) == ["2m", "1:00"], "\(result.lines)")
    }
}
