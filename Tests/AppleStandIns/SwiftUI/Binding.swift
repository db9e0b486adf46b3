/// SwiftUI: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>
///   var wrappedValue: Value { get nonmutating set }
///   var projectedValue: Binding<Value> { get }
///   subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }
///   "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable."
/// — developer.apple.com/documentation/swiftui/binding, .../binding/wrappedvalue,
///   .../binding/projectedvalue, .../binding/subscript(dynamicmember:)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// SwiftUI: @preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
    ///   set: @escaping @isolated(any) @Sendable (Value) -> Void)
    /// — developer.apple.com/documentation/swiftui/binding/init(get:set:)
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    /// As in the declaration quoted above.
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }

    /// As in the declaration quoted above.
    public var projectedValue: Binding<Value> { self }

    /// As in the declaration quoted above.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

extension Binding: DynamicProperty {}

extension Binding: Sendable where Value: Sendable {}
