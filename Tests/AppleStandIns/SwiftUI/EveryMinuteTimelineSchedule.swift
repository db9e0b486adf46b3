import Foundation

/// SwiftUI: struct EveryMinuteTimelineSchedule : TimelineSchedule, Sendable (iOS 15+). Declared only because
/// TimelineViewDefaultContext names it.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1919 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1924 — public struct EveryMinuteTimelineSchedule : SwiftUICore.TimelineSchedule, Swift.Sendable {
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1932 — public init()
    public init() {}

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1933 — public func entries(from startDate: Foundation.Date, mode: SwiftUICore.TimelineScheduleMode) -> SwiftUICore.EveryMinuteTimelineSchedule.Entries
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries {
        Entries()
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1925 — public struct Entries : Swift.Sequence, Swift.IteratorProtocol, Swift.Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1926 — public mutating func next() -> Foundation.Date?
        public mutating func next() -> Date? { nil }
    }
}
