import Foundation

/// SwiftUI: struct EnvironmentValues : CustomStringConvertible, not Sendable. The SDK's `public init()`, key
/// subscript and `description` are left out.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10063 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10068 — public struct EnvironmentValues : Swift.CustomStringConvertible {
public struct EnvironmentValues {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15617 — extension SwiftUICore.EnvironmentValues {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15632 — public var accessibilityReduceMotion: Swift.Bool {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15633 — get
    public var accessibilityReduceMotion: Bool { false }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:56 — public var layoutDirection: SwiftUICore.LayoutDirection {
    public var layoutDirection: LayoutDirection {
        get { .leftToRight }
        set {}
    }

    /// NOT IN THE SDK FILES (SwiftUICore.swiftinterface, 1.4 MB, was not searched for it); checked against
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale — var locale: Locale { get set } (iOS 13)
    public var locale: Locale {
        get { Locale(identifier: "en_US") }
        set {}
    }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10078 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10079 — extension SwiftUICore.EnvironmentValues : Swift.Sendable {
@available(*, unavailable)
extension EnvironmentValues: Sendable {}
