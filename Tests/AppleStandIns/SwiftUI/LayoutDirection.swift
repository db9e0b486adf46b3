/// SwiftUI: enum LayoutDirection (not @frozen).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 13.0, …) public enum LayoutDirection : Swift.Hashable, Swift.CaseIterable, Swift.Sendable
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — case leftToRight
    case leftToRight
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — case rightToLeft
    case rightToLeft
}
