import Foundation
import TallyCore
import TallyLottie
import TallyTerminal

/// `tally cooldown`: the "resend code in 59s" button (the countdown-button post's setTheCountdownButton).
struct CooldownCommand: Command {
    static let name = "cooldown"
    static let operands = ""
    static let abstract = "a \"resend code in 59s\" button that survives relaunch"
    static let maximumOperandCount = 0
    static let synopsis = [
        "tally cooldown [--seconds 60] [--title T] [--key K] [options]",
        "tally cooldown --key K --start", "tally cooldown --key K --status",
    ]
    static let discussion = """
        An interactive button: Enter or space presses it; it then shows the seconds
        left (rounded up: 60 at once, 1 until the very end) with the suffix, refuses
        presses, and at zero shows its title again. The deadline is kept in a store,
        so quitting and relaunching with the same key resumes the time left; a change
        of the wall clock cannot stretch it. q quits (status 0), Ctrl-C 130.
        """

    static let start = Flag(
        "start", help: "press it without a terminal: exit 0 if it started, 1 if still cooling; prints the seconds left")
    static let status = Flag("status", help: "print the seconds left: exit 0 ready, 1 cooling")
    static let sections = [
        HelpText.Section(title: "FOR SCRIPTS", rows: [start.spec.helpRow, status.spec.helpRow])
    ]
    static let seconds = Option<Duration>(
        "seconds", value: "D", help: "how long a press disables it (also 90s, 2m)", default: "60"
    ) { text, name throws(UsageError) in try ValueParsers.duration(text, for: name) }
    static let title = Option<String>("title", value: "T", help: "shown when ready", defaultValue: "Get code")
    static let suffix = Option<String>(
        "suffix", value: "S", help: "after the seconds", defaultValue: "s", shownAs: "\"s\": \"59s\"")
    static let key = Option<String>("key", value: "K", help: "which cooldown", defaultValue: "default")
    static let fps = Option<FrameRate>(
        "fps", value: "N", help: "the --lottie file's frames per second", default: "60"
    ) { text, name throws(UsageError) in try ValueParsers.rate(text, for: name) }
    static let store = Option<String>(
        "store", value: "DIR", help: "where deadlines are kept",
        default: "$XDG_STATE_HOME/tally, else ~/.local/state/tally", completion: .directory, anyText: true)

    /// Parsed like every option; shown under FOR SCRIPTS, not OPTIONS.
    static let options =
        [start.spec, status.spec, seconds.spec, title.spec, suffix.spec, key.spec, store.spec]
        + DigitOptions.specs + LottieOptions.specs + LottieOptions.looks + [fps.spec]

    static let examples = [
        "tally cooldown", "tally cooldown --key login --seconds 90s --start",
        "tally cooldown --seconds 5 --title Resend --lottie resend.json --fps 30",
    ]

    enum Action {
        case interactive
        case start
        case status
    }

