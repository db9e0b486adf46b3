/// SwiftUI: @frozen struct ModifiedContent<Content, Modifier>
///   init(content: Content, modifier: Modifier); var content: Content; var modifier: Modifier
///   extension ModifiedContent : View where Content : View, Modifier : ViewModifier
/// — developer.apple.com/documentation/swiftui/modifiedcontent,
///   .../modifiedcontent/init(content:modifier:)
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// As in the declaration quoted above.
    public var content: Content
    /// As in the declaration quoted above.
    public var modifier: Modifier

    /// As in the declaration quoted above.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
