#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutex and its condition, whose timed wait counts a duration on a
/// monotonic clock: setting the wall clock back does not lengthen it
/// (Foundation's `NSCondition.wait(until:)` waits for a wall-clock instant
/// on Linux, so a step back of an hour would hold a frame for an hour).
///
/// A pthread mutex and condition: on Linux the condition counts on
/// `CLOCK_MONOTONIC` (`pthread_condattr_setclock`), on Apple's platforms
/// the wait is relative (`pthread_cond_timedwait_relative_np`). State a
/// waiter checks must change under the lock, and be signalled after the
/// change (or with the lock still held). A signal wakes one waiter: each
/// condition here has one (the frame executor's thread, the line reader).
///
/// Sendable unchecked: its state is the pthread mutex and condition
/// themselves, at addresses that never change, made for use from many
/// threads.
///
/// ```swift
/// condition.lock()
/// while jobs.isEmpty { condition.wait(for: .milliseconds(16)) }
/// condition.unlock()
/// ```
final class FrameCondition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
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
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock.
    func lock() { pthread_mutex_lock(mutex) }
    /// Gives the lock back.
    func unlock() { pthread_mutex_unlock(mutex) }
    /// Wakes a thread waiting on the condition.
    func signal() { pthread_cond_signal(condition) }

    /// Waits (the lock held) for a signal, or a spurious wake-up.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// `body`'s result, computed with the lock held.
    ///
    /// ```swift
    /// let count = condition.withLock { sleepers.count }
    /// ```
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
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
    func wait(for duration: Duration) {
        let (seconds, attoseconds) = min(max(duration, .zero), .seconds(1)).components
        #if os(Linux)
            var deadline = timespec()
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            deadline.tv_sec += Int(seconds)
            deadline.tv_nsec += Int(attoseconds / 1_000_000_000)
            if deadline.tv_nsec >= 1_000_000_000 {
                deadline.tv_sec += 1
                deadline.tv_nsec -= 1_000_000_000
            }
            _ = pthread_cond_timedwait(condition, mutex, &deadline)
        #else
            var relative = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
            _ = pthread_cond_timedwait_relative_np(condition, mutex, &relative)
        #endif
    }
}
