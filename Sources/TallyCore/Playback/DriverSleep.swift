import Synchronization

/// One sleep of a ``Driver``'s loop, ended once: by its timer, by an event,
/// or by the cancellation of the loop's task, whichever comes first. Each
/// may come from any thread, before or after the loop begins to wait; the
/// later ones do nothing. The timer ends it directly, from wherever the clock
/// wakes it, without a hop through the driver.
///
/// ```swift
/// let wakeup = DriverSleep()
/// Task { try await clock.sleep(for: .milliseconds(16)); wakeup.end(onTime: true) }
/// await wakeup.wait()
/// wakeup.endedOnTime  // true
/// ```
@usableFromInline
final class DriverSleep: Sendable {
    private struct State {
        /// The waiting loop, once it waits and until it is resumed.
        var waiter: UnsafeContinuation<Void, Never>?
        var isEnded = false
        var endedOnTime = false
    }

    private let state = Mutex(State())

    /// A sleep not ended yet.
    @usableFromInline init() {}

    /// Returns once the sleep has ended (at once if it already has), on the
    /// caller's actor: a wait of its own would leave the driver's executor and
    /// come back to it at every frame.
    @usableFromInline
    func wait(isolation: isolated (any Actor)? = #isolation) async {
        // Unsafe is safe here: the continuation is resumed exactly once,
        // by whichever of `wait` and `end` comes second, under the lock.
        await withUnsafeContinuation(isolation: isolation) { (waiter: UnsafeContinuation<Void, Never>) in
            let isEnded = state.withLock { state in
                if !state.isEnded { state.waiter = waiter }
                return state.isEnded
            }
            if isEnded { waiter.resume() }
        }
    }

    /// Ends the sleep, unless something ended it already: `onTime` when its
    /// timer did.
    @usableFromInline
    func end(onTime: Bool) {
        let waiter: UnsafeContinuation<Void, Never>? = state.withLock { state in
            guard !state.isEnded else { return nil }
            state.isEnded = true
            state.endedOnTime = onTime
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// Whether the timer ended the sleep (false while it has not ended).
    @usableFromInline
    var endedOnTime: Bool { state.withLock { $0.endedOnTime } }
}
