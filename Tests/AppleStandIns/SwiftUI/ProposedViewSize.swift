import Foundation

/// SwiftUI: @frozen struct ProposedViewSize : Equatable (iOS 16+; Sendable in the conformance list).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 16.0, …) @frozen public struct ProposedViewSize : Swift.Equatable
///   and `@available(iOS 16.0, …) extension SwiftUICore.ProposedViewSize : Swift.Sendable {}`
@frozen
public struct ProposedViewSize: Equatable, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var width: CoreFoundation.CGFloat?
    public var width: CGFloat?
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var height: CoreFoundation.CGFloat?
    public var height: CGFloat?

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public init(width: CoreFoundation.CGFloat?, height: CoreFoundation.CGFloat?)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public init(_ size: CoreFoundation.CGSize)
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public static let unspecified: SwiftUICore.ProposedViewSize
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}
