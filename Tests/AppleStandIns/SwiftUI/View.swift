/// SwiftUI: @MainActor @preconcurrency protocol View
///   associatedtype Body : View
///   @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
/// — developer.apple.com/documentation/swiftui/view (Xcode 16 interface text)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// SwiftUI: extension Never : View — the body type of primitive views
/// — developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
extension Never: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}

/// SwiftUI: extension Optional : View where Wrapped : View — what `if` builds
/// — developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
extension Optional: View where Wrapped: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
