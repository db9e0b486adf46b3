import Foundation

/// SwiftUI: @frozen struct UnitPoint : Hashable (Sendable in the conformance list; Animatable and Codable are
/// left out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8208 — @frozen public struct UnitPoint : Swift.Hashable {
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17620 — extension SwiftUICore.UnitPoint : Swift.Sendable {}
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8209 — public var x: CoreFoundation.CGFloat
    public var x: CGFloat
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8210 — public var y: CoreFoundation.CGFloat
    public var y: CGFloat

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8214 — @inlinable public init(x: CoreFoundation.CGFloat, y: CoreFoundation.CGFloat) {
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8219 — public static let center: SwiftUICore.UnitPoint
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8222 — public static let top: SwiftUICore.UnitPoint
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8224 — public static let topLeading: SwiftUICore.UnitPoint
    public static let topLeading = UnitPoint(x: 0, y: 0)
}
