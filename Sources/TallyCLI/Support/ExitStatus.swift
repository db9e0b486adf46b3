/// The exit statuses of `tally`, documented in `tally --help`.
enum ExitStatus {
    /// The work ran to its end.
    static let success: Int32 = 0
    /// A command-line argument or the input was bad; one line on stderr names it.
    static let usage: Int32 = 2
    /// The command `timer --exec` ran failed or was ended by a signal.
    static let execFailed: Int32 = 1
    /// The output could not be written (a full disk, a device error): EX_IOERR of sysexits(3).
    static let outputFailed: Int32 = 74
    /// Interrupted by the user or a signal (Ctrl-C, SIGTERM, SIGHUP).
    static let interrupted: Int32 = 130
}
