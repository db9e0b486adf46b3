import TallyTerminal

/// The life of a full-screen command in the terminal, written once for all
/// of them (count, roll, countdown, timer, stopwatch, cooldown, follow,
/// demo): keys read raw and the alternate screen on, how digits are drawn
/// resolved once, the command's part played, the terminal put back exactly
/// once whatever happened, and then what stays on the main screen.
///
/// A command states only its part: what it plays (with its view and its
/// keys) and how it ended.
///
/// ```swift
/// return await FullScreenSession.run(on: terminal, digits: digits) { session in
///     let playback = FullScreenPlayback(terminal: session.terminal, driver: driver, view: view(session.digits), …)
///     guard await playback.run() == .finished else { return .interrupted }
///     return .finished { ScrollbackPicture.write(…) }
/// }
/// ```
struct FullScreenSession: Sendable {
    /// The terminal, full screen for the whole of the command's part.
    let terminal: any TerminalDevice
    /// How digits are drawn here.
    let digits: DigitStyle

    /// How a command's part ended: the exit status, and what to do on the
    /// main screen once the terminal is back (write what stays, wait for a
    /// child), which may give another status.
    struct Ending: Sendable {
        let status: Int32
        let afterwards: (@Sendable () async -> Int32?)?

        /// The part ran to its end; `afterwards` writes what stays on screen
        /// and may give another status (nil keeps 0).
        static func finished(afterwards: (@Sendable () async -> Int32?)? = nil) -> Ending {
            Ending(status: ExitStatus.success, afterwards: afterwards)
        }

        /// Ctrl-C, q, SIGINT, SIGTERM or SIGHUP ended it (status 130).
        static let interrupted = Ending(status: ExitStatus.interrupted, afterwards: nil)

        /// It ended with `status`; `afterwards` writes what stays on screen.
        static func exit(_ status: Int32, afterwards: (@Sendable () async -> Void)? = nil) -> Ending {
            guard let afterwards else { return Ending(status: status, afterwards: nil) }
            let keepingStatus: @Sendable () async -> Int32? = {
                await afterwards()
                return nil
            }
            return Ending(status: status, afterwards: keepingStatus)
        }
    }

    /// Plays `part` full screen on `terminal` and returns its exit status.
    static func run(
        on terminal: Terminal, digits options: DigitOptions, _ part: (FullScreenSession) async -> Ending
    ) async -> Int32 {
        terminal.listen(rawKeys: true)
        terminal.enterFullScreen()
        let ending = await part(FullScreenSession(terminal: terminal, digits: options.style(on: terminal)))
        // The one place a full screen is put back (a fatal signal's handler
        // aside, which cannot return here).
        terminal.restore()
        // Back on the main screen, an interrupt ends tally as it does any
        // command that is not full screen (an --exec child waited for included).
        Interrupts.exitOnInterrupt(status: ExitStatus.interrupted)
        return await ending.afterwards?() ?? ending.status
    }
}
