import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal the program runs in: size, full-screen mode, raw keys,
/// signals, and putting everything back.
///
/// ``enterFullScreen()`` switches to the alternate screen, hides the cursor
/// and reads keys one by one; ``restore()`` undoes all of it and is safe to
/// call more than once. A fatal signal (a trap, an abort, a bad access)
/// puts the terminal back too before it ends the program. Ctrl-Z or SIGTSTP
/// puts it back and stops the program; `fg` (SIGCONT) takes the screen back
/// and redraws it. Signals (SIGINT, SIGTERM, SIGHUP, SIGWINCH) and keys
/// arrive as ``events``, from a thread that only waits on file descriptors,
/// so a signal never runs anything but a one-byte write. Each read of
/// ``events`` is a new subscription: one part of a program can stop
/// listening (its task cancelled) while another listens on.
///
/// ```swift
/// guard let terminal = Terminal() else { return }  // stdout is not a terminal
/// terminal.enterFullScreen()
/// defer { terminal.restore() }
/// for await event in terminal.events {
///     if event == .interrupt || event == .key("q") { break }
/// }
/// ```
public final class Terminal: Sendable {
    private let state = Mutex(State())
    private let hub = EventHub()

    private struct State {
        var original: termios?
        /// The raw settings in force, to put back after a stop (Ctrl-Z, fg).
        var raw: termios?
        var isFullScreen = false
        var listening = false
    }

    /// Keys, resizes and interrupts from now on, in the order they happen:
    /// a new stream for each caller. Events that came while no stream was
    /// open start the next one, so no key is lost between two listeners.
    public var events: AsyncStream<TerminalEvent> { hub.subscribe() }

    private let output: Int32
    private let input: Int32

    /// How colours are written here, decided once from the environment
    /// (`NO_COLOR`, `COLORTERM`, `TERM`) when the terminal is opened.
    ///
    /// ```swift
    /// Terminal(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"])?.colorMode  // .palette256
    /// ```
    public let colorMode: ColorMode

    /// How big digits are best drawn here, decided once from the
    /// environment (`TERM`) when the terminal is opened: what a program
    /// uses when its user has not chosen.
    ///
    /// ```swift
    /// Terminal(environment: ["TERM": "linux", "LANG": "C.UTF-8"])?.pixelMode  // .ascii
    /// ```
    public let pixelMode: PixelMode

    /// The window title saved (xterm's title stack), alternate screen on,
    /// cursor hidden and home.
    static let enterFullScreen: StaticString = "\u{1B}[22;0t\u{1B}[?1049h\u{1B}[?25l\u{1B}[H"
    /// Colours reset, cursor shown, alternate screen off, the window title
    /// put back: also written by a fatal signal's handler, so it lives in
    /// the binary, not on the heap.
    static let leaveFullScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0t"

    private func write(_ sequence: StaticString) {
        write(Array(UnsafeBufferPointer(start: sequence.utf8Start, count: sequence.utf8CodeUnitCount)))
    }

    /// The terminal on standard output, or nil when standard output is not
    /// one, is a dumb terminal (`TERM=dumb`: no cursor addressing), or the
    /// locale is not UTF-8 (`LANG=C`: no block glyphs): those get the plain
    /// output a pipe gets.
    public init?(
        output: Int32 = STDOUT_FILENO, input: Int32 = STDIN_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        guard isatty(output) == 1, environment["TERM"] != "dumb", Self.speaksUTF8(environment) else { return nil }
        self.output = output
        colorMode = ColorMode(environment: environment)
        pixelMode = PixelMode(environment: environment)
        // Keys come from the controlling terminal when standard input is
        // something else (`tally cooldown < /dev/null`).
        if isatty(input) != 1, case let tty = open("/dev/tty", O_RDWR | O_CLOEXEC), tty >= 0 {
            self.input = tty
        } else {
            self.input = input
        }
    }

