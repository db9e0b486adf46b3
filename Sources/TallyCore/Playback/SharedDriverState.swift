/// A ``Driver``'s decisions (``DriverState``) behind a lock, with a
/// condition to sleep on: the driver's actor and a run that blocks a thread
/// of its own (``Driver/playBlocking(_:onFrame:)``) both reach them, so
/// every look and every change takes the lock, and an event signals the
/// condition, which wakes the blocking run at once.
///
/// ```swift
/// let shared = SharedDriverState(DriverState(counter, intervalNanoseconds: 16_666_667))
/// shared.withLock { $0.pause(at: clock.now) }
/// shared.condition.signal()
/// ```
///
/// Sendable unchecked: `state` is read and written only with the lock of
/// `condition` held.
@usableFromInline
final class SharedDriverState<Content: Timeline, Instant: InstantProtocol>: @unchecked Sendable
where Instant.Duration == Duration {
    /// The lock, and what a blocking run sleeps on.
    @usableFromInline let condition = FrameCondition()
    /// Guarded by `condition`'s lock.
    @usableFromInline var state: DriverState<Content, Instant>

    init(_ state: DriverState<Content, Instant>) {
        self.state = state
    }

    /// `body`'s result, with the state and the lock held.
    @inlinable
    func withLock<T, E: Error>(_ body: (inout DriverState<Content, Instant>) throws(E) -> T) throws(E) -> T {
        condition.lock()
        defer { condition.unlock() }
        return try body(&state)
    }
}
