import Foundation

/// SwiftUI: @preconcurrency protocol Layout : Sendable, Animatable   (iOS 16+)
///   associatedtype Cache = Void
///   typealias Subviews = LayoutSubviews
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
///     cache: inout Self.Cache)
///   func makeCache(subviews: Self.Subviews) -> Self.Cache   (default when Cache == ())
/// — developer.apple.com/documentation/swiftui/layout, .../layout/cache, .../layout/subviews,
///   .../layout/sizethatfits(proposal:subviews:cache:), .../layout/placesubviews(in:proposal:subviews:cache:),
///   .../layout/makecache(subviews:)
@preconcurrency
public protocol Layout: Sendable, Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
}

extension Layout where Cache == () {
    /// As in the declaration quoted above.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// SwiftUI: func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View
    /// — developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        content().modifier(_StandInModifier())
    }
}
