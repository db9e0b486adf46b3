/// SwiftUI: a main-actor view whose initializer is `nonisolated`; not Sendable.
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19504 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19505 — @_Concurrency.MainActor @preconcurrency public struct Button<Label> : SwiftUICore.View where Label : SwiftUICore.View {
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    /// The action runs on the main actor; the initializer itself can be called from anywhere. The
    /// stand-in keeps neither argument: nothing runs.
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19506 — @preconcurrency nonisolated public init(action: @escaping @_Concurrency.MainActor () -> Swift.Void, @SwiftUICore.ViewBuilder label: () -> Label)
    @preconcurrency
    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    /// Never called: SwiftUI draws its views itself. An opaque type, as in the SDK.
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19507 — @_Concurrency.MainActor @preconcurrency public var body: some SwiftUICore.View {
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19508 — get
    @MainActor @preconcurrency
    public var body: some View { Label?.none }
}

/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19513 — @available(*, unavailable)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19514 — extension SwiftUI.Button : Swift.Sendable {
@available(*, unavailable)
extension Button: Sendable {}
