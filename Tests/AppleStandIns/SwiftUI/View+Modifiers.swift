import Foundation

/// The View modifiers TallySwiftUI calls, each as the SDK declares it: `nonisolated`, most returning
/// `some View`.
extension View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13176 — @inlinable nonisolated public func modifier<T>(_ modifier: T) -> SwiftUICore.ModifiedContent<Self, T> {
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2718 — @inlinable nonisolated public func environment<V>(_ keyPath: Swift.WritableKeyPath<SwiftUICore.EnvironmentValues, V>, _ value: V) -> some SwiftUICore.View {
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3778 — @inlinable nonisolated public func opacity(_ opacity: Swift.Double) -> some SwiftUICore.View {
    public nonisolated func opacity(_ opacity: Double) -> some View {
        modifier(_StandInModifier())
    }

    /// An opaque `some View` in the iOS 18.0 SDK (not a `ModifiedContent`); the SDK's `scaleEffect(_: CGSize,
    /// anchor:)` and `scaleEffect(x:y:anchor:)` overloads are left out.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16287 — @inlinable nonisolated public func scaleEffect(_ s: CoreFoundation.CGFloat, anchor: SwiftUICore.UnitPoint = .center) -> some SwiftUICore.View {
    public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14900 — @inlinable nonisolated public func clipped(antialiased: Swift.Bool = false) -> some SwiftUICore.View {
    public nonisolated func clipped(antialiased: Bool = false) -> some View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2982 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2987 — extension SwiftUICore.View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2988 — @inlinable nonisolated public func overlay<V>(alignment: SwiftUICore.Alignment = .center, @SwiftUICore.ViewBuilder content: () -> V) -> some SwiftUICore.View where V : SwiftUICore.View {
    public nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14371 — @inlinable nonisolated public func font(_ font: SwiftUICore.Font?) -> some SwiftUICore.View {
    public nonisolated func font(_ font: Font?) -> some View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14375 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14376 — nonisolated public func monospacedDigit() -> some SwiftUICore.View
    public nonisolated func monospacedDigit() -> some View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:189 — @inlinable nonisolated public func disabled(_ disabled: Swift.Bool) -> some SwiftUICore.View {
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        modifier(_StandInModifier())
    }

    /// The action is neither `@Sendable` nor `@MainActor`, as in the SDK; the zero-argument overload is left
    /// out.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11638 — @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11643 — extension SwiftUICore.View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11644 — nonisolated public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some SwiftUICore.View where V : Swift.Equatable
    public nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    where V: Equatable {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9343 — @inlinable nonisolated public func onDisappear(perform action: (() -> Swift.Void)? = nil) -> some SwiftUICore.View {
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20006 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20008 — nonisolated public func accessibilityElement(children: SwiftUI.AccessibilityChildBehavior = .ignore) -> some SwiftUICore.View
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_StandInModifier())
    }

    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:667 — @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:669 — nonisolated public func accessibilityLabel(_ label: SwiftUICore.Text) -> SwiftUICore.ModifiedContent<Self, SwiftUI.AccessibilityAttachmentModifier>
    public nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier())
    }

    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:46 — @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:48 — nonisolated public func accessibilityValue(_ valueDescription: SwiftUICore.Text) -> SwiftUICore.ModifiedContent<Self, SwiftUI.AccessibilityAttachmentModifier>
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier())
    }
}

/// SwiftUI: the modifier `accessibilityLabel(_:)` and `accessibilityValue(_:)` return; a main-actor
/// ViewModifier in its primary declaration, without a public initializer; not Sendable.
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13126 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13127 — @_Concurrency.MainActor @preconcurrency public struct AccessibilityAttachmentModifier : SwiftUICore.ViewModifier {
@MainActor @preconcurrency
public struct AccessibilityAttachmentModifier: ViewModifier {
    /// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13129 — public typealias Body = Swift.Never
    public typealias Body = Never

    /// Stand-in only (internal): what the nonisolated modifiers above build.
    nonisolated init() {}
}

/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13131 — @available(*, unavailable)
/// SDK: SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13132 — extension SwiftUI.AccessibilityAttachmentModifier : Swift.Sendable {
@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}
