/// SwiftUI: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>, Sendable only when its value is.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9793 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9798 — @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Both closures inherit the caller's actor context (`@_inheritActorContext`), as in the SDK.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9807 — @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void)
    ///   (inside `#if compiler(>=5.3) && $IsolatedAny`)
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9813 — public var wrappedValue: Value {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9814 — get
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9815 — nonmutating set
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9817 — public var projectedValue: SwiftUICore.Binding<Value> {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9818 — get
    public var projectedValue: Binding<Value> { self }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9823 — public subscript<Subject>(dynamicMember keyPath: Swift.WritableKeyPath<Value, Subject>) -> SwiftUICore.Binding<Subject> {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9824 — get
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9905 — extension SwiftUICore.Binding : SwiftUICore.DynamicProperty {
extension Binding: DynamicProperty {}

/// The SDK's conformance is `@unchecked`; callers cannot tell the difference.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9828 — extension SwiftUICore.Binding : @unchecked Swift.Sendable where Value : Swift.Sendable {
extension Binding: Sendable where Value: Sendable {}
