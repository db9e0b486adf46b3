import Synchronization

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
    /// The guarded file's path, read by the signal handler on any thread.
    /// A path once guarded is never freed: a handler that loaded it just
    /// before ``disarm()`` still reads a valid string (a few bytes a file,
    /// and a program guards one or two).
    /// Held as an address (0: none), since an atomic pointer is not Sendable.
    private static let path = Atomic<Int>(0)

    /// Guards `path` until ``disarm()``.
    ///
    /// - Parameter path: The temporary file.
    public init(_ path: String) {
        Self.path.store(Int(bitPattern: strdup(path)), ordering: .sequentiallyConsistent)
        Interrupts.installHandler()
    }

    /// Stops guarding the file (it was renamed or removed).
    public func disarm() {
        Self.path.store(0, ordering: .sequentiallyConsistent)
    }

    /// The guarded file's path, if any.
    static var guardedPath: UnsafeMutablePointer<CChar>? {
        UnsafeMutablePointer(bitPattern: path.load(ordering: .sequentiallyConsistent))
    }

    /// Removes the guarded file, if any: from a signal handler.
    static func removeGuardedFile() {
        if let guardedPath { unlink(guardedPath) }
    }
}
