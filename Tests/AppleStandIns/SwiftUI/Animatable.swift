/// SwiftUI: protocol Animatable (the SDK's `_makeAnimatable` requirement has a default and is left out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public protocol Animatable (iOS 13)
public protocol Animatable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — associatedtype AnimatableData : SwiftUICore.VectorArithmetic
    associatedtype AnimatableData: VectorArithmetic
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — var animatableData: Self.AnimatableData { get set }
    var animatableData: Self.AnimatableData { get set }
}

/// SwiftUI: the default for types with nothing to animate.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.Animatable where Self.AnimatableData == SwiftUICore.EmptyAnimatableData
extension Animatable where AnimatableData == EmptyAnimatableData {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var animatableData: SwiftUICore.EmptyAnimatableData { @inlinable get { return EmptyAnimatableData() } @inlinable set {} }
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// SwiftUI: protocol VectorArithmetic : AdditiveArithmetic.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public protocol VectorArithmetic : Swift.AdditiveArithmetic (iOS 13)
public protocol VectorArithmetic: AdditiveArithmetic {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — mutating func scale(by rhs: Swift.Double)
    mutating func scale(by rhs: Double)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — var magnitudeSquared: Swift.Double { get }
    var magnitudeSquared: Double { get }
}

/// SwiftUI: @frozen struct EmptyAnimatableData : VectorArithmetic (Sendable in the conformance list).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @frozen public struct EmptyAnimatableData : SwiftUICore.VectorArithmetic
///   and `extension SwiftUICore.EmptyAnimatableData : Swift.Sendable {}` (iOS 13)
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public init() {}
    public init() {}
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public static var zero: SwiftUICore.EmptyAnimatableData { get { return .init() } }
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public static func + (lhs: SwiftUICore.EmptyAnimatableData, rhs: SwiftUICore.EmptyAnimatableData) -> SwiftUICore.EmptyAnimatableData
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public static func - (lhs: SwiftUICore.EmptyAnimatableData, rhs: SwiftUICore.EmptyAnimatableData) -> SwiftUICore.EmptyAnimatableData
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { .zero }
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public mutating func scale(by rhs: Swift.Double) {}
    public mutating func scale(by rhs: Double) {}
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public var magnitudeSquared: Swift.Double { get { return 0 } }
    public var magnitudeSquared: Double { 0 }
}
