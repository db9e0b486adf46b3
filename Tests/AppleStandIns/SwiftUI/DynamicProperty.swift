/// SwiftUI: protocol DynamicProperty (the SDK's underscored requirements have defaults and are left out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public protocol DynamicProperty (iOS 13)
public protocol DynamicProperty {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — mutating func update()
    mutating func update()
}

extension DynamicProperty {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.DynamicProperty { … public mutating func update() … }
    public mutating func update() {}
}
