import Synchronization
import TallyCore
import TallyTerminal

/// Plays a timeline full-screen: a driver delivers frames into a view, the
/// terminal's events control it. Space pauses and resumes, q and Ctrl-C (or
/// SIGINT, SIGTERM, SIGHUP) stop, a resize redraws at once; a command adds
/// its own keys. Generic over the clock and the terminal, so tests play it
/// on a `ManualClock` into a `MemoryTerminal`. The caller owns the
/// terminal's modes (raw keys, the alternate screen) and restores them.
struct FullScreenPlayback<Content: FrameTimeline, View: PlaybackView, C: Clock>: Sendable where C.Duration == Duration {
    let terminal: any TerminalDevice
    /// The terminal's events from the start of the playback to the end of
    /// its hold: none is lost between the two.
    let events: EventQueue
    let driver: Driver<Content, C>
    let screen: LiveScreen<View>
    /// Puts a frame into the view.
    let apply: @Sendable (Content.Frame, inout View) -> Void
    /// Handles a key the playback does not, with the screen to change the
    /// picture on; returns true if it restarted the timeline (which also
    /// ends a pause).
    let handleKey: @Sendable (Character, LiveScreen<View>) async -> Bool
    /// Whether the frame after each one is drawn ahead when the driver
    /// knows it (a timer's next second), so that it is written on time.
    let drawsAhead: Bool
    /// Called with each frame once it is on the screen.
    let onShown: @Sendable (Content.Frame) -> Void

    init(
        terminal: any TerminalDevice, driver: Driver<Content, C>, view: View,
        apply: @escaping @Sendable (Content.Frame, inout View) -> Void,
        handleKey: @escaping @Sendable (Character, LiveScreen<View>) async -> Bool = { _, _ in false },
        drawsAhead: Bool = false,
        onShown: @escaping @Sendable (Content.Frame) -> Void = { _ in }
    ) {
        self.terminal = terminal
        // Subscribed before the first frame: a key pressed at once is seen.
        events = EventQueue(terminal.events)
        self.driver = driver
        let (columns, rows) = terminal.size
        screen = LiveScreen(
            columns: columns, rows: rows, colorMode: terminal.colorMode, output: { terminal.write($0) }
        ) { $0.draw(into: &$1) }
        // The driver's first frame draws it, at the instant its clock starts.
        screen.set(view)
        self.apply = apply
        self.handleKey = handleKey
        self.drawsAhead = drawsAhead
        self.onShown = onShown
    }

    /// How a playback ended.
    enum Ending: Sendable, Equatable {
        /// The timeline reached its end.
        case finished
        /// q was pressed.
        case quit
        /// Ctrl-C, SIGINT, SIGTERM or SIGHUP.
        case interrupted
    }

    /// Plays to the end or until stopped.
    func run() async -> Ending {
        let ending = Locked(Ending.finished)
        let controls = Task { await self.control(reportingTo: ending) }
        let shown = Locked<View?>(nil)
        _ = await driver.playOnFrameThread { frame, elapsed in self.show(frame, at: elapsed, keeping: shown) }
        // The keys not read yet stay for whatever comes next (a hold).
        events.interruptReader()
        await controls.value
        events.resumeReading()
        return ending.withLock { $0 }
    }

    /// The keys and signals while the timeline plays: pause, quit, resize,
    /// and the command's own keys. (Each part is a method of its own: Swift
    /// 6.0's compiler crashed on these closures written inside `run()`.)
    private func control(reportingTo ending: Locked<Ending>) async {
        while let event = await events.next() {
            switch event {
            case .interrupt, .key("q"), .key("Q"):
                ending.withLock { $0 = event == .interrupt ? .interrupted : .quit }
                await driver.stop()
                return
            case .resize(let columns, let rows):
                screen.resize(columns: columns, rows: rows)
            case .key(" "):
                let paused = await driver.togglePause()
                screen.update { $0.isPaused = paused }
            case .key(let key):
                // A restart ends a pause: the picture says what the driver does.
                if await handleKey(key, screen) {
                    let paused = await driver.isPaused
                    screen.update { $0.isPaused = paused }
                }
            }
        }
    }

    /// Puts `frame` on the screen, keeps the view in `shown`, and draws the
    /// next frame ahead when asked to and the driver knows it.
    /// Called by the driver's run, on the driver's executor.
    private func show(_ frame: Content.Frame, at elapsed: Duration, keeping shown: Locked<View?>) {
        screen.update { view in
            apply(frame, &view)
            shown.withLock { $0 = view }
        }
        onShown(frame)
        guard drawsAhead, let next = driver.assumeIsolated({ $0.upcomingFrame(after: elapsed) }),
            var view = shown.withLock({ $0 })
        else { return }
        apply(next, &view)
        screen.prepare(view)
    }

    /// Holds the last picture until a key is pressed (or an interrupt
    /// arrives), flipping `blink` on and off every `interval` of the
    /// driver's clock; a resize redraws it.
    func hold(blinking blink: @escaping @Sendable (inout View, Bool) -> Void, every interval: Duration) async {
        let screen = self.screen
        let clock = driver.clock
        let blinker = Task {
            var on = true
            while !Task.isCancelled {
                let phase = on
                screen.update { blink(&$0, phase) }
                on.toggle()
                try? await clock.sleep(for: interval)
            }
        }
        while let event = await events.next() {
            if case .resize(let columns, let rows) = event {
                screen.resize(columns: columns, rows: rows)
            } else {
                break
            }
        }
        // No blink may come after the caller puts the terminal back.
        blinker.cancel()
        await blinker.value
    }
}

extension FullScreenPlayback {
    /// The playback of a command's timeline in the command's picture.
    init<Command: TimelineCommand>(
        _ command: Command, driver: Driver<Content, C>, in session: FullScreenSession
    ) where Command.Content == Content, Command.View == View {
        self.init(terminal: session.terminal, driver: driver, view: command.view(in: session), apply: Command.apply)
    }
}
