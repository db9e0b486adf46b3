import Foundation
import TallyCore
import TallyTerminal
import TallyTestSupport
import TallyTesting
import Testing

@testable import TallyCLI

/// The commands full screen, on a manual clock, into an in-memory terminal:
/// keys, pause, resize, the end and interrupts, with no real time.
@Suite(.timeLimit(.minutes(1))) struct FullScreenPlaybackTests {
    /// A full screen on `terminal`, with digits as `options` draw them there.
    static func session(_ terminal: MemoryTerminal, _ options: DigitOptions) -> FullScreenSession {
        FullScreenSession(terminal: terminal, digits: options.style(on: terminal))
    }

    let clock = ManualClock()

    /// Lets other tasks run until `condition` holds (a bounded number of
    /// turns, no sleeping); whether it came to hold.
    func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<100_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    /// Whether the driver comes to be paused or not, as `paused` says
    /// (the key's task runs first).
    func comes<T: FrameTimeline>(_ driver: Driver<T, ManualClock>, paused: Bool) async -> Bool {
        for _ in 0..<100_000 {
            if await driver.isPaused == paused { return true }
            await Task.yield()
        }
        return false
    }

    func shows(_ terminal: MemoryTerminal, _ text: String) async -> Bool {
        await eventually { terminal.text.joined(separator: "\n").contains(text) }
    }

    static func parse<C: Command>(_ type: C.Type, _ arguments: [String]) throws -> C {
        try C(ParsedArguments(arguments, options: C.options, command: "tally \(C.name)"))
    }

    /// The timer's keys in a window too small for big digits (the time is
    /// plain text): +, -, r, space, a resize, q.
    @Test func timerKeysOnAManualClock() async throws {
        let command = try Self.parse(TimerCommand.self, ["1m"])
        let timer = try CountdownTimer(duration: .seconds(60))
        let terminal = MemoryTerminal(columns: 30, rows: 2, colorMode: .none)
        let driver = try Driver(timer, clock: clock, framesPerSecond: 30)
        let playback = command.playback(of: timer, driver: driver, in: Self.session(terminal, command.digits))
        let run = Task { await playback.run() }
        #expect(await shows(terminal, "1:00"))
        clock.advance(by: .seconds(5))
        #expect(await shows(terminal, "0:55"))
        #expect(await eventually { terminal.title == "0:55" }, "the window title: \(terminal.title)")
        terminal.send(.key("+"))
        #expect(await shows(terminal, "1:25"))
        terminal.send(.key("-"))
        #expect(await shows(terminal, "0:55"))
        terminal.send(.key("-"))
        #expect(await shows(terminal, "0:25"))
        terminal.send(.key("r"))
        #expect(await shows(terminal, "1:00"), "restarted: \(terminal.text)")
        clock.advance(by: .seconds(1))
        #expect(await shows(terminal, "0:59"))
        terminal.send(.key(" "))
        #expect(await comes(driver, paused: true))
        clock.advance(by: .seconds(10))
        #expect(await shows(terminal, "0:59"), "paused: the time stays")
        terminal.send(.key(" "))
        #expect(await comes(driver, paused: false))
        clock.advance(by: .seconds(2))
        #expect(await shows(terminal, "0:57"))
        terminal.resize(columns: 40, rows: 2)
        #expect(await shows(terminal, "0:57"), "redrawn at once at the new size")
        terminal.send(.key("q"))
        #expect(await run.value == .quit, "q quits")
    }

    /// count, roll and countdown play to their end on the manual clock and
    /// leave their last picture drawn exactly as their view draws it; a
    /// resize mid-way redraws at the new size.
    @Test(arguments: [
        ["count", "0", "100", "--duration", "1s"], ["roll", "999", "1000", "--duration", "1s"],
        ["countdown", "2", "--end", "Go"],
    ])
    func timelineCommandsPlayToTheirEnd(arguments: [String]) async throws {
        let terminal = MemoryTerminal(columns: 60, rows: 16)
        switch arguments[0] {
        case "count":
            try await playToTheEnd(Self.parse(CountCommand.self, Array(arguments.dropFirst())), on: terminal)
        case "roll":
            try await playToTheEnd(Self.parse(RollCommand.self, Array(arguments.dropFirst())), on: terminal)
        default:
            try await playToTheEnd(Self.parse(CountdownCommand.self, Array(arguments.dropFirst())), on: terminal)
        }
    }

    func playToTheEnd<Command: TimelineCommand>(_ command: Command, on terminal: MemoryTerminal) async throws {
        let driver = try Driver(command.timeline, clock: clock, framesPerSecond: 30)
        let run = Task {
            await FullScreenPlayback(command, driver: driver, in: Self.session(terminal, command.playback.digits)).run()
        }
        var first = CellBuffer(width: 60, height: 16)
        command.view(in: Self.session(terminal, command.playback.digits)).draw(into: &first)
        #expect(await eventually { terminal.shows(first) }, "the first frame")
        clock.advance(by: command.timeline.duration / 2)
        terminal.resize(columns: 50, rows: 12)
        var middle = CellBuffer(width: 50, height: 12)
        var view = command.view(in: Self.session(terminal, command.playback.digits))
        Command.apply(command.timeline.frame(at: command.timeline.duration / 2), to: &view)
        view.draw(into: &middle)
        #expect(await eventually { terminal.shows(middle) }, "redrawn at once at the new size: \(terminal.text)")
        clock.advance(by: command.timeline.duration)
        #expect(await run.value == .finished, "it ends by itself")
        var last = CellBuffer(width: 50, height: 12)
        Command.apply(command.timeline.frame(at: command.timeline.duration), to: &view)
        view.draw(into: &last)
        #expect(terminal.shows(last), "the last frame: \(terminal.text)")
    }

    /// q, Ctrl-C (an interrupt) and a signal end a playback as interrupted.
    @Test(arguments: [TerminalEvent.key("q"), .key("Q"), .interrupt])
    func quittingEndsIt(event: TerminalEvent) async throws {
        let command = try Self.parse(CountCommand.self, ["0", "100", "--duration", "10s"])
        let terminal = MemoryTerminal(columns: 40, rows: 10)
        let driver = try Driver(command.timeline, clock: clock, framesPerSecond: 30)
        let run = Task {
            await FullScreenPlayback(command, driver: driver, in: Self.session(terminal, command.playback.digits)).run()
        }
        #expect(await eventually { terminal.writes > 0 })
        terminal.send(event)
        #expect(await run.value == (event == .interrupt ? .interrupted : .quit))
    }

    /// At zero the timer holds its end, blinking on the clock, until a key.
    @Test func theTimerHoldsItsEndUntilAKey() async throws {
        let command = try Self.parse(TimerCommand.self, ["2s", "--end", "Done"])
        let timer = try CountdownTimer(duration: .seconds(2))
        let terminal = MemoryTerminal(columns: 60, rows: 16)
        let driver = try Driver(timer, clock: clock, framesPerSecond: 30)
        let playback = command.playback(of: timer, driver: driver, in: Self.session(terminal, command.digits))
        let run = Task { await playback.run() }
        #expect(await shows(terminal, "space pause"))
        clock.advance(by: .seconds(2))
        #expect(await run.value == .finished)
        let hold = Task { await command.hold(playback) }
        #expect(await shows(terminal, "any key: dismiss"))
        let writes = terminal.writes
        clock.advance(to: await clock.nextSleep())
        #expect(await eventually { terminal.writes > writes }, "it blinks")
        terminal.send(.key("x"))
        await hold.value
    }

    /// Events outlive the part that stopped reading them: a reader
    /// interrupted (a run that ended) leaves a key that came meanwhile to
    /// the next reader (the held end), in order.
    @Test func keysNotReadByTheRunReachTheHold() async {
        let hub = EventHub()
        let queue = EventQueue(hub.subscribe())
        hub.yield(.key("a"))
        #expect(await queue.next() == .key("a"))
        let reader = Task { await queue.next() }
        queue.interruptReader()
        #expect(await reader.value == nil, "the run's reader stops")
        #expect(await queue.next() == nil, "and stays stopped")
        hub.yield(.key("r"))
        hub.yield(.resize(columns: 10, rows: 5))
        queue.resumeReading()
        #expect(await queue.next() == .key("r"))
        #expect(await queue.next() == .resize(columns: 10, rows: 5))
    }

    /// The cooldown button on a manual clock and made-up device clocks:
    /// Enter presses it (3s), the seconds go with the clock, a press while
    /// cooling changes nothing, at zero it is ready again, a resize redraws,
    /// q quits with 0 and Ctrl-C with 130.
    @Test(arguments: [(TerminalEvent.key("q"), Int32(0)), (.interrupt, 130)])
    func theCooldownButtonOnAManualClock(quit: TerminalEvent, status: Int32) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tally-cooldown-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try Self.parse(CooldownCommand.self, ["--seconds", "3", "--store", folder.path, "--key", "k"])
        let terminal = MemoryTerminal(columns: 40, rows: 6, colorMode: .none)
        let clock = self.clock
        let now: @Sendable () -> CooldownInstant = {
            CooldownInstant(
                bootID: "test", sinceBoot: .seconds(1000) + clock.now.offset,
                wallClock: .seconds(1_800_000_000) + clock.now.offset)
        }
        let run = Task {
            await command.interact(command.button, in: Self.session(terminal, command.digits), clock: clock, now: now)
        }
        #expect(await shows(terminal, "Get code"))
        terminal.send(.key("\r"))
        #expect(await shows(terminal, "3s"))
        // The button redraws a millisecond after each second's boundary:
        // step to each of its sleeps.
        clock.advance(to: await clock.nextSleep())
        #expect(await shows(terminal, "2s"))
        terminal.send(.key(" "))
        terminal.resize(columns: 30, rows: 6)
        #expect(await shows(terminal, "2s"), "still cooling, redrawn: \(terminal.text)")
        clock.advance(to: await clock.nextSleep())
        #expect(await shows(terminal, "1s"))
        clock.advance(to: await clock.nextSleep())
        #expect(await shows(terminal, "Get code"), "ready at zero: \(terminal.text)")
        terminal.send(quit)
        #expect(await run.value == status)
    }

    /// The stopwatch on a manual clock: laps with their splits and totals,
    /// newest first; space pauses; r resets and clears the laps; q quits and
    /// the time and laps are what stays on the main screen.
    @Test func theStopwatchsKeysOnAManualClock() async throws {
        let command = try Self.parse(StopwatchCommand.self, [])
        let terminal = MemoryTerminal(columns: 60, rows: 16, colorMode: .none)
        let stopwatch = Stopwatch()
        let driver = Driver(stopwatch, clock: clock, rate: 30)
        let playback = command.playback(of: stopwatch, driver: driver, in: Self.session(terminal, command.digits))
        let run = Task { await playback.run() }
        #expect(await shows(terminal, "l lap"))
        clock.advance(by: .milliseconds(1190))
        #expect(await eventually { playback.screen.content?.frame.text == "0:01.19" })
        terminal.send(.key("l"))
        #expect(await shows(terminal, "lap 1   0:01.19   0:01.19"))
        clock.advance(by: .milliseconds(710))
        #expect(await eventually { playback.screen.content?.frame.text == "0:01.90" })
        terminal.send(.key("\r"))
        #expect(await shows(terminal, "lap 2   0:00.71   0:01.90"))
        let lines = terminal.text
        let second = try #require(lines.firstIndex { $0.contains("lap 2") })
        #expect(lines[second + 1].contains("lap 1"), "newest first")
        terminal.send(.key(" "))
        #expect(await comes(driver, paused: true))
        #expect(await shows(terminal, "paused"))
        terminal.send(.key("r"))
        #expect(await eventually { playback.screen.content?.laps.isEmpty == true })
        #expect(await eventually { playback.screen.content?.frame.text == "0:00.00" }, "reset to zero")
        #expect(await comes(driver, paused: false), "a reset plays")
        clock.advance(by: .milliseconds(2500))
        #expect(await eventually { playback.screen.content?.frame.text == "0:02.50" })
        terminal.send(.key("l"))
        #expect(await shows(terminal, "lap 1   0:02.50   0:02.50"))
        terminal.send(.key("q"))
        #expect(await run.value == .quit)
        #expect(StopwatchCommand.summary(of: playback) == "0:02.50\nlap 1   0:02.50   0:02.50")
    }

    /// e shows the wall-clock time the timer ends at (and hides it); it
    /// stays put while the timer runs and moves with + and -.
    @Test func theTimersEndTimeOfDay() async throws {
        let command = try Self.parse(TimerCommand.self, ["1m"])
        let timer = try CountdownTimer(duration: .seconds(60))
        let terminal = MemoryTerminal(columns: 60, rows: 16, colorMode: .none)
        let driver = Driver(timer, clock: clock, rate: 30)
        let clock = self.clock
        let base = Date(timeIntervalSince1970: 1_800_000_000)  // a whole minute
        let playback = command.playback(
            of: timer, driver: driver, in: Self.session(terminal, command.digits),
            wallClock: { base + TimeInterval(clock.now.offset.components.seconds) })
        let run = Task { await playback.run() }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        func endsAt(_ seconds: Double) -> String { "ends at " + formatter.string(from: base + seconds) }
        #expect(await shows(terminal, "e end time"))
        terminal.send(.key("e"))
        #expect(await shows(terminal, endsAt(60)), "\(terminal.text)")
        clock.advance(by: .seconds(30))
        #expect(await eventually { playback.screen.content?.frame.text == "0:30" })
        #expect(await shows(terminal, endsAt(60)), "it stays put")
        terminal.send(.key("+"))
        #expect(await shows(terminal, endsAt(90)))
        terminal.send(.key("e"))
        #expect(await eventually { !terminal.text.joined().contains("ends at") }, "hidden again")
        terminal.send(.key("q"))
        #expect(await run.value == .quit)
    }
}
