import Foundation

/// SwiftUI: protocol Layout : Animatable (iOS 16+). In the iOS 18.0 SDK it refines only Animatable: no
/// Sendable, no @preconcurrency, no isolation. The stand-in keeps the requirements the views implement; the
/// others (`updateCache`, `spacing`, `explicitAlignment`, `layoutProperties`) have SDK defaults.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) public protocol Layout : SwiftUICore.Animatable
public protocol Layout: Animatable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — associatedtype Cache = Swift.Void
    associatedtype Cache = Void
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — typealias Subviews = SwiftUICore.LayoutSubviews
    typealias Subviews = LayoutSubviews

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — func makeCache(subviews: Self.Subviews) -> Self.Cache
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — func sizeThatFits(proposal: SwiftUICore.ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CoreFoundation.CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — func placeSubviews(in bounds: CoreFoundation.CGRect, proposal: SwiftUICore.ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Cache == () {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 16.0, …) extension SwiftUICore.Layout where Self.Cache == () { public func makeCache(subviews: Self.Subviews) -> Self.Cache }
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @_alwaysEmitIntoClient @_disfavoredOverload public func callAsFunction<V>(@SwiftUICore.ViewBuilder _ content: () -> V) -> some SwiftUICore.View where V : SwiftUICore.View
    @_disfavoredOverload
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        content().modifier(_StandInModifier())
    }
}