    /// Whether the locale in `environment` (`LC_ALL`, else `LC_CTYPE`, else
    /// `LANG`) encodes characters as UTF-8.
    ///
    /// ```swift
    /// Terminal.speaksUTF8(["LANG": "en_US.UTF-8"])  // true
    /// Terminal.speaksUTF8(["LC_ALL": "C"])          // false
    /// ```
    public static func speaksUTF8(_ environment: [String: String]) -> Bool {
        let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let upper = name.uppercased()
        return upper.contains("UTF-8") || upper.contains("UTF8")
    }

    /// Whether keys can be read: standard input is a terminal, or the
    /// controlling terminal could be opened instead.
    public var readsKeys: Bool { isatty(input) == 1 }

    /// Columns and rows of the window (80 × 24 if the terminal will not
    /// say), at most 2,048 × 1,024: a picture in a larger window takes its
    /// top-left corner.
    ///
    /// ```swift
    /// let (columns, rows) = terminal.size  // (80, 24) in a classic window
    /// ```
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0 else { return (80, 24) }
        return Self.pictureSize(of: window)
    }

    /// The most columns and rows a picture takes: a larger window (a
    /// terminal may say up to 65,535 × 65,535) is drawn in its top-left
    /// corner this size, so that a frame's cell buffers stay near 25 MB
    /// each instead of failing to allocate.
    static let largestSize = (columns: 2048, rows: 1024)

    /// The picture's size in a window that the kernel says is `window`:
    /// at most ``largestSize``, and 80 × 24 when it says nothing (a zero).
    static func pictureSize(of window: winsize) -> (columns: Int, rows: Int) {
        guard window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
        return (min(Int(window.ws_col), largestSize.columns), min(Int(window.ws_row), largestSize.rows))
    }

    /// Writes bytes to the terminal in one call (retrying short writes).
    public func write(_ bytes: [UInt8]) {
        FileOutput(descriptor: output).write(bytes)
    }

    /// Starts delivering ``events``: signals always, keys when standard
    /// input is a terminal (in raw mode, restored by ``restore()``).
    public func listen(rawKeys: Bool) {
        let raw = rawKeys && readsKeys
        let keyboard = self.input
        let started: Bool = state.withLock { state in
            guard !state.listening else { return false }
            state.listening = true
            if raw {
                var settings = termios()
                if tcgetattr(keyboard, &settings) == 0 {
                    state.original = settings
                    cfmakeraw(&settings)
                    settings.c_oflag |= tcflag_t(OPOST | ONLCR)
                    _ = tcsetattr(keyboard, TCSANOW, &settings)
                    state.raw = settings
                }
            }
            return true
        }
        guard started else { return }
        CrashRestore.arm(output: output, input: keyboard, original: state.withLock { $0.original })
        SignalPipe.install()
        let hub = self.hub
        let keys = raw ? keyboard : -1
        let output = self.output
        let thread = Thread { [self] in
            Self.readEvents(
                input: keys, output: output, suspend: { self.suspend() }, resume: { self.resumeAfterStop() }
            ) {
                hub.yield($0)
            }
        }
        thread.start()
    }

    /// Switches to the alternate screen with the cursor hidden.
    public func enterFullScreen() {
        state.withLock { $0.isFullScreen = true }
        CrashRestore.arm(output: output, input: input, original: state.withLock { $0.original })
        CrashRestore.enteredFullScreen()
        write(Self.enterFullScreen)
    }

    /// Shows the cursor, leaves the alternate screen, resets colours and
    /// gives back the terminal's own input mode. Safe to call again.
    public func restore() {
        let (wasFullScreen, original): (Bool, termios?) = state.withLock { state in
            defer {
                state.isFullScreen = false
                state.original = nil
            }
            return (state.isFullScreen, state.original)
        }
        CrashRestore.disarm()
        if wasFullScreen {
            write(Self.leaveFullScreen)
        }
        if var original {
            _ = tcsetattr(input, TCSANOW, &original)
        }
        state.withLock { $0.raw = nil }
    }

    /// Job control (Ctrl-Z, or SIGTSTP from outside): puts the terminal back
    /// as the shell wants it, then stops the program as the default action
    /// would. It goes on after `fg` (SIGCONT), in ``resumeAfterStop()``.
    private func suspend() {
        let (wasFullScreen, original) = state.withLock { ($0.isFullScreen, $0.original) }
        if wasFullScreen { write(Self.leaveFullScreen) }
        if var original { _ = tcsetattr(input, TCSANOW, &original) }
        signal(SIGTSTP, SIG_DFL)
        // This thread may have been born with signals blocked (as threads of
        // the concurrency pool are): unblock the stop, and send it to the
        // process group, as the terminal's Ctrl-Z would.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        kill(0, SIGTSTP)  // stops here until SIGCONT
        SignalPipe.catchSignal(SIGTSTP)
    }

    /// After a stop: raw keys and the full screen again. The event that
    /// follows (a resize to the current size) redraws every cell.
    private func resumeAfterStop() {
        let (isFullScreen, raw) = state.withLock { ($0.isFullScreen, $0.raw) }
        if var raw { _ = tcsetattr(input, TCSANOW, &raw) }
        if isFullScreen { write(Self.enterFullScreen) }
    }

    /// Waits on the key input and the signal pipe, forever.
    private static func readEvents(
        input: Int32, output: Int32, suspend: () -> Void, resume: () -> Void, deliver: (TerminalEvent) -> Void
    ) {
        var descriptors = [SignalPipe.readEnd]
        if input >= 0 { descriptors.append(input) }
        var buffer = [UInt8](repeating: 0, count: 64)
        var keys = KeyDecoder()
        while true {
            guard let ready = Self.waitUntilReadable(descriptors) else { return }
            for index in descriptors.indices where ready[index] {
                let count = read(descriptors[index], &buffer, buffer.count)
                guard count > 0 else {
                    if index > 0 { descriptors.removeLast() }
                    continue
                }
                for byte in buffer[0..<count] {
                    if index == 0 ? Int32(byte) == SIGTSTP : byte == 0x1A {  // SIGTSTP, or Ctrl-Z read raw
                        suspend()
                    } else if index == 0, Int32(byte) == SIGCONT {
                        resume()
                        deliver(signalEvent(SIGWINCH, output: output))  // redraw everything
                    } else if index == 0 {
                        deliver(signalEvent(Int32(byte), output: output))
                    } else if let event = keys.event(for: byte) {
                        deliver(event)
                    }
                }
            }
        }
    }

    /// Waits until one of `descriptors` can be read; which can, or nil on
    /// an error. With select(2), not poll(2): Darwin's poll answers POLLNVAL
    /// for a device such as /dev/tty (read when standard input is
    /// redirected), and the loop then blocked in read, so resizes and
    /// signals waited for a key. select works for devices on both systems;
    /// the set is filled byte by byte, the same on Glibc's 64-bit and
    /// Darwin's 32-bit words (both little-endian here).
    static func waitUntilReadable(_ descriptors: [Int32]) -> [Bool]? {
        guard let highest = descriptors.max(), highest < FD_SETSIZE, descriptors.allSatisfy({ $0 >= 0 }) else {
            return nil
        }
        while true {
            var set = fd_set()
            withUnsafeMutableBytes(of: &set) { bytes in
                for descriptor in descriptors { bytes[Int(descriptor) / 8] |= UInt8(1) << UInt8(descriptor % 8) }
            }
            let count = select(highest + 1, &set, nil, nil, nil)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            return withUnsafeBytes(of: &set) { bytes in
                descriptors.map { bytes[Int($0) / 8] & (UInt8(1) << UInt8($0 % 8)) != 0 }
            }
        }
    }

    private static func signalEvent(_ signal: Int32, output: Int32) -> TerminalEvent {
        guard signal == SIGWINCH else { return .interrupt }
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0 else { return .resize(columns: 80, rows: 24) }
        let size = pictureSize(of: window)
        return .resize(columns: size.columns, rows: size.rows)
    }
}
