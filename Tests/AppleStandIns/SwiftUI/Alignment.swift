/// SwiftUI: @frozen struct Alignment : Equatable (Sendable in the conformance list); the stand-in keeps
/// `center` only.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @frozen public struct Alignment : Swift.Equatable
///   and `extension SwiftUICore.Alignment : Swift.Sendable {}` (iOS 13)
@frozen
public struct Alignment: Equatable, Sendable {
    private let rawValue: Int

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.Alignment { public static let center: SwiftUICore.Alignment … }
    public static let center = Alignment(rawValue: 0)
}

/// SwiftUI: @frozen struct VerticalAlignment : Equatable (Sendable in the conformance list).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @frozen public struct VerticalAlignment : Swift.Equatable
///   and `extension SwiftUICore.VerticalAlignment : Swift.Sendable {}` (iOS 13)
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    private let rawValue: Int

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.VerticalAlignment { … public static let center: SwiftUICore.VerticalAlignment … }
    public static let center = VerticalAlignment(rawValue: 0)
}
