/// SwiftUI: @frozen @propertyWrapper struct State<Value> : DynamicProperty
///   init(wrappedValue value: Value)
///   init(initialValue value: Value)
///   var wrappedValue: Value { get nonmutating set }
///   var projectedValue: Binding<Value> { get }
/// — developer.apple.com/documentation/swiftui/state, .../state/init(wrappedvalue:), .../state/init(initialvalue:),
///   .../state/wrappedvalue, .../state/projectedvalue
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value

    /// As in the declaration quoted above.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// As in the declaration quoted above.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// As in the declaration quoted above.
    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }

    /// As in the declaration quoted above.
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// Apple's page lists Sendable among State's conformances (sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/state.md, crawled 2025-10-29), but
/// that list also flattens conditional conformances (it lists Binding's, which Apple's prose says is conditional),
/// and no SwiftUI.swiftinterface was found to show the condition. NOT VERIFIED: the stand-in claims Sendable
/// only for Sendable values, which can only make it accept less than the real State.
extension State: Sendable where Value: Sendable {}
