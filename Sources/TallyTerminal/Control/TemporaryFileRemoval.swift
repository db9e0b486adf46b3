#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a temporary file if the program is interrupted (SIGINT, SIGTERM,
/// SIGHUP) while it is written, so that no half-written file is left; the
/// program then ends as ``Interrupts`` says (by the signal, unless
/// ``Interrupts/exitOnInterrupt(status:)`` chose a status).
///
/// ```swift
/// let removal = TemporaryFileRemoval(".out.svg.1234.tmp")
/// defer { removal.disarm() }
/// // write the temporary file, then rename it over the target
/// ```
public struct TemporaryFileRemoval: Sendable {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    // Written before the handlers are installed and after they are removed.
    private nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?

    /// Guards `path` until ``disarm()``.
    ///
    /// - Parameter path: The temporary file.
    public init(_ path: String) {
        Self.path = strdup(path)
        for signalNumber in Self.signals {
            SignalPipe.install(signalNumber, flags: 0) { number in Interrupts.handle(number) }
        }
    }

    /// Stops guarding the file (it was renamed or removed).
    public func disarm() {
        let path = Self.path
        Self.path = nil
        free(path)
    }

    /// Removes the guarded file, if any: from a signal handler.
    static func removeGuardedFile() {
        if let path { unlink(path) }
    }
}
