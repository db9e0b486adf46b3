/// SwiftUI: @frozen struct Alignment : Equatable (Sendable in the conformance list); the stand-in keeps
/// `center` only.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9613 — @frozen public struct Alignment : Swift.Equatable {
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16801 — extension SwiftUICore.Alignment : Swift.Sendable {}
@frozen
public struct Alignment: Equatable, Sendable {
    private let rawValue: Int

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9649 — extension SwiftUICore.Alignment {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9650 — public static let center: SwiftUICore.Alignment
    public static let center = Alignment(rawValue: 0)
}

/// SwiftUI: @frozen struct VerticalAlignment : Equatable (Sendable in the conformance list).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9595 — @frozen public struct VerticalAlignment : Swift.Equatable {
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18315 — extension SwiftUICore.VerticalAlignment : Swift.Sendable {}
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    private let rawValue: Int

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9637 — extension SwiftUICore.VerticalAlignment {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9639 — public static let center: SwiftUICore.VerticalAlignment
    public static let center = VerticalAlignment(rawValue: 0)
}
