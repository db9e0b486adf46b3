/// SwiftUI: struct LayoutSubviews (iOS 16+). The stand-in stores subview ids, since LayoutSubview is not
/// Sendable; the SDK's `layoutDirection` and `subscript(indices:)` are left out.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 16.0, …) public struct LayoutSubviews : Swift.Equatable, Swift.RandomAccessCollection, Swift.Sendable
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public typealias Element = SwiftUICore.LayoutSubview
    public typealias Element = LayoutSubview
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public typealias Index = Swift.Int
    public typealias Index = Int
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public typealias SubSequence = SwiftUICore.LayoutSubviews
    public typealias SubSequence = LayoutSubviews

    private let storage: [Int]
    /// A `let` here; callers read it as the SDK's get-only property.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var startIndex: Swift.Int { get }
    public let startIndex: Int
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public var endIndex: Swift.Int { get }
    public let endIndex: Int

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public subscript(index: Swift.Int) -> SwiftUICore.LayoutSubviews.Element { get }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(id: storage[index]) }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public subscript(bounds: Swift.Range<Swift.Int>) -> SwiftUICore.LayoutSubviews { get }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, startIndex: bounds.lowerBound, endIndex: bounds.upperBound)
    }
}
