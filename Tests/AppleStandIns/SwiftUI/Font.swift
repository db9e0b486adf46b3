import Foundation

/// SwiftUI: @frozen struct Font : Hashable, Sendable.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3003 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3008 — @frozen public struct Font : Swift.Hashable, Swift.Sendable {
@frozen
public struct Font: Hashable, Sendable {
    private let size: CGFloat
    private let weight: Weight?
    private let design: Design?

    /// The iOS 16 form; the SDK's older `system(size:weight:design:)` with non-optional arguments is
    /// deprecated and `@_disfavoredOverload`, and is left out.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15064 — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15065 — public static func system(size: CoreFoundation.CGFloat, weight: SwiftUICore.Font.Weight? = nil, design: SwiftUICore.Font.Design? = nil) -> SwiftUICore.Font
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// SwiftUI: @frozen struct Weight : Hashable (Sendable in the conformance list); the stand-in keeps `bold`.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10624 — @frozen public struct Weight : Swift.Hashable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18093 — extension SwiftUICore.Font.Weight : Swift.Sendable {}
    @frozen
    public struct Weight: Hashable, Sendable {
        private let value: CGFloat

        /// The value is the stand-in's own: the SDK's is `package var value`.
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10632 — public static let bold: SwiftUICore.Font.Weight
        public static let bold = Weight(value: 0.4)
    }

    /// SwiftUI: the text styles that Dynamic Type scales (not @frozen); the stand-in keeps the views' one.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10509 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10514 — extension SwiftUICore.Font {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10549 — public enum TextStyle : Swift.CaseIterable, Swift.Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18381 — extension SwiftUICore.Font.TextStyle : Swift.Hashable {}
    public enum TextStyle: CaseIterable, Sendable, Hashable {
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10550 — case largeTitle
        case largeTitle
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10558 — case body
        case body
    }

    /// SwiftUI: enum Design (not @frozen). The SDK marks `serif` and `monospaced` `@available(watchOS 7.0, *)`,
    /// which only matters on watchOS.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15072 — public enum Design : Swift.Hashable, Swift.Sendable {
    public enum Design: Hashable, Sendable {
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15073 — case `default`
        case `default`
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15074 — @available(watchOS 7.0, *)
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15075 — case serif
        case serif
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15076 — case rounded
        case rounded
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15077 — @available(watchOS 7.0, *)
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15078 — case monospaced
        case monospaced
    }
}
