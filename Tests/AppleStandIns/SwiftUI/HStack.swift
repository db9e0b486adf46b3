import Foundation

/// SwiftUI: @frozen struct HStack<Content> where Content : View
///   init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
/// — developer.apple.com/documentation/swiftui/hstack, .../hstack/init(alignment:spacing:content:)
@frozen
public struct HStack<Content> where Content: View {
    /// As in the declaration quoted above.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

extension HStack: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
