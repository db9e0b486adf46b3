import Foundation

/// SwiftUI: struct AnimationTimelineSchedule : TimelineSchedule, Sendable   (iOS 15+)
///   init(minimumInterval: Double? = nil, paused: Bool = false)
///   func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries
/// — developer.apple.com/documentation/swiftui/animationtimelineschedule,
///   .../animationtimelineschedule/init(minimuminterval:paused:), .../entries(from:mode:); conformances
///   (Sendable, TimelineSchedule) checked against the sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/animationtimelineschedule.md)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    private let minimumInterval: Double?
    private let paused: Bool

    /// As in the declaration quoted above.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// As in the declaration quoted above.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        Entries()
    }

    /// SwiftUI: struct Entries : Sequence, IteratorProtocol, Sendable
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// As in the declaration quoted above.
        public mutating func next() -> Date? { nil }
    }
}

/// SwiftUI: extension TimelineSchedule where Self == AnimationTimelineSchedule
///   static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule
/// — developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As in the declaration quoted above.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
