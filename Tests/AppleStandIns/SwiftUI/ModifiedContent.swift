/// SwiftUI: @frozen struct ModifiedContent, not isolated, not Sendable. The SDK declares
/// `public typealias Body = Swift.Never` in the struct itself; the stand-in only in its View conformance.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @frozen public struct ModifiedContent<Content, Modifier> (iOS 13)
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var content: Content
    public var content: Content
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var modifier: Modifier
    public var modifier: Modifier

    /// Nonisolated, as the struct is not isolated.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable nonisolated public init(content: Content, modifier: Modifier)
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// Not Sendable, as in the SDK (without this the `@frozen` struct would be inferred Sendable when both its
/// parts are).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(*, unavailable) extension SwiftUICore.ModifiedContent : Swift.Sendable {}
@available(*, unavailable)
extension ModifiedContent: Sendable {}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.ModifiedContent : SwiftUICore.View where Content : SwiftUICore.View, Modifier : SwiftUICore.ViewModifier
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public typealias Body = Swift.Never (in the struct)
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @_Concurrency.MainActor @preconcurrency public var body: SwiftUICore.ModifiedContent<Content, Modifier>.Body { get }
    @MainActor @preconcurrency
    public var body: Never { fatalError("stand-in") }
}
