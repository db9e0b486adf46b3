/// SwiftUI: protocol Animatable (the SDK's `_makeAnimatable` requirement has a default and is left out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12810 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12815 — public protocol Animatable {
public protocol Animatable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12816 — associatedtype AnimatableData : SwiftUICore.VectorArithmetic
    associatedtype AnimatableData: VectorArithmetic
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12817 — var animatableData: Self.AnimatableData { get set }
    var animatableData: Self.AnimatableData { get set }
}

/// SwiftUI: the default for types with nothing to animate.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12836 — extension SwiftUICore.Animatable where Self.AnimatableData == SwiftUICore.EmptyAnimatableData {
extension Animatable where AnimatableData == EmptyAnimatableData {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12837 — public var animatableData: SwiftUICore.EmptyAnimatableData {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12838 — @inlinable get { return EmptyAnimatableData() }
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12839 — @inlinable set {}
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// SwiftUI: protocol VectorArithmetic : AdditiveArithmetic.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7719 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7724 — public protocol VectorArithmetic : Swift.AdditiveArithmetic {
public protocol VectorArithmetic: AdditiveArithmetic {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7725 — mutating func scale(by rhs: Swift.Double)
    mutating func scale(by rhs: Double)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7726 — var magnitudeSquared: Swift.Double { get }
    var magnitudeSquared: Double { get }
}

/// SwiftUI: @frozen struct EmptyAnimatableData : VectorArithmetic (Sendable in the conformance list).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12856 — @frozen public struct EmptyAnimatableData : SwiftUICore.VectorArithmetic {
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18594 — extension SwiftUICore.EmptyAnimatableData : Swift.Sendable {}
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12857 — @inlinable public init() {}
    public init() {}
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12858 — @inlinable public static var zero: SwiftUICore.EmptyAnimatableData {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12859 — get { return .init() }
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12863 — @inlinable public static func + (lhs: SwiftUICore.EmptyAnimatableData, rhs: SwiftUICore.EmptyAnimatableData) -> SwiftUICore.EmptyAnimatableData {
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12866 — @inlinable public static func - (lhs: SwiftUICore.EmptyAnimatableData, rhs: SwiftUICore.EmptyAnimatableData) -> SwiftUICore.EmptyAnimatableData {
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12869 — @inlinable public mutating func scale(by rhs: Swift.Double) {}
    public mutating func scale(by rhs: Double) {}
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12870 — @inlinable public var magnitudeSquared: Swift.Double {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12871 — get { return 0 }
    public var magnitudeSquared: Double { 0 }
}
