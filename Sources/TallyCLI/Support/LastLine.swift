import Synchronization

/// Remembers the last line written, so a reading is printed only when it changes.
final class LastLine: Sendable {
    private let line = Mutex<String?>(nil)

    /// Whether `text` differs from the last one; remembers it.
    func changes(to text: String) -> Bool {
        line.withLock { last in
            defer { last = text }
            return last != text
        }
    }
}
