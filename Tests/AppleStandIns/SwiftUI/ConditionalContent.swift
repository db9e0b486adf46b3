/// SwiftUI: @frozen struct _ConditionalContent<TrueContent, FalseContent>
///   extension _ConditionalContent : View where TrueContent : View, FalseContent : View
/// — what ViewBuilder.buildEither(first:) / buildEither(second:) return
///   (developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:))
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
