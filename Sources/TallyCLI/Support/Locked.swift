import Synchronization

/// A value behind a lock, as a reference that closures and tasks can share
/// (a `Mutex` itself cannot be captured: it is not copyable).
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, under the lock: take what is needed and
    /// return, never call out from inside.
    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
}
