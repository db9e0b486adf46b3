/// SwiftUI: protocol Animatable
///   associatedtype AnimatableData : VectorArithmetic
///   var animatableData: Self.AnimatableData { get set }
/// — developer.apple.com/documentation/swiftui/animatable, .../animatable/animatabledata-6nydg
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: Self.AnimatableData { get set }
}

/// SwiftUI: extension Animatable where Self.AnimatableData == EmptyAnimatableData
///   var animatableData: EmptyAnimatableData { get set }   — the default for types with nothing to animate
extension Animatable where AnimatableData == EmptyAnimatableData {
    /// As in the declaration quoted above.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// SwiftUI: protocol VectorArithmetic : AdditiveArithmetic
///   mutating func scale(by rhs: Double); var magnitudeSquared: Double { get }
/// — developer.apple.com/documentation/swiftui/vectorarithmetic
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

/// SwiftUI: @frozen struct EmptyAnimatableData : VectorArithmetic, Sendable   init()
/// — developer.apple.com/documentation/swiftui/emptyanimatabledata
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// As in the declaration quoted above.
    public init() {}
    /// As in the declaration quoted above.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// As in the declaration quoted above.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// As in the declaration quoted above.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// As in the declaration quoted above.
    public mutating func scale(by rhs: Double) {}
    /// As in the declaration quoted above.
    public var magnitudeSquared: Double { 0 }
}
