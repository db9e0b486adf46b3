/// SwiftUI: struct LayoutSubviews : Equatable, RandomAccessCollection, Sendable   (iOS 16+)
///   typealias Element = LayoutSubview; typealias Index = Int; typealias SubSequence = LayoutSubviews
///   var startIndex: Int { get }; var endIndex: Int { get }
///   subscript(index: Int) -> LayoutSubview { get }; subscript(bounds: Range<Int>) -> LayoutSubviews { get }
/// — developer.apple.com/documentation/swiftui/layoutsubviews, .../layoutsubviews/element,
///   .../layoutsubviews/subsequence, .../layoutsubviews/subscript(_:); conformances checked against the
///   sosumi.ai mirror (pianostringquartet/DAGFromCode, .../layoutsubviews.md, crawled 2025-10-29: Equatable,
///   RandomAccessCollection, Sendable). The stand-in stores subview ids, since LayoutSubview is not Sendable.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// As in the declaration quoted above.
    public typealias Element = LayoutSubview
    /// As in the declaration quoted above.
    public typealias Index = Int
    /// As in the declaration quoted above.
    public typealias SubSequence = LayoutSubviews

    private let storage: [Int]
    /// As in the declaration quoted above.
    public let startIndex: Int
    /// As in the declaration quoted above.
    public let endIndex: Int

    /// As in the declaration quoted above.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(id: storage[index]) }

    /// As in the declaration quoted above.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, startIndex: bounds.lowerBound, endIndex: bounds.upperBound)
    }
}
