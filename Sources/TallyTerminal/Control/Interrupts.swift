import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What SIGINT, SIGTERM and SIGHUP do to a program while it is not full
/// screen (a full-screen ``Terminal`` catches them itself, to put the
/// terminal back): once ``exitOnInterrupt(status:)`` is called, each ends
/// the program with that status, after ending a child process group named
/// with ``setChildGroup(_:)`` and removing the file a
/// ``TemporaryFileRemoval`` guards. The handler does nothing but those
/// async-signal-safe calls and atomic loads of globals made beforehand.
///
/// ```swift
/// Interrupts.exitOnInterrupt(status: 130)
/// Interrupts.setChildGroup(child.processIdentifier)  // ended on Ctrl-C too
/// ```
public enum Interrupts {
    /// The process group of a child to end first, or 0.
    private static let childGroup = Atomic<Int32>(0)
    /// The status to exit with, or -1 before ``exitOnInterrupt(status:)``.
    private static let status = Atomic<Int32>(-1)

    /// From now on, SIGINT, SIGTERM and SIGHUP end the program with `status`.
    ///
    /// ```swift
    /// Interrupts.exitOnInterrupt(status: 130)
    /// ```
    public static func exitOnInterrupt(status: Int32) {
        Self.status.store(status, ordering: .relaxed)
        installHandler()
    }

    /// Installs ``handle(_:)`` for SIGINT, SIGTERM and SIGHUP, after
    /// making the globals it reads: a Swift global is made on first use,
    /// which must not happen inside a signal handler.
    static func installHandler() {
        _ = childGroup.load(ordering: .relaxed)
        _ = status.load(ordering: .relaxed)
        _ = TemporaryFileRemoval.guardedPath
        for number in [SIGINT, SIGTERM, SIGHUP] {
            SignalPipe.install(number, flags: 0) { number in Interrupts.handle(number) }
        }
    }

    /// Names the process group of a child to end before the program ends
    /// (0: none).
    ///
    /// ```swift
    /// Interrupts.setChildGroup(0)  // the child has ended
    /// ```
    public static func setChildGroup(_ group: Int32) {
        childGroup.store(group, ordering: .relaxed)
    }

    /// Ends the child group, removes the guarded file, and exits with the
    /// status, or, before ``exitOnInterrupt(status:)``, dies of the signal.
    static func handle(_ number: Int32) {
        let group = childGroup.load(ordering: .relaxed)
        if group > 0 { kill(-group, SIGTERM) }
        TemporaryFileRemoval.removeGuardedFile()
        let status = status.load(ordering: .relaxed)
        if status >= 0 { _exit(status) }
        signal(number, SIG_DFL)
        raise(number)
    }
}
