#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back when the program dies of a fatal signal (a trap,
/// an abort, a bad memory access, or such a signal sent from outside), then
/// lets the signal end the program as it would have.
///
/// The handler only does what is safe in a signal handler: one `write` of
/// bytes fixed in the binary, one `tcsetattr` with settings saved
/// beforehand, then the signal again with its default action
/// (`SA_RESETHAND`), so the exit status and any core dump are the signal's.
///
/// ```swift
/// CrashRestore.arm(output: STDOUT_FILENO, input: STDIN_FILENO, original: settings)
/// CrashRestore.enteredFullScreen()
/// // … a trap now leaves the terminal as it was, and the process dies of SIGILL
/// CrashRestore.disarm()
/// ```
enum CrashRestore {
    /// Signals that end a program unless handled, and that a bug can raise.
    static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    // Plain memory, written before the handlers can run and only read by them.
    private nonisolated(unsafe) static var output: Int32 = -1
    private nonisolated(unsafe) static var input: Int32 = -1
    private nonisolated(unsafe) static var isFullScreen = false
    private nonisolated(unsafe) static var hasSettings = false
    private nonisolated(unsafe) static let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    private nonisolated(unsafe) static var installed = false

    /// Remembers what to put back, and installs the handlers once.
    static func arm(output: Int32, input: Int32, original: termios?) {
        self.output = output
        self.input = input
        if let original {
            settings.pointee = original
            hasSettings = true
        }
        guard !installed else { return }
        installed = true
        for signalNumber in fatalSignals {
            // 0x80000000 on Linux: no Int32 holds it as a literal.
            SignalPipe.install(signalNumber, flags: Int32(truncatingIfNeeded: SA_RESETHAND)) { signalNumber in
                CrashRestore.putBack()
                raise(signalNumber)
            }
        }
    }

    /// The alternate screen is on: a crash leaves it.
    static func enteredFullScreen() {
        isFullScreen = true
    }

    /// The terminal is back as it was: a crash has nothing to put back.
    static func disarm() {
        isFullScreen = false
        hasSettings = false
    }

    private static func putBack() {
        if isFullScreen, output >= 0 {
            let bytes = Terminal.leaveFullScreen
            _ = write(output, bytes.utf8Start, bytes.utf8CodeUnitCount)
        }
        if hasSettings, input >= 0 {
            _ = tcsetattr(input, TCSANOW, settings)
        }
    }
}
