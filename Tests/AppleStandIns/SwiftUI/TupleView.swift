/// SwiftUI: @frozen struct TupleView<T>
///   init(_ value: T); var value: T
/// — developer.apple.com/documentation/swiftui/tupleview
@frozen
public struct TupleView<T> {
    /// As in the declaration quoted above.
    public var value: T

    /// As in the declaration quoted above.
    public init(_ value: T) {
        self.value = value
    }
}

/// SwiftUI: extension TupleView : View
extension TupleView: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
