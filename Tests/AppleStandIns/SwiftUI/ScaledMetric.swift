/// SwiftUI: a value scaled with Dynamic Type, relative to a text style.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10383 — @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10388 — @propertyWrapper public struct ScaledMetric<Value> : SwiftUICore.DynamicProperty where Value : Swift.BinaryFloatingPoint {
@propertyWrapper
public struct ScaledMetric<Value>: DynamicProperty where Value: BinaryFloatingPoint {
    private let value: Value

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10389 — public init(wrappedValue: Value, relativeTo textStyle: SwiftUICore.Font.TextStyle)
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        value = wrappedValue
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10391 — public var wrappedValue: Value {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10392 — get
    public var wrappedValue: Value { value }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10395 — @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10396 — extension SwiftUICore.ScaledMetric : Swift.Sendable where Value : Swift.Sendable {
extension ScaledMetric: Sendable where Value: Sendable {}
