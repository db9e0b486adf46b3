/// SwiftUI: the view result builder (`@_functionBuilder` is the interface's old spelling of `@resultBuilder`).
/// The SDK's `buildBlock() -> EmptyView` and `buildLimitedAvailability(_:) -> AnyView` are left out, so an
/// empty builder body or `if #available` would not type-check here.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4085 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4090 — @_functionBuilder public struct ViewBuilder {
@resultBuilder
public struct ViewBuilder {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4091 — @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4097 — @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4101 — @_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content) -> SwiftUICore.TupleView<(repeat each Content)> where repeat each Content : SwiftUICore.View {
    ///   (inside `#if compiler(>=5.3) && $ParameterPacks`)
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4115 — @_alwaysEmitIntoClient public static func buildIf<Content>(_ content: Content?) -> Content? where Content : SwiftUICore.View {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4118 — @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> SwiftUICore._ConditionalContent<TrueContent, FalseContent> where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View {
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4121 — @_alwaysEmitIntoClient public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> SwiftUICore._ConditionalContent<TrueContent, FalseContent> where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View {
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent()
    }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4106 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4107 — extension SwiftUICore.ViewBuilder : Swift.Sendable {
@available(*, unavailable)
extension ViewBuilder: Sendable {}
