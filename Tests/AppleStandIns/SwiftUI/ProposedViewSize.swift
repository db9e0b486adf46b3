import Foundation

/// SwiftUI: @frozen struct ProposedViewSize : Equatable (iOS 16+; Sendable in the conformance list).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7108 — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7113 — @frozen public struct ProposedViewSize : Swift.Equatable {
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18046 — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18051 — extension SwiftUICore.ProposedViewSize : Swift.Sendable {}
@frozen
public struct ProposedViewSize: Equatable, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7114 — public var width: CoreFoundation.CGFloat?
    public var width: CGFloat?
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7115 — public var height: CoreFoundation.CGFloat?
    public var height: CGFloat?

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7119 — @inlinable public init(width: CoreFoundation.CGFloat?, height: CoreFoundation.CGFloat?) {
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7122 — @inlinable public init(_ size: CoreFoundation.CGSize) {
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7117 — public static let unspecified: SwiftUICore.ProposedViewSize
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}
