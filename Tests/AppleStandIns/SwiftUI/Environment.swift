/// SwiftUI: @frozen @propertyWrapper struct Environment<Value> : DynamicProperty, Sendable only when its value
/// is (the conformance below).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9711 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9716 — @frozen @propertyWrapper public struct Environment<Value> : SwiftUICore.DynamicProperty {
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9724 — @inlinable public init(_ keyPath: Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>) {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9727 — @inlinable public var wrappedValue: Value {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9728 — get {
    public var wrappedValue: Value { fatalError("stand-in") }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9757 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9758 — extension SwiftUICore.Environment : Swift.Sendable where Value : Swift.Sendable {
extension Environment: Sendable where Value: Sendable {}
