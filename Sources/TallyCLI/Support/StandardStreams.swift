#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input, output and error as `tally` found them: one that was
/// closed (`tally follow <&-`) is opened on /dev/null at once, so that no
/// file opened later takes its number and gets what was meant for it, and
/// the command can say it was closed.
///
/// ```swift
/// StandardStreams.prepare()
/// StandardStreams.closed.contains(STDIN_FILENO)  // true for `tally follow <&-`
/// ```
enum StandardStreams {
    /// The standard streams (0, 1, 2) that were closed when tally started.
    nonisolated(unsafe) private(set) static var closed: Set<Int32> = []

    /// Opens /dev/null in place of any closed standard stream; called first thing.
    static func prepare() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
        }
    }
}
