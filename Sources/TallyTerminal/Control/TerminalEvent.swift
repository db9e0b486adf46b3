/// Something that happened at the terminal: a key, a new size, or a signal
/// to stop.
///
/// ```swift
/// for await event in terminal.events {
///     if case .key(" ") = event { await driver.pause() }
/// }
/// ```
public enum TerminalEvent: Sendable, Hashable {
    /// A key was pressed: its character (Enter is "\r", Backspace
    /// "\u{7F}", Ctrl-D "\u{4}"; Ctrl-C never comes as a key but as
    /// `.interrupt`).
    case key(Character)
    /// The window changed size.
    case resize(columns: Int, rows: Int)
    /// Ctrl-C, SIGINT, SIGTERM or SIGHUP: stop now.
    case interrupt
}
