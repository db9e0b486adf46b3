/// SwiftUI: @frozen @propertyWrapper struct State<Value> : DynamicProperty, Sendable only when its value is
/// (the conformance below).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @frozen @propertyWrapper public struct State<Value> : SwiftUICore.DynamicProperty (iOS 13)
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public init(wrappedValue value: Value)
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @_alwaysEmitIntoClient public init(initialValue value: Value)
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var projectedValue: SwiftUICore.Binding<Value> { get }
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) extension SwiftUICore.State : Swift.Sendable where Value : Swift.Sendable {}
extension State: Sendable where Value: Sendable {}
