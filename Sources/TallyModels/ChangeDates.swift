import Foundation

/// The dates at which a picture that changes in steps changes, from a start:
/// what a SwiftUI `TimelineView` needs in low-frequency mode (watchOS with
/// the wrist down, the always-on display), where the `.animation` schedule
/// yields no date at all and a countdown or a cooldown would freeze.
/// Apple's `TimelineSchedule.entries(from:mode:)`: "When in `.lowFrequency`
/// mode, return no entries" for what needs every display frame; a schedule
/// of the steps' dates is the alternative.
///
/// ```swift
/// let dates = ChangeDates(from: start) { date in
///     model.nextChange(after: DateInstant(date))?.date
/// }
/// Array(dates.prefix(3))  // start, then each step's date
/// ```
public struct ChangeDates: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date?
    private let after: @Sendable (Date) -> Date?

    /// The dates from `start` (itself first), each next one given by `after`
    /// until it returns nil or a date not later than the last.
    ///
    /// - Parameters:
    ///   - start: The first date.
    ///   - after: The date of the next change after a date, nil when nothing changes any more.
    public init(from start: Date, after: @escaping @Sendable (Date) -> Date?) {
        upcoming = start
        self.after = after
    }

    /// The next date, or nil when nothing changes any more.
    ///
    /// ```swift
    /// var dates = ChangeDates(from: start) { _ in nil }
    /// dates.next()  // start
    /// dates.next()  // nil
    /// ```
    public mutating func next() -> Date? {
        guard let current = upcoming else { return nil }
        if let following = after(current), following > current { upcoming = following } else { upcoming = nil }
        return current
    }
}
