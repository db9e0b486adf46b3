/// SwiftUI: struct AccessibilityChildBehavior : Hashable (not Sendable). The stand-in keeps `.ignore` only;
/// the SDK also has `.contain` and `.combine`.
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19571 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19572 — public struct AccessibilityChildBehavior : Swift.Hashable {
public struct AccessibilityChildBehavior: Hashable {
    private let rawValue: Int

    /// `nonisolated(unsafe)` is only what lets a Swift 6 module hold a non-Sendable `static let`
    /// (SwiftUI itself is built in Swift 5 mode); callers see a plain `static let`.
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20011 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20012 — extension SwiftUI.AccessibilityChildBehavior {
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20013 — public static let ignore: SwiftUI.AccessibilityChildBehavior
    nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior(rawValue: 0)
}

/// Not Sendable, as in the SDK.
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19579 — @available(*, unavailable)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19580 — extension SwiftUI.AccessibilityChildBehavior : Swift.Sendable {
@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}
