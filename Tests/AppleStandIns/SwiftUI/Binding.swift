/// SwiftUI: @frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>, Sendable only when its value is.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> (iOS 13)
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Both closures inherit the caller's actor context (`@_inheritActorContext`), as in the SDK.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void)
    ///   (inside `#if compiler(>=5.3) && $IsolatedAny`)
    @preconcurrency
    public init(
        @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
        @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var wrappedValue: Value { get nonmutating set }
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var projectedValue: SwiftUICore.Binding<Value> { get }
    public var projectedValue: Binding<Value> { self }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public subscript<Subject>(dynamicMember keyPath: Swift.WritableKeyPath<Value, Subject>) -> SwiftUICore.Binding<Subject> { get }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.Binding : SwiftUICore.DynamicProperty
extension Binding: DynamicProperty {}

/// The SDK's conformance is `@unchecked`; callers cannot tell the difference.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.Binding : @unchecked Swift.Sendable where Value : Swift.Sendable {}
extension Binding: Sendable where Value: Sendable {}
