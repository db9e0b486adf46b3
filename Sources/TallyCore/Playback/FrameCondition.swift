#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex and its condition, whose timed wait counts a duration on a
/// monotonic clock: setting the wall clock back does not lengthen it
/// (Foundation's `NSCondition.wait(until:)` waits for a wall-clock instant
/// on Linux, so a step back of an hour would hold a frame for an hour).
/// Sendable unchecked: its state is the pthread mutex and condition
/// themselves, at addresses that never change, made for use from many
/// threads. Package-wide: a ``Driver``'s state and the command line's frame
/// thread wait on it.
///
/// ```swift
/// condition.lock()
/// while jobs.isEmpty { condition.wait(for: .milliseconds(16)) }
/// condition.unlock()
/// ```
@usableFromInline
package final class FrameCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        #if os(Linux)
            var attributes = pthread_condattr_t()
            pthread_condattr_init(&attributes)
            pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
            pthread_cond_init(condition, &attributes)
            pthread_condattr_destroy(&attributes)
        #else
            pthread_cond_init(condition, nil)
        #endif
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the lock.
    @usableFromInline package func lock() { pthread_mutex_lock(mutex) }
    /// Gives the lock back.
    @usableFromInline package func unlock() { pthread_mutex_unlock(mutex) }
    /// Wakes a thread waiting on the condition.
    @usableFromInline package func signal() { pthread_cond_signal(condition) }
    /// Waits (the lock held) for a signal, or a spurious wake-up.
    @usableFromInline package func wait() { pthread_cond_wait(condition, mutex) }

    /// `body`'s result, computed with the lock held.
    ///
    /// ```swift
    /// let count = condition.withLock { sleepers.count }
    /// ```
    @inlinable
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Waits (the lock held) for a signal or at most `duration`, or less: a
    /// spurious wake-up, or a second at most (callers wait in a loop). The
    /// monotonic clock stands still while the machine sleeps, where the
    /// continuous clock of the deadlines does not: after a sleep a wait
    /// runs on for at most what was left of it, so the second keeps a
    /// deadline that passed meanwhile from being seen much later.
    @usableFromInline
    package func wait(for duration: Duration) {
        let (seconds, attoseconds) = min(max(duration, .zero), .seconds(1)).components
        #if os(Linux)
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
            var deadline = timespec(
                tv_sec: now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
            _ = pthread_cond_timedwait(condition, mutex, &deadline)
        #else
            var relative = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
            _ = pthread_cond_timedwait_relative_np(condition, mutex, &relative)
        #endif
    }
}
