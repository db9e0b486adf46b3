/// SwiftUI: a main-actor protocol (the SDK's underscored `nonisolated static` requirements, which have
/// defaults, are left out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13125 — @preconcurrency @_Concurrency.MainActor public protocol ViewModifier {
@MainActor @preconcurrency
public protocol ViewModifier {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13130 — associatedtype Body : SwiftUICore.View
    associatedtype Body: View
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13131 — @SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13132 — typealias Content = SwiftUICore._ViewModifier_Content<Self>
    typealias Content = _ViewModifier_Content<Self>
}

/// SwiftUI: the primitive modifiers' body.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13139 — extension SwiftUICore.ViewModifier where Self.Body == Swift.Never {
extension ViewModifier where Body == Never {
    /// Never called: SwiftUI draws primitive modifiers itself.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13140 — @_Concurrency.MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body
    @MainActor @preconcurrency
    public func body(content: Self.Content) -> Never { fatalError("stand-in") }
}

/// SwiftUI: the `content` a modifier's body receives. Not @frozen; a main-actor view conforming to View in its
/// primary declaration; not Sendable.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1643 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1648 — @_Concurrency.MainActor @preconcurrency public struct _ViewModifier_Content<Modifier> : SwiftUICore.View where Modifier : SwiftUICore.ViewModifier {
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1658 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1675 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1676 — extension SwiftUICore._ViewModifier_Content : Swift.Sendable {
@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}
