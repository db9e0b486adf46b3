/// SwiftUI: @frozen struct Alignment : Equatable, Sendable   static let center: Alignment
/// — developer.apple.com/documentation/swiftui/alignment, .../alignment/center; `@frozen` and Equatable, Sendable
///   checked against the sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/alignment.md, crawled 2025-10-29)
@frozen
public struct Alignment: Equatable, Sendable {
    private let rawValue: Int

    /// As in the declaration quoted above.
    public static let center = Alignment(rawValue: 0)
}

/// SwiftUI: @frozen struct VerticalAlignment : Equatable, Sendable   static let center: VerticalAlignment
/// — developer.apple.com/documentation/swiftui/verticalalignment, .../verticalalignment/center; Equatable, Sendable
///   checked against the sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/verticalalignment.md); `@frozen` not checked
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    private let rawValue: Int

    /// As in the declaration quoted above.
    public static let center = VerticalAlignment(rawValue: 0)
}
