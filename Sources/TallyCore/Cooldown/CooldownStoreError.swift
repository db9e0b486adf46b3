/// Why a ``CooldownStore`` could not do what it was asked.
///
/// ```swift
/// do {
///     try store.save(button.deadline, for: "sms")
/// } catch {
///     print(error)  // the cooldown store /…/cooldowns.json cannot be written (No space left on device)
/// }
/// ```
public enum CooldownStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but is not a cooldown store (damaged, or something
    /// else); it is left as it is.
    case unreadable(path: String, reason: String)
    /// The file, its folder, its lock or its temporary file could not be written.
    case unwritable(path: String, reason: String)

    /// One line saying what went wrong, and with which file.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "the cooldown store \(path) cannot be read (\(reason))"
        case .unwritable(let path, let reason):
            return "the cooldown store \(path) cannot be written (\(reason))"
        }
    }
}
