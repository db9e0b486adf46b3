/// SwiftUI: @MainActor @preconcurrency struct Button<Label> : View where Label : View
///   @preconcurrency init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
/// — developer.apple.com/documentation/swiftui/button, .../button/init(action:label:)
@MainActor @preconcurrency
public struct Button<Label>: View where Label: View {
    private let action: @MainActor () -> Void
    private let label: Label

    /// As in the declaration quoted above: the action runs on the main actor.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
