/// SwiftUI: @frozen struct ModifiedContent, not isolated, not Sendable. The SDK declares
/// `public typealias Body = Swift.Never` in the struct itself; the stand-in only in its View conformance.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13180 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13185 — @frozen public struct ModifiedContent<Content, Modifier> {
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13187 — public var content: Content
    public var content: Content
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13188 — public var modifier: Modifier
    public var modifier: Modifier

    /// Nonisolated, as the struct is not isolated.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13189 — @inlinable nonisolated public init(content: Content, modifier: Modifier) {
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// Not Sendable, as in the SDK (without this the `@frozen` struct would be inferred Sendable when both its
/// parts are).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13194 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13195 — extension SwiftUICore.ModifiedContent : Swift.Sendable {
@available(*, unavailable)
extension ModifiedContent: Sendable {}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13210 — extension SwiftUICore.ModifiedContent : SwiftUICore.View where Content : SwiftUICore.View, Modifier : SwiftUICore.ViewModifier {
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13186 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13215 — @_Concurrency.MainActor @preconcurrency public var body: SwiftUICore.ModifiedContent<Content, Modifier>.Body {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13216 — get
    @MainActor @preconcurrency
    public var body: Never { fatalError("stand-in") }
}
