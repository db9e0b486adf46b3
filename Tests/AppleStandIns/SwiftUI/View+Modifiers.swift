import Foundation

/// The View modifiers TallySwiftUI calls, each as Apple declares it.
extension View {
    /// SwiftUI: nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>
    /// — developer.apple.com/documentation/swiftui/view/modifier(_:)
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// SwiftUI: nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    ///   -> some View
    /// — developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func opacity(_ opacity: Double) -> some View
    /// — developer.apple.com/documentation/swiftui/view/opacity(_:)
    public nonisolated func opacity(_ opacity: Double) -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)
    ///   -> ModifiedContent<Self, _UniformScaleEffect>
    /// — developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
    public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, _UniformScaleEffect
    > {
        modifier(_UniformScaleEffect(scale: s, anchor: anchor))
    }

    /// SwiftUI: nonisolated func clipped(antialiased: Bool = false) -> some View
    /// — developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
    public nonisolated func clipped(antialiased: Bool = false) -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func overlay<V>(alignment: Alignment = .center,
    ///   @ViewBuilder content: () -> V) -> some View where V : View   (iOS 15+)
    /// — developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    public nonisolated func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func font(_ font: Font?) -> some View
    /// — developer.apple.com/documentation/swiftui/view/font(_:)
    public nonisolated func font(_ font: Font?) -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func monospacedDigit() -> some View   (iOS 15+)
    /// — developer.apple.com/documentation/swiftui/view/monospaceddigit()
    public nonisolated func monospacedDigit() -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func disabled(_ disabled: Bool) -> some View
    /// — developer.apple.com/documentation/swiftui/view/disabled(_:)
    public nonisolated func disabled(_ disabled: Bool) -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func onChange<V>(of value: V, initial: Bool = false,
    ///   _ action: @escaping (V, V) -> Void) -> some View where V : Equatable   (iOS 17+)
    /// — developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    public nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    where V: Equatable {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View
    /// — developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View
    /// — developer.apple.com/documentation/swiftui/view/accessibilityelement(children:) (.md page, read via the
    ///   search tool: `nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`)
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_StandInModifier())
    }

    /// SwiftUI: nonisolated func accessibilityLabel(_ label: Text)
    ///   -> ModifiedContent<Self, AccessibilityAttachmentModifier>   (iOS 14+)
    /// — developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
    public nonisolated func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier())
    }

    /// SwiftUI: nonisolated func accessibilityValue(_ valueDescription: Text)
    ///   -> ModifiedContent<Self, AccessibilityAttachmentModifier>   (iOS 14+)
    /// — developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        modifier(AccessibilityAttachmentModifier())
    }
}

/// SwiftUI: @frozen struct _UniformScaleEffect : GeometryEffect, Equatable
///   (GeometryEffect refines ViewModifier; the stand-in conforms to ViewModifier only)
/// — the return type of scaleEffect(_:anchor:), developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
@frozen
public struct _UniformScaleEffect: Equatable {
    /// As in the declaration quoted above.
    public var scale: CGFloat
    /// As in the declaration quoted above.
    public var anchor: UnitPoint

    /// As in the declaration quoted above.
    public init(scale: CGFloat, anchor: UnitPoint) {
        self.scale = scale
        self.anchor = anchor
    }
}

extension _UniformScaleEffect: ViewModifier {
    /// A primitive view has no body of its own.
    public typealias Body = Never
}

/// SwiftUI: struct AccessibilityAttachmentModifier   (Conforms To: ViewModifier only)
/// — developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier, checked against the
///   sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/accessibilityattachmentmodifier.md)
public struct AccessibilityAttachmentModifier {}

extension AccessibilityAttachmentModifier: ViewModifier {
    /// A primitive view has no body of its own.
    public typealias Body = Never
}
