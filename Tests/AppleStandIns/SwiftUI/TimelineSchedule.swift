import Foundation

/// SwiftUI: protocol TimelineSchedule   (iOS 15+)
///   associatedtype Entries : Sequence where Self.Entries.Element == Date
///   typealias Mode = TimelineScheduleMode
///   func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
/// — developer.apple.com/documentation/swiftui/timelineschedule,
///   .../timelineschedule/entries(from:mode:)
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    typealias Mode = TimelineScheduleMode
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// SwiftUI: enum TimelineScheduleMode { case normal; case lowFrequency }   (Conforms To: Equatable, Hashable, Sendable)
/// — developer.apple.com/documentation/swiftui/timelineschedulemode, conformances checked against the sosumi.ai
///   mirror (pianostringquartet/DAGFromCode, .../timelineschedulemode.md, crawled 2025-10-29)
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal
    case lowFrequency
}
