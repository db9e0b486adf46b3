#if canImport(Glibc)
    import Glibc
#endif

/// Shows frames of text: in a terminal, redrawn in place on one line with the
/// cursor hidden; elsewhere, one plain line per frame with no escape
/// sequence. The cursor is shown again however the program ends: at the end,
/// or on Ctrl-C, SIGTERM or SIGHUP, which exit with status 130.
struct LineRenderer: Sendable {
    let output: OutputStream
    let isTerminal: Bool

    init(output: OutputStream = .standardOutput) {
        self.output = output
        isTerminal = output.isTerminal
        guard isTerminal else { return }
        output.write("\u{1B}[?25l")
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { _ in
                // Only async-signal-safe calls: write(2) of static bytes, then _exit(2).
                let restore: StaticString = "\r\n\u{1B}[?25h"
                _ = write(1, restore.utf8Start, restore.utf8CodeUnitCount)
                _exit(130)
            }
        }
    }

    /// Shows `text` in place of the last frame.
    func show(_ text: String) {
        if isTerminal {
            output.write("\r\u{1B}[2K" + text)
        } else {
            output.write(text + "\n")
        }
    }

    /// Ends the line, leaving the last frame on screen, and shows the cursor.
    func finish() {
        guard isTerminal else { return }
        output.write("\n\u{1B}[?25h")
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_DFL) }
    }
}
