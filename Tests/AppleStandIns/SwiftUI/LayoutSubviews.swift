/// SwiftUI: struct LayoutSubviews (iOS 16+). The stand-in stores subview ids, since LayoutSubview is not
/// Sendable; the SDK's `layoutDirection` and `subscript(indices:)` are left out.
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7143 — @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7148 — public struct LayoutSubviews : Swift.Equatable, Swift.RandomAccessCollection, Swift.Sendable {
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7150 — public typealias Element = SwiftUICore.LayoutSubview
    public typealias Element = LayoutSubview
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7151 — public typealias Index = Swift.Int
    public typealias Index = Int
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7149 — public typealias SubSequence = SwiftUICore.LayoutSubviews
    public typealias SubSequence = LayoutSubviews

    private let storage: [Int]
    /// A `let` here; callers read it as the SDK's get-only property.
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7153 — public var startIndex: Swift.Int {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7154 — get
    public let startIndex: Int
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7156 — public var endIndex: Swift.Int {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7157 — get
    public let endIndex: Int

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7159 — public subscript(index: Swift.Int) -> SwiftUICore.LayoutSubviews.Element {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7160 — get
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(id: storage[index]) }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7162 — public subscript(bounds: Swift.Range<Swift.Int>) -> SwiftUICore.LayoutSubviews {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7163 — get
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, startIndex: bounds.lowerBound, endIndex: bounds.upperBound)
    }
}
