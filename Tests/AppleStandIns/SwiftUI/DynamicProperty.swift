/// SwiftUI: protocol DynamicProperty (the SDK's underscored requirements have defaults and are left out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5867 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5872 — public protocol DynamicProperty {
public protocol DynamicProperty {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5876 — mutating func update()
    mutating func update()
}

extension DynamicProperty {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5883 — extension SwiftUICore.DynamicProperty {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5885 — public mutating func update()
    public mutating func update() {}
}
