/// A clock that can call back at an instant without a task: a ``Driver`` on
/// such a clock sets an alarm for each sleep instead of starting a task that
/// sleeps (the command line's frame clock, whose thread rings them).
///
/// ```swift
/// let alarm = clock.setAlarm(at: clock.now.advanced(by: .milliseconds(16))) { wakeup.end(onTime: true) }
/// clock.cancelAlarm(alarm)  // if it is no longer wanted
/// ```
@usableFromInline
package protocol AlarmClock<Instant>: Clock {
    /// Calls `ring` once at `deadline` or soon after, from a thread of the
    /// clock's own, unless ``cancelAlarm(_:)`` comes first; returns the
    /// alarm's number. An alarm already due when it is cancelled may still
    /// ring once, late: `ring` must allow for that (a driver's sleep, once
    /// ended, ignores it).
    func setAlarm(at deadline: Instant, _ ring: @escaping @Sendable () -> Void) -> Int

    /// Forgets an alarm that has not rung (one that has is already gone).
    func cancelAlarm(_ alarm: Int)
}
