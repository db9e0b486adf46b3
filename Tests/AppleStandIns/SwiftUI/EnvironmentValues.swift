import Foundation

/// SwiftUI: struct EnvironmentValues : CustomStringConvertible, not Sendable. The SDK's `public init()`, key
/// subscript and `description` are left out.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public struct EnvironmentValues : Swift.CustomStringConvertible (iOS 13)
public struct EnvironmentValues {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.EnvironmentValues { … public var accessibilityReduceMotion: Swift.Bool { get } … }
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

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(*, unavailable) extension SwiftUICore.EnvironmentValues : Swift.Sendable {}
@available(*, unavailable)
extension EnvironmentValues: Sendable {}
