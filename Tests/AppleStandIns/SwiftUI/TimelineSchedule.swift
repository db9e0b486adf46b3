import Foundation

/// SwiftUI: protocol TimelineSchedule (iOS 15+).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1849 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1854 — public protocol TimelineSchedule {
public protocol TimelineSchedule {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1856 — associatedtype Entries : Swift.Sequence where Self.Entries.Element == Foundation.Date
    associatedtype Entries: Sequence where Entries.Element == Date
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1855 — typealias Mode = SwiftUICore.TimelineScheduleMode
    typealias Mode = TimelineScheduleMode
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1857 — func entries(from startDate: Foundation.Date, mode: Self.Mode) -> Self.Entries
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// SwiftUI: enum TimelineScheduleMode (iOS 15+; Equatable and Hashable in the conformance list).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1859 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1864 — public enum TimelineScheduleMode : Swift.Sendable {
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17104 — extension SwiftUICore.TimelineScheduleMode : Swift.Equatable {}
public enum TimelineScheduleMode: Hashable, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1865 — case normal
    case normal
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1866 — case lowFrequency
    case lowFrequency
}
