/// SwiftUI: @MainActor @preconcurrency protocol ViewModifier
///   associatedtype Body : View
///   @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
///   typealias Content = _ViewModifier_Content<Self>
/// — developer.apple.com/documentation/swiftui/viewmodifier, .../viewmodifier/body(content:),
///   .../viewmodifier/content
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

/// SwiftUI: extension ViewModifier where Self.Body == Never
///   func body(content: Self.Content) -> Self.Body   — the primitive modifiers' body
extension ViewModifier where Body == Never {
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public func body(content: Self.Content) -> Never { fatalError("stand-in") }
}

/// SwiftUI: @frozen struct _ViewModifier_Content<Modifier> where Modifier : ViewModifier
///   (the `content` a modifier's body receives; a View)
@frozen
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
