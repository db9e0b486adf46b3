import Synchronization
import TallyTesting

@testable import TallyCore

/// A manual clock that rings alarms, as the command line's frame clock
/// does, moved by the test: ``ring(at:)`` moves the time and rings the
/// alarms due. Cancelled alarms are kept aside, so a test can ring one late,
/// as a clock whose thread had already taken it out may.
///
/// ```swift
/// let clock = AlarmManualClock()
/// let deadline = await clock.nextAlarm()
/// clock.ring(at: deadline)
/// ```
final class AlarmManualClock: AlarmClock, Sendable {
    typealias Instant = ManualClock.Instant

    private struct Alarm {
        let number: Int
        let deadline: Instant
        let ring: @Sendable () -> Void
    }

    private struct State {
        var lastNumber = 0
        var alarms: [Alarm] = []
        var cancelled: [Alarm] = []
        var watchers: [CheckedContinuation<Instant, Never>] = []
    }

    private let time = ManualClock()
    private let state = Mutex(State())

    var now: Instant { time.now }
    var minimumResolution: Duration { .zero }

    /// A sleep on the manual clock inside: it ends when the test moves the
    /// time, never by real time.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await time.sleep(until: deadline, tolerance: tolerance)
    }

    func setAlarm(at deadline: Instant, _ ring: @escaping @Sendable () -> Void) -> Int {
        let (number, watchers) = state.withLock { state in
            state.lastNumber += 1
            state.alarms.append(Alarm(number: state.lastNumber, deadline: deadline, ring: ring))
            defer { state.watchers.removeAll() }
            return (state.lastNumber, state.watchers)
        }
        for watcher in watchers { watcher.resume(returning: deadline) }
        return number
    }

    func cancelAlarm(_ alarm: Int) {
        state.withLock { state in
            if let index = state.alarms.firstIndex(where: { $0.number == alarm }) {
                state.cancelled.append(state.alarms.remove(at: index))
            }
        }
    }

    /// The alarms set and not yet rung or cancelled.
    var pendingAlarms: Int { state.withLock { $0.alarms.count } }

    /// How many alarms were cancelled.
    var cancelledAlarms: Int { state.withLock { $0.cancelled.count } }

    /// The earliest alarm's deadline, once one is set.
    func nextAlarm() async -> Instant {
        await withCheckedContinuation { (watcher: CheckedContinuation<Instant, Never>) in
            let earliest: Instant? = state.withLock { state in
                if let earliest = state.alarms.map(\.deadline).min() { return earliest }
                state.watchers.append(watcher)
                return nil
            }
            if let earliest { watcher.resume(returning: earliest) }
        }
    }

    /// Moves the time to `instant` and rings every alarm due by then.
    func ring(at instant: Instant) {
        time.advance(to: instant)
        let due = state.withLock { state in
            let due = state.alarms.filter { $0.deadline <= instant }
            state.alarms.removeAll { $0.deadline <= instant }
            return due
        }
        for alarm in due { alarm.ring() }
    }

    /// Moves the time to `instant` without ringing anything.
    func advance(to instant: Instant) {
        time.advance(to: instant)
    }

    /// Rings every cancelled alarm again: what a late ring does.
    func ringCancelledAlarms() {
        for alarm in state.withLock({ $0.cancelled }) { alarm.ring() }
    }
}
