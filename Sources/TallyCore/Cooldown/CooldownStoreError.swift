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
    /// The file exists but cannot be opened or read (its permissions, say);
    /// it is never overwritten.
    case unreadable(path: String, reason: String)
    /// The file is not a cooldown store (damaged, or something else). A save
    /// keeps a copy of it beside the store and starts a new one.
    case corrupt(path: String)
    /// The file was written by a newer Tally; it is never overwritten.
    case newerVersion(path: String, version: Int)
    /// The file, its folder, its lock or its temporary file could not be written.
    case unwritable(path: String, reason: String)

    /// One line saying what went wrong, and with which file.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "the cooldown store \(path) cannot be read (\(reason))"
        case .corrupt(let path):
            return "the cooldown store \(path) is not a cooldown store"
        case .newerVersion(let path, let version):
            return "the cooldown store \(path) is version \(version), newer than this Tally reads (1)"
        case .unwritable(let path, let reason):
            return "the cooldown store \(path) cannot be written (\(reason))"
        }
    }
}
