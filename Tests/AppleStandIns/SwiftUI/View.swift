/// SwiftUI: a main-actor protocol (the SDK's `@_typeEraser(AnyView)` and underscored `nonisolated static`
/// requirements, which have defaults, are left out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11689 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11694 — @_typeEraser(AnyView) @preconcurrency @_Concurrency.MainActor public protocol View {
@MainActor @preconcurrency
public protocol View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11699 — associatedtype Body : SwiftUICore.View
    associatedtype Body: View
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11700 — @SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SwiftUI: Never is a View, the body type of primitive views.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13508 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13509 — extension Swift.Never : SwiftUICore.View {
extension Never: View {
    /// The SDK's `extension Swift.Never : SwiftUICore.View` declares only `_viewListCount`; Never's `Body`
    /// and `body` come from outside the interface (e.g. CoreTransferable's `Never.body`).
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface); checked against https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; see `Body` above); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}

/// SwiftUI: what `if` without `else` builds.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12984 — extension Swift.Optional : SwiftUICore.View where Wrapped : SwiftUICore.View {
extension Optional: View where Wrapped: View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12985 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}
