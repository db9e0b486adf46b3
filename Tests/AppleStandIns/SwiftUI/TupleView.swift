/// SwiftUI: a `@frozen` main-actor view, conforming to View in its primary declaration, whose initializer is
/// `nonisolated` (ViewBuilder.buildBlock, which is not isolated, calls it); not Sendable.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2304 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2309 — @frozen @_Concurrency.MainActor @preconcurrency public struct TupleView<T> : SwiftUICore.View {
@frozen @MainActor @preconcurrency
public struct TupleView<T>: View {
    /// The stand-in's storage, outside the main actor so that the nonisolated initializer can set it: in
    /// Swift 6 a nonisolated initializer may not initialize a main-actor stored property of a non-Sendable
    /// type. Callers only see `value`.
    nonisolated(unsafe) private var storage: T

    /// Main-actor isolated, as in the SDK; a computed property here, over `storage`.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2310 — @_Concurrency.MainActor @preconcurrency public var value: T
    @MainActor @preconcurrency
    public var value: T {
        get { storage }
        set { storage = newValue }
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2311 — @inlinable nonisolated public init(_ value: T) { self.value = value }
    nonisolated public init(_ value: T) {
        storage = value
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2317 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}

/// Not Sendable, as in the SDK (without this the `@frozen` struct would be inferred Sendable when `T` is).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2319 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2320 — extension SwiftUICore.TupleView : Swift.Sendable {
@available(*, unavailable)
extension TupleView: Sendable {}
