import Foundation

extension AttributeScopes {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6679 — @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6680 — public var swiftUI: Foundation.AttributeScopes.SwiftUIAttributes.Type {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6681 — get
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// SwiftUI's attribute scope (iOS 15+), not Sendable. The stand-in keeps the colour members and
    /// `foundation`; the SDK's other members (`font`, `strikethroughStyle`, …) are left out.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6683 — @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6684 — public struct SwiftUIAttributes : Foundation.AttributeScope {
    public struct SwiftUIAttributes: AttributeScope {
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6686 — public let foregroundColor: Foundation.AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        public let foregroundColor: ForegroundColorAttribute
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6687 — public let backgroundColor: Foundation.AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6696 — public let foundation: Foundation.AttributeScopes.FoundationAttributes
        public let foundation: AttributeScopes.FoundationAttributes

        /// A caseless `@frozen` enum is implicitly Sendable, as the SDK's conformance list says it is.
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6718 — @frozen public enum ForegroundColorAttribute : Foundation.AttributedStringKey {
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17931 — extension Foundation.AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute : Swift.Sendable {}
        @frozen
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6719 — public typealias Value = SwiftUICore.Color
            public typealias Value = Color
            /// The value is the stand-in's own; the SDK does not publish it.
            /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6720 — public static let name: Swift.String
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6723 — @frozen public enum BackgroundColorAttribute : Foundation.AttributedStringKey {
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17943 — extension Foundation.AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute : Swift.Sendable {}
        @frozen
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6724 — public typealias Value = SwiftUICore.Color
            public typealias Value = Color
            /// The value is the stand-in's own; the SDK does not publish it.
            /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6725 — public static let name: Swift.String
            public static let name = "SwiftUI.BackgroundColor"
        }
    }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6703 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6704 — extension Foundation.AttributeScopes.SwiftUIAttributes : Swift.Sendable {
@available(*, unavailable)
extension AttributeScopes.SwiftUIAttributes: Sendable {}

/// How `string.swiftUI.foregroundColor` resolves (no `@_disfavoredOverload` here, unlike UIKit's).
extension AttributeDynamicLookup {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6762 — @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6767 — extension Foundation.AttributeDynamicLookup {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6768 — public subscript<T>(dynamicMember keyPath: Swift.KeyPath<Foundation.AttributeScopes.SwiftUIAttributes, T>) -> T where T : Foundation.AttributedStringKey {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6769 — get
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}
