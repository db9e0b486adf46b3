/// SwiftUI: enum LayoutDirection (not @frozen).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:36 — public enum LayoutDirection : Swift.Hashable, Swift.CaseIterable, Swift.Sendable {
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:37 — case leftToRight
    case leftToRight
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:38 — case rightToLeft
    case rightToLeft
}
