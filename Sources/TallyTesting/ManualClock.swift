import Synchronization

/// A clock that moves only when a test tells it to.
///
/// Sleeps on a manual clock wait until ``advance(by:)`` or ``advance(to:)``
/// passes their deadline; pending sleeps are resumed in deadline order (in
/// the order they began, for equal deadlines). ``nextSleep()`` waits, without
/// polling, until something sleeps on the clock, so a test can step a driver
/// from one wake to the next:
///
/// ```swift
/// let clock = ManualClock()
/// let driver = try Driver(counter, clock: clock, framesPerSecond: 10)
/// let run = Task { await driver.run { frame, _ in frames.append(frame) } }
/// let deadline = await clock.nextSleep()   // the driver showed frame 0
/// clock.advance(to: deadline)              // and now the next one
/// ```
public final class ManualClock: Clock, Sendable {
    /// A point on a manual clock: time since the clock was made.
    public struct Instant: InstantProtocol, Sendable, Hashable, Comparable {
        /// Time since the clock's start.
        public var offset: Duration

        /// An instant `offset` after the start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Sleeper] = []
        var cancelledBeforeSleeping: Set<Int> = []
        var watchers: [CheckedContinuation<Instant, Never>] = []
    }

    private enum SleepOutcome {
        case cancelled
        case due
        case sleeping([CheckedContinuation<Instant, Never>], earliest: Instant)
    }

    private let state = Mutex(State())

    /// A clock at offset zero.
    public init() {}

    /// The current instant: where the last advance left the clock.
    public var now: Instant { state.withLock { $0.now } }

    /// Zero: a manual clock moves by exactly what it is told.
    public var minimumResolution: Duration { .zero }

    /// Deadlines of the sleeps now pending, earliest first.
    public var pendingDeadlines: [Instant] {
        state.withLock { $0.sleepers.map(\.deadline).sorted() }
    }

    /// Suspends until an advance passes `deadline`; throws `CancellationError` if the task is cancelled first.
    ///
    /// ```swift
    /// try await clock.sleep(until: .init(offset: .seconds(1)))  // returns after clock.advance(by: .seconds(1))
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: SleepOutcome = state.withLock { state in
                    if state.cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
                    if deadline <= state.now { return .due }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    let watchers = state.watchers
                    state.watchers.removeAll()
                    return .sleeping(watchers, earliest: state.sleepers.map(\.deadline).min() ?? deadline)
                }
                switch outcome {
                case .cancelled:
                    continuation.resume(throwing: CancellationError())
                case .due:
                    continuation.resume()
                case .sleeping(let watchers, let earliest):
                    for watcher in watchers { watcher.resume(returning: earliest) }
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = state.withLock { state in
                if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
                    return state.sleepers.remove(at: index)
                }
                state.cancelledBeforeSleeping.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, resuming every sleep that falls due.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves time to `deadline`, resuming every sleep that falls due, in
    /// deadline order. Time never moves backwards.
    public func advance(to deadline: Instant) {
        while true {
            let due: Sleeper? = state.withLock { state in
                let target = max(deadline, state.now)
                guard
                    let index = state.sleepers.indices
                        .filter({ state.sleepers[$0].deadline <= target })
                        .min(by: { state.sleepers[$0].deadline < state.sleepers[$1].deadline })
                else {
                    state.now = target
                    return nil
                }
                let sleeper = state.sleepers.remove(at: index)
                state.now = max(state.now, sleeper.deadline)
                return sleeper
            }
            guard let due else { return }
            due.continuation.resume()
        }
    }

    /// Waits until at least one sleep is pending and returns the earliest
    /// deadline. Returns at once when one already is.
    public func nextSleep() async -> Instant {
        await withCheckedContinuation { (continuation: CheckedContinuation<Instant, Never>) in
            let earliest: Instant? = state.withLock { state in
                if let earliest = state.sleepers.map(\.deadline).min() { return earliest }
                state.watchers.append(continuation)
                return nil
            }
            if let earliest { continuation.resume(returning: earliest) }
        }
    }
}
