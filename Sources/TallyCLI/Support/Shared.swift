import Synchronization

/// A value shared between tasks and callbacks, behind a lock.
final class Shared<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}

extension Shared where Value == String? {
    /// Whether `text` differs from the last one passed; remembers it. Used to
    /// print a line only when the reading changes.
    func changes(to text: String) -> Bool {
        withLock { last in
            defer { last = text }
            return last != text
        }
    }
}
