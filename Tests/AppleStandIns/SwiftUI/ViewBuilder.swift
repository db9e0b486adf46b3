/// SwiftUI: @resultBuilder struct ViewBuilder
/// — developer.apple.com/documentation/swiftui/viewbuilder; members as in the
///   iOS 18.2 interface reproduced by OpenSwiftUI (OpenSwiftUICore/View/ViewBuilder.swift,
///   "Audited for iOS 18.2").
@resultBuilder
public struct ViewBuilder {
    /// SwiftUI: static func buildExpression<Content>(_ content: Content) -> Content where Content : View
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// SwiftUI: static func buildBlock<Content>(_ content: Content) -> Content where Content : View
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// SwiftUI: @_disfavoredOverload static func buildBlock<each Content>(_ content: repeat each Content)
    ///   -> TupleView<(repeat each Content)> where repeat each Content : View
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// SwiftUI: static func buildIf<Content>(_ content: Content?) -> Content? where Content : View
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// SwiftUI: static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    ///   -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }

    /// SwiftUI: static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    ///   -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
}

/// SwiftUI: @available(*, unavailable) extension ViewBuilder : Sendable
@available(*, unavailable)
extension ViewBuilder: Sendable {}
