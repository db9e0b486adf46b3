import Foundation

/// SwiftUI: struct EveryMinuteTimelineSchedule : TimelineSchedule, Sendable   (iOS 15+)
/// Declared only because TimelineViewDefaultContext names it.
/// — developer.apple.com/documentation/swiftui/everyminutetimelineschedule; conformances (Sendable,
///   TimelineSchedule) checked against the sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/everyminutetimelineschedule.md)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// As in the declaration quoted above.
    public init() {}

    /// As in the declaration quoted above.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        Entries()
    }

    /// SwiftUI: struct Entries : Sequence, IteratorProtocol, Sendable
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// As in the declaration quoted above.
        public mutating func next() -> Date? { nil }
    }
}
