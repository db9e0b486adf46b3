import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends tally as soon as the reader of its output pipe goes away, not at its
/// next write: `tally stopwatch | head -c1` writes once a second, and `tally
/// follow | …` may wait for input for ever. A thread waits on standard
/// output for the error a pipe reports once no reader is left, then raises
/// SIGPIPE, whose default action ends the program as a write would have
/// (status 141 in a shell). Only for a pipe or a socket: a terminal or a
/// file has no reader to lose.
///
/// ```swift
/// ReaderWatch.start()
/// ```
enum ReaderWatch {
    /// Starts the watch, once, if standard output is a pipe or a socket.
    static func start() {
        var status = stat()
        guard fstat(STDOUT_FILENO, &status) == 0 else { return }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFIFO || kind == S_IFSOCK else { return }
        Thread {
            var output = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
            while true {
                let ready = poll(&output, 1, -1)
                if ready < 0, errno == EINTR { continue }
                guard ready > 0, output.revents & Int16(POLLERR | POLLHUP) != 0 else { return }
                raise(SIGPIPE)
                return
            }
        }.start()
    }
}
