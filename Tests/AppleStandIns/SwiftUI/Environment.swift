/// SwiftUI: @frozen @propertyWrapper struct Environment<Value> : DynamicProperty, Sendable
///   init(_ keyPath: KeyPath<EnvironmentValues, Value>)
///   var wrappedValue: Value { get }
/// — developer.apple.com/documentation/swiftui/environment, .../environment/init(_:),
///   .../environment/wrappedvalue; DynamicProperty, Sendable listed by the
///   sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/environment.md). Whether Apple's Sendable is conditional on Value was NOT found.
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty, Sendable {
    /// As in the declaration quoted above.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    /// As in the declaration quoted above.
    public var wrappedValue: Value { fatalError("stand-in") }
}
