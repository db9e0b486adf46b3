#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if os(Linux)
    internal import CFutex
#endif

/// A mutex and its condition, whose timed wait counts a duration on a
/// monotonic clock: setting the wall clock back does not lengthen it
/// (Foundation's `NSCondition.wait(until:)` waits for a wall-clock instant
/// on Linux, so a step back of an hour would hold a frame for an hour).
///
/// On Linux the condition is a futex word (`tally_wakeup`), not a pthread
/// condition: glibc's condition wait takes the mutex back marked contended,
/// so the unlock after it made a futex system call that woke no one, one
/// each frame; and the futex's timeout is relative, so a wait reads no
/// clock. A wait is one system call, a signal one only when a thread waits.
/// State a waiter checks must change under the lock, and be signalled after
/// the change (or with the lock still held). A signal wakes one waiter: each
/// condition here has one (a driver's blocking run, the frame executor's
/// thread, the line reader).
///
/// Sendable unchecked: its state is the pthread mutex and the condition
/// (the futex word, read and written atomically, on Linux) themselves, at
/// addresses that never change, made for use from many threads.
/// Package-wide: a ``Driver``'s state and the command line's frame thread
/// wait on it.
///
/// ```swift
/// condition.lock()
/// while jobs.isEmpty { condition.wait(for: .milliseconds(16)) }
/// condition.unlock()
/// ```
@usableFromInline
package final class FrameCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    #if os(Linux)
        private let wakeup = UnsafeMutablePointer<tally_wakeup>.allocate(capacity: 1)
    #else
        private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    #endif

    package init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #if os(Linux)
            wakeup.initialize(to: tally_wakeup(sequence: 0, waiters: 0))
        #else
            condition.initialize(to: pthread_cond_t())
            pthread_cond_init(condition, nil)
        #endif
    }

    deinit {
        #if os(Linux)
            wakeup.deallocate()
        #else
            pthread_cond_destroy(condition)
            condition.deallocate()
        #endif
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock.
    @usableFromInline package func lock() { pthread_mutex_lock(mutex) }
    /// Gives the lock back.
    @usableFromInline package func unlock() { pthread_mutex_unlock(mutex) }
    /// Wakes a thread waiting on the condition.
    @usableFromInline package func signal() {
        #if os(Linux)
            tally_wakeup_signal(wakeup)
        #else
            pthread_cond_signal(condition)
        #endif
    }

    /// Waits (the lock held) for a signal, or a spurious wake-up.
    @usableFromInline package func wait() {
        #if os(Linux)
            sleepOnWord(timeout: nil)
        #else
            pthread_cond_wait(condition, mutex)
        #endif
    }

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
        var relative = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        #if os(Linux)
            sleepOnWord(timeout: &relative)
        #else
            _ = pthread_cond_timedwait_relative_np(condition, mutex, &relative)
        #endif
    }

    #if os(Linux)
        /// Registers as a waiter (the lock held), lets the lock go, sleeps on
        /// the futex word until a signal or `timeout` (nil: none), and takes
        /// the lock again: both waits.
        private func sleepOnWord(timeout: UnsafePointer<timespec>?) {
            let seen = tally_wakeup_prepare(wakeup)
            unlock()
            tally_wakeup_wait(wakeup, seen, timeout)
            lock()
        }
    #endif
}
