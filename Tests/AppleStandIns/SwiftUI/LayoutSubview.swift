import Foundation

/// SwiftUI: struct LayoutSubview   (iOS 16+; Conforms To: Equatable; no Sendable)
/// — checked against developer.apple.com/documentation/swiftui/layoutsubview as mirrored by sosumi.ai
///   (pianostringquartet/DAGFromCode, swiftui_documentation/.../layoutsubview.md, crawled 2025-10-29).
///   Unlike LayoutSubviews, Apple lists no Sendable conformance, so the stand-in declares none.
public struct LayoutSubview: Equatable {
    private let id: Int

    init(id: Int) {
        self.id = id
    }

    /// SwiftUI: func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// — developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:) (.md page, read via the search tool)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError("stand-in") }

    /// SwiftUI: func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)
    /// — developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:) (.md page, read via the
    ///   search tool)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
}
