import Foundation

/// SwiftUI: struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule   (iOS 15+)
/// — developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// SwiftUI: struct Context { let date: Date; let cadence: Cadence }
    /// — developer.apple.com/documentation/swiftui/timelineview/context
    public struct Context {
        /// SwiftUI: enum Cadence : Comparable, Sendable { case live, seconds, minutes }
        /// — developer.apple.com/documentation/swiftui/timelineview/context/cadence-swift.enum
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }

        /// SwiftUI: let date: Date
        public let date: Date
        /// SwiftUI: let cadence: TimelineView<Schedule, Content>.Context.Cadence
        public let cadence: Cadence
    }

    private let schedule: Schedule
    private let content: (TimelineViewDefaultContext) -> Content
}

/// SwiftUI: @available(*, unavailable) extension TimelineView : Sendable
/// (as reproduced by OpenSwiftUI, Animation/Timeline/TimelineView.swift)
@available(*, unavailable)
extension TimelineView: Sendable {}

/// SwiftUI: typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
/// — developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// SwiftUI: extension TimelineView : View where Content : View
extension TimelineView: View where Content: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }

    /// SwiftUI: nonisolated init(_ schedule: Schedule,
    ///   @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
    /// — developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
    public nonisolated init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.schedule = schedule
        self.content = content
    }
}
