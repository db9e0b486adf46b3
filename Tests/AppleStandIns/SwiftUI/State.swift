/// SwiftUI: @frozen @propertyWrapper struct State<Value> : DynamicProperty, Sendable only when its value is
/// (the conformance below).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13541 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13546 — @frozen @propertyWrapper public struct State<Value> : SwiftUICore.DynamicProperty {
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13551 — public init(wrappedValue value: Value)
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13555 — @_alwaysEmitIntoClient public init(initialValue value: Value) {
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13558 — public var wrappedValue: Value {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13559 — get
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13560 — nonmutating set
    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13562 — public var projectedValue: SwiftUICore.Binding<Value> {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13563 — get
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13567 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13568 — extension SwiftUICore.State : Swift.Sendable where Value : Swift.Sendable {
extension State: Sendable where Value: Sendable {}