    let button: Cooldown
    let key: String
    let store: CooldownStore
    let action: Action
    /// `--pixels`, `--weight`, `--height`.
    let digits: DigitOptions
    /// `--lottie FILE`: the button pressed, as a Lottie animation.
    let lottie: (path: String, destination: SVGDestination, style: LottieStyle)?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let duration = try parsed.valueOrDefault(Self.seconds)
        let title = try parsed.valueOrDefault(Self.title)
        let suffix = try parsed.valueOrDefault(Self.suffix)
        do {
            button = try Cooldown(duration: duration, title: title, suffix: suffix)
        } catch {
            throw UsageError("invalid value for --seconds: \(error)")
        }
        key = try parsed.valueOrDefault(Self.key)
        guard !key.isEmpty else { throw UsageError("invalid value '' for --key (a key needs a name)") }
        let folder = try parsed.value(Self.store)
        if folder == "" { throw UsageError("invalid value '' for --store (a folder for the deadlines)") }
        store = folder.map { CooldownStore(directory: URL(fileURLWithPath: $0)) } ?? .standard
        switch (parsed.has(Self.start), parsed.has(Self.status)) {
        case (true, true): throw UsageError("--start and --status are different questions: give one")
        case (true, false): action = .start
        case (false, true): action = .status
        case (false, false): action = .interactive
        }
        digits = try DigitOptions(parsed)
        lottie = try LottieOptions.parse(parsed, framesPerSecond: try parsed.value(Self.fps)?.framesPerSecond)
        if lottie == nil {
            for option in LottieOptions.looks + [Self.fps.spec] where parsed.value(option.name) != nil {
                throw UsageError("--\(option.name) goes with --lottie FILE")
            }
        } else if action != .interactive {
            throw UsageError("--lottie writes the button pressed: it goes without --start and --status")
        }
    }

    func run() async throws(UsageError) -> Int32 {
        if let lottie {
            // An export: the store is neither read nor written.
            let failure = lottie.destination.write(style: lottie.style, option: "--lottie", name: lottie.path) {
                AnimatedLottie.cooldown(self.button, style: $0, writingTo: $1)
            }
            if let failure {
                FileOutput.standardError.write("tally: \(UsageError.oneLine(failure))\n")
                return ExitStatus.outputFailed
            }
            return ExitStatus.success
        }
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
            // What can still be read of it counts; the next press keeps the file aside.
            let salvaged = store.salvage()
            FileOutput.standardError.write(
                "tally: \(CooldownStoreError.corrupt(path: store.file.path)); \(salvaged.count) of its entries"
                    + " could be read and are used (a press keeps the damaged file aside)\n")
            return salvaged[key]
        } catch {
            throw UsageError("\(error)")
        }
    }

    /// Presses `button` under the store's lock, where the stored deadline
    /// decides: of many processes pressing at once, exactly one starts it.
    private func press(_ button: inout Cooldown, at now: CooldownInstant) throws(UsageError) -> Cooldown.Press {
        try UsageError.reporting {
            try store.update(key, onDamage: Self.tellDamage) { deadline in
                button.deadline = deadline
                let press = button.press(at: now)
                deadline = button.deadline
                return press
            }
        }
    }

    /// Says where a damaged store was kept aside, and what was carried over.
    private static func tellDamage(_ keptAside: String, _ recovered: Int) {
        FileOutput.standardError.write(
            "tally: the damaged cooldown store was kept aside as \(keptAside); \(recovered) of its entries carried over\n"
        )
    }

    private func runInteractive(_ initial: Cooldown, on terminal: Terminal) async -> Int32 {
        await FullScreenSession.run(on: terminal, digits: digits) { session in
            .exit(await interact(initial, in: session, clock: FrameClock(), now: CooldownInstant.now))
        }
    }

    /// The button on any terminal, its redraws paced by `clock` and its
    /// time read from `now` (the device's clocks; made-up ones in tests):
    /// Enter or space presses, q quits (0), an interrupt 130, a resize redraws.
    func interact<C: Clock>(
        _ initial: Cooldown, in session: FullScreenSession, clock: C, now: @escaping @Sendable () -> CooldownInstant
    ) async -> Int32 where C.Duration == Duration {
        let (terminal, digits) = (session.terminal, session.digits)
        let (mode, weight, height) = (digits.mode, digits.weight, digits.height)
        let state = Locked(initial)
        let (columns, rows) = terminal.size
        let screen = LiveScreen<CooldownView>(
            columns: columns, rows: rows, colorMode: terminal.colorMode, output: { terminal.write($0) }
        ) { view, buffer in view.draw(into: &buffer) }
        let render: @Sendable () -> Void = {
            let instant = now()
            let (text, ready) = state.withLock { ($0.text(at: instant), $0.isReady(at: instant)) }
            screen.show(CooldownView(text: text, isReady: ready, mode: mode, weight: weight, height: height))
        }
        render()
        var ticker = Self.ticker(state, clock: clock, now: now, render)
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
                let instant = now()
                let before = state.withLock { $0 }
                var button = before
                // The store decides; if it cannot be written, the press still counts here.
                let pressed: Cooldown.Press
                if let decided = try? press(&button, at: instant) {
                    pressed = decided
                } else {
                    button = before
                    pressed = button.press(at: instant)
                }
                state.withLock { $0 = button }
                if pressed == .started {
                    ticker.cancel()
                    ticker = Self.ticker(state, clock: clock, now: now, render)
                }
                render()
            default:
                break
            }
        }
        return ExitStatus.success
    }

    /// Redraws on every change of the shown second until the button is ready.
    private static func ticker<C: Clock>(
        _ state: Locked<Cooldown>, clock: C, now: @escaping @Sendable () -> CooldownInstant,
        _ render: @escaping @Sendable () -> Void
    ) -> Task<Void, Never> where C.Duration == Duration {
        Task {
            await CooldownTicker(clock: clock).run(frame: { state.withLock { $0.frame(at: now()) } }) { _ in render() }
        }
    }
}
