#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a file being written if the program is interrupted meanwhile
/// (SIGINT, SIGTERM, SIGHUP), then lets the signal end the program as it
/// would have; so an export stopped with Ctrl-C leaves no temporary file.
/// One at a time; the handler only calls `unlink` and `raise`.
///
/// ```swift
/// let removal = TemporaryFileRemoval("/tmp/.roll.svg.123.tmp")
/// defer { removal.disarm() }
/// // … write the file, rename it into place
/// ```
public struct TemporaryFileRemoval: Sendable {
    /// The signals that stop a program from outside.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    // Written before the handlers are installed and after they are removed.
    private nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?

    /// Removes `path` on an interrupt from now until ``disarm()``.
    public init(_ path: String) {
        Self.path = strdup(path)
        for signalNumber in Self.signals {
            // 0x80000000 on Linux: no Int32 holds it as a literal.
            SignalPipe.install(signalNumber, flags: Int32(truncatingIfNeeded: SA_RESETHAND)) { signalNumber in
                if let path = TemporaryFileRemoval.path { unlink(path) }
                raise(signalNumber)
            }
        }
    }

    /// The file is in place (or gone): an interrupt ends the program as usual.
    public func disarm() {
        for signalNumber in Self.signals { signal(signalNumber, SIG_DFL) }
        free(Self.path)
        Self.path = nil
    }
}
