import TallyTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error as `tally` found them: one that was
/// closed (`tally follow <&-`) is opened on /dev/null at once, so that no
/// file opened later takes its number and gets what was meant for it, and
/// the command can say it was closed. A closed standard output is opened
/// for reading only: every write to it fails (EBADF) as it would have on
/// the closed descriptor, so a command whose output goes nowhere fails
/// with status 74 from its first write, and one that writes nothing there
/// succeeds.
///
/// ```swift
/// StandardStreams.prepare()
/// StandardStreams.closed.contains(STDIN_FILENO)  // true for `tally follow <&-`
/// ```
enum StandardStreams {
    /// The standard streams (0, 1, 2) that were closed when tally started.
    nonisolated(unsafe) private(set) static var closed: Set<Int32> = []

    /// Why standard output cannot be written, as `tally` says it: "it is
    /// closed" when it was, else the C library's words for the first
    /// failed write; nil while every write has succeeded.
    static var outputFailure: String? {
        guard let failure = FileOutput.standardOutput.failure else { return nil }
        return closed.contains(STDOUT_FILENO) ? "it is closed" : failure
    }

    /// Opens /dev/null in place of any closed standard stream; called first thing.
    static func prepare() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            // Standard error stays writable: its messages are lost, not failures.
            _ = open("/dev/null", descriptor == STDERR_FILENO ? O_WRONLY : O_RDONLY)
        }
    }
}
