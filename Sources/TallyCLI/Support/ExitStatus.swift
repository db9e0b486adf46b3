/// The exit statuses of `tally`, documented in `tally --help`.
enum ExitStatus {
    /// The work ran to its end.
    static let success: Int32 = 0
    /// A command-line argument was bad; one line on stderr names it.
    static let usage: Int32 = 2
    /// Interrupted by the user or a signal (Ctrl-C, SIGTERM, SIGHUP).
    static let interrupted: Int32 = 130
}
