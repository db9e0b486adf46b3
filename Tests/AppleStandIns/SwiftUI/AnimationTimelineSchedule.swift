import Foundation

/// SwiftUI: struct AnimationTimelineSchedule : TimelineSchedule, Sendable (iOS 15+, not @frozen).
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7653 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7654 — public struct AnimationTimelineSchedule : SwiftUICore.TimelineSchedule, Swift.Sendable {
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    private let minimumInterval: Double?
    private let paused: Bool

    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7655 — public init(minimumInterval: Swift.Double? = nil, paused: Swift.Bool = false)
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7656 — public func entries(from start: Foundation.Date, mode: SwiftUICore.TimelineScheduleMode) -> SwiftUI.AnimationTimelineSchedule.Entries
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        Entries()
    }

    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7657 — public struct Entries : Swift.Sequence, Swift.IteratorProtocol, Swift.Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7658 — public mutating func next() -> Foundation.Date?
        public mutating func next() -> Date? { nil }
    }
}

/// SwiftUI: `.animation(minimumInterval:paused:)`; the SDK's `static var animation` is left out.
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension SwiftUICore.TimelineSchedule where Self == SwiftUI.AnimationTimelineSchedule
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:7649 — @_alwaysEmitIntoClient public static func animation(minimumInterval: Swift.Double? = nil, paused: Swift.Bool = false) -> SwiftUI.AnimationTimelineSchedule {
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
