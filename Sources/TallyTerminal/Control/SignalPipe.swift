#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The self-pipe that turns signals into bytes: the handler writes the
/// signal number (async-signal-safe) and ``Terminal`` reads it on its
/// event thread.
enum SignalPipe {
    /// Both ends, set once by ``install()`` before any handler runs.
    nonisolated(unsafe) private static var ends: (read: Int32, write: Int32) = (-1, -1)
    private static let setUp: Void = {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        _ = fcntl(descriptors[1], F_SETFL, fcntl(descriptors[1], F_GETFL) | O_NONBLOCK)
        ends = (descriptors[0], descriptors[1])
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT] {
            catchSignal(signalNumber)
        }
    }()

    /// Sends `signalNumber` down the pipe from now on.
    static func catchSignal(_ signalNumber: Int32) {
        install(signalNumber, flags: SA_RESTART) { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(SignalPipe.ends.write, &byte, 1)
        }
    }

    /// Installs `handler` for `signalNumber` with `flags`, whichever C library
    /// names the handler's field.
    static func install(_ signalNumber: Int32, flags: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        sigaction(signalNumber, &action, nil)
    }

    static var readEnd: Int32 { ends.read }

    /// Creates the pipe and installs the handlers, once.
    static func install() {
        _ = setUp
    }
}
