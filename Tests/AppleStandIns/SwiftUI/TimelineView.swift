import Foundation

/// SwiftUI: struct TimelineView (iOS 15+; not @frozen, not isolated, not Sendable; View in an extension).
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19428 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19429 — public struct TimelineView<Schedule, Content> where Schedule : SwiftUICore.TimelineSchedule {
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// SwiftUI: the date and cadence of one update; not Sendable.
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19430 — public struct Context {
    public struct Context {
        /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19431 — public enum Cadence : Swift.Comparable, Swift.Sendable {
        public enum Cadence: Comparable, Sendable {
            /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19432 — case live
            case live
            /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19433 — case seconds
            case seconds
            /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19434 — case minutes
            case minutes
        }

        /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19442 — public let date: Foundation.Date
        public let date: Date
        /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19443 — public let cadence: SwiftUI.TimelineView<Schedule, Content>.Context.Cadence
        public let cadence: Cadence
    }

    private let schedule: Schedule
    private let content: (TimelineViewDefaultContext) -> Content
}

/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19446 — @available(*, unavailable)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19447 — extension SwiftUI.TimelineView : Swift.Sendable {
@available(*, unavailable)
extension TimelineView: Sendable {}

/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19449 — @available(*, unavailable)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19450 — extension SwiftUI.TimelineView.Context : Swift.Sendable {
@available(*, unavailable)
extension TimelineView.Context: Sendable {}

/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19452 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19453 — public typealias TimelineViewDefaultContext = SwiftUI.TimelineView<SwiftUICore.EveryMinuteTimelineSchedule, Swift.Never>.Context
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19455 — extension SwiftUI.TimelineView : SwiftUICore.View where Content : SwiftUICore.View {
extension TimelineView: View where Content: View {
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19456 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }

    /// The SDK's deprecated `@_disfavoredOverload` form taking `TimelineView<Schedule, Content>.Context` is
    /// left out.
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19457 — @_alwaysEmitIntoClient nonisolated public init(_ schedule: Schedule, @SwiftUICore.ViewBuilder content: @escaping (SwiftUI.TimelineViewDefaultContext) -> Content) {
    public nonisolated init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.schedule = schedule
        self.content = content
    }
}
