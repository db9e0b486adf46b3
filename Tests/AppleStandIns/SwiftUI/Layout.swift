import Foundation

/// SwiftUI: protocol Layout : Animatable (iOS 16+). In the iOS 18.0 SDK it refines only Animatable: no
/// Sendable, no @preconcurrency, no isolation. The stand-in keeps the requirements the views implement; the
/// others (`updateCache`, `spacing`, `explicitAlignment`, `layoutProperties`) have SDK defaults.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7053 — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7058 — public protocol Layout : SwiftUICore.Animatable {
public protocol Layout: Animatable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7060 — associatedtype Cache = Swift.Void
    associatedtype Cache = Void
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7061 — typealias Subviews = SwiftUICore.LayoutSubviews
    typealias Subviews = LayoutSubviews

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7062 — func makeCache(subviews: Self.Subviews) -> Self.Cache
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7065 — func sizeThatFits(proposal: SwiftUICore.ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CoreFoundation.CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7066 — func placeSubviews(in bounds: CoreFoundation.CGRect, proposal: SwiftUICore.ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Cache == () {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7095 — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7096 — extension SwiftUICore.Layout where Self.Cache == () {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7097 — public func makeCache(subviews: Self.Subviews) -> Self.Cache
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7239 — @_alwaysEmitIntoClient @_disfavoredOverload public func callAsFunction<V>(@SwiftUICore.ViewBuilder _ content: () -> V) -> some SwiftUICore.View where V : SwiftUICore.View {
    @_disfavoredOverload
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        content().modifier(_StandInModifier())
    }
}
