import Foundation

/// SwiftUI: a `@frozen` main-actor view, conforming to View in its primary declaration, whose initializer is
/// `nonisolated`; not Sendable.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4750 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4755 — @frozen @_Concurrency.MainActor @preconcurrency public struct HStack<Content> : SwiftUICore.View where Content : SwiftUICore.View {
@frozen @MainActor @preconcurrency
public struct HStack<Content>: View where Content: View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4758 — @inlinable nonisolated public init(alignment: SwiftUICore.VerticalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content) {
    nonisolated public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4767 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}

/// Not Sendable, as in the SDK (without this an empty `@frozen` struct would be inferred Sendable).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4769 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4770 — extension SwiftUICore.HStack : Swift.Sendable {
@available(*, unavailable)
extension HStack: Sendable {}
