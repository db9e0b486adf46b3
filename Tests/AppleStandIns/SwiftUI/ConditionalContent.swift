/// SwiftUI: what ViewBuilder.buildEither(first:) / buildEither(second:) return. The SDK's public
/// `storage` (an `@frozen enum Storage`) is left out; the stand-in is empty.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14232 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14237 — @frozen public struct _ConditionalContent<TrueContent, FalseContent> {
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

/// Not Sendable, as in the SDK (without this an empty `@frozen` struct would be inferred Sendable).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14247 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14248 — extension SwiftUICore._ConditionalContent : Swift.Sendable {
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14269 — extension SwiftUICore._ConditionalContent : SwiftUICore.View where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View {
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14270 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}
