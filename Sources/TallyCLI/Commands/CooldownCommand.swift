import Foundation
import TallyCore
import TallyTerminal

/// `tally cooldown`: the "resend code in 59s" button of seed 004.
struct CooldownCommand: Command {
    static let name = "cooldown"
    static let maximumOperandCount = 0
    static let usage = """
        USAGE: tally cooldown [--seconds 60] [--title T] [--suffix s] [--key K] [--store DIR]
               tally cooldown --key K --start
               tally cooldown --key K --status

        An interactive button: Enter or space presses it; it then shows the seconds
        left (rounded up: 60 at once, 1 until the very end) with the suffix, refuses
        presses, and at zero shows its title again. The deadline is kept in a store,
        so quitting and relaunching with the same key resumes the time left; a change
        of the wall clock cannot stretch it. q quits (status 0), Ctrl-C 130.

        FOR SCRIPTS:
          --start               press it without a terminal: exit 0 if it started,
                                1 if still cooling; prints the seconds left
          --status              print the seconds left: exit 0 ready, 1 cooling

        OPTIONS:
          --seconds D           how long a press disables it (default 60; also 90s, 2m)
          --title T             shown when ready (default "Get code")
          --suffix S            after the seconds (default "s": "59s")
          --key K               which cooldown (default "default")
          --store DIR           where deadlines are kept (default $XDG_STATE_HOME/tally,
                                else ~/.local/state/tally)
        \(TerminalOptions.usage)
          -h, --help            show this help
        """

    enum Action {
        case interactive
        case start
        case status
    }

    let button: Cooldown
    let key: String
    let store: CooldownStore
    let action: Action
    let mode: PixelMode
    let height: Int?

    static let valued: Set<String> = TerminalOptions.valued.union(["seconds", "title", "suffix", "key", "store"])
    static let switches: Set<String> = ["start", "status"]

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let duration =
            try parsed.duration("seconds") ?? .seconds(60)
        do {
            button = try Cooldown(
                duration: duration, title: parsed.value("title") ?? "Get code", suffix: parsed.value("suffix") ?? "s")
        } catch {
            throw UsageError("invalid value for --seconds: \(error)")
        }
        key = parsed.value("key") ?? "default"
        guard !key.isEmpty else { throw UsageError("invalid value '' for --key (a key needs a name)") }
        store = parsed.value("store").map { CooldownStore(directory: URL(fileURLWithPath: $0)) } ?? .standard
        switch (parsed.has("start"), parsed.has("status")) {
        case (true, true): throw UsageError("--start and --status are different questions: give one")
        case (true, false): action = .start
        case (false, true): action = .status
        case (false, false): action = .interactive
        }
        mode = try TerminalOptions.pixelMode(parsed)
        height = try TerminalOptions.height(parsed)
    }

    func run() async throws(UsageError) -> Int32 {
        var button = self.button
        button.deadline = try storedDeadline()
        let output = FileOutput.standardOutput
        switch action {
        case .status:
            let now = CooldownInstant.now()
            output.write("\(button.remainingSeconds(at: now))\n")
            return button.isReady(at: now) ? ExitStatus.success : 1
        case .start:
            let now = CooldownInstant.now()
            let started = try press(&button, at: now) == .started
            output.write("\(button.remainingSeconds(at: now))\n")
            return started ? ExitStatus.success : 1
        case .interactive:
            guard let terminal = Terminal() else {
                throw UsageError("the cooldown button needs a terminal; scripts use --start or --status")
            }
            return await runInteractive(button, on: terminal)
        }
    }

    /// The deadline stored under the key. A damaged store is reported once
    /// and counts as empty (a press keeps a copy of it); a store that cannot
    /// be read, or comes from a newer Tally, is an error: it is never overwritten.
    private func storedDeadline() throws(UsageError) -> CooldownDeadline? {
        do {
            return try store.deadline(for: key)
        } catch .corrupt {
            FileOutput.standardError.write(
                "tally: \(CooldownStoreError.corrupt(path: store.file.path)); treating it as empty\n")
            return nil
        } catch {
            throw UsageError("\(error)")
        }
    }

    /// Presses `button` under the store's lock, where the stored deadline
    /// decides: of many processes pressing at once, exactly one starts it.
    private func press(_ button: inout Cooldown, at now: CooldownInstant) throws(UsageError) -> Cooldown.Press {
        do {
            return try store.update(key) { deadline in
                button.deadline = deadline
                let press = button.press(at: now)
                deadline = button.deadline
                return press
            }
        } catch {
            throw UsageError("\(error)")
        }
    }

    private func runInteractive(_ initial: Cooldown, on terminal: Terminal) async
        -> Int32
    {
        terminal.listen(rawKeys: true)
        terminal.enterFullScreen()
        defer { terminal.restore() }
        let (mode, height) = (self.mode, self.height)
        let state = Shared(initial)
        let (columns, rows) = terminal.size
        let screen = LiveScreen<CooldownView>(
            columns: columns, rows: rows, colorMode: terminal.colorMode, output: { terminal.write($0) }
        ) { view, buffer in view.draw(into: &buffer) }
        let render: @Sendable () -> Void = {
            let now = CooldownInstant.now()
            let (text, ready) = state.withLock { ($0.text(at: now), $0.isReady(at: now)) }
            screen.show(CooldownView(text: text, isReady: ready, mode: mode, height: height))
        }
        render()
        var ticker = Self.ticker(state, render)
        defer { ticker.cancel() }
        for await event in terminal.events {
            switch event {
            case .interrupt:
                return ExitStatus.interrupted
            case .key("q"), .key("Q"):
                return ExitStatus.success
            case .resize(let columns, let rows):
                screen.resize(columns: columns, rows: rows)
            case .key("\r"), .key(" "):
                let now = CooldownInstant.now()
                let before = state.withLock { $0 }
                var button = before
                // The store decides; if it cannot be written, the press still counts here.
                let pressed: Cooldown.Press
                if let decided = try? press(&button, at: now) {
                    pressed = decided
                } else {
                    button = before
                    pressed = button.press(at: now)
                }
                state.withLock { $0 = button }
                if pressed == .started {
                    ticker.cancel()
                    ticker = Self.ticker(state, render)
                }
                render()
            default:
                break
            }
        }
        return ExitStatus.success
    }

    /// Redraws on every change of the shown second until the button is ready.
    private static func ticker(_ state: Shared<Cooldown>, _ render: @escaping @Sendable () -> Void) -> Task<Void, Never>
    {
        Task {
            while !Task.isCancelled {
                let left = state.withLock { $0.remaining(at: CooldownInstant.now()) }
                guard left > .zero else { return }
                let (seconds, attoseconds) = left.components
                let whole = attoseconds > 0 ? seconds : seconds - 1
                let wait = left - .seconds(whole) + .milliseconds(1)
                try? await Task.sleep(for: wait, tolerance: .zero)
                guard !Task.isCancelled else { return }
                render()
            }
        }
    }
}
