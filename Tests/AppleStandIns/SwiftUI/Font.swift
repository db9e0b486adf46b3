import Foundation

/// SwiftUI: @frozen struct Font : Hashable, Sendable
/// — developer.apple.com/documentation/swiftui/font
@frozen
public struct Font: Hashable, Sendable {
    private let size: CGFloat
    private let weight: Weight?
    private let design: Design?

    /// SwiftUI: static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font
    ///   (iOS 16+)
    /// — developer.apple.com/documentation/swiftui/font/system(size:weight:design:), checked against the
    ///   sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/font/system(size_weight_design_).md)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// SwiftUI: @frozen struct Weight : Hashable, Sendable   static let bold: Font.Weight
    /// — developer.apple.com/documentation/swiftui/font/weight, .../font/weight/bold; `@frozen`, Hashable, Sendable
    ///   checked against the sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/font/weight.md), `static let bold` against
    ///   onestack.dev/ios-reference/SwiftUICore/Font.Weight
    @frozen
    public struct Weight: Hashable, Sendable {
        private let value: CGFloat

        /// As in the declaration quoted above.
        public static let bold = Weight(value: 0.4)
    }

    /// SwiftUI: enum Design : Hashable, Sendable { case default, serif, rounded, monospaced }   (not @frozen)
    /// — developer.apple.com/documentation/swiftui/font/design; cases and conformances checked against the
    ///   sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/font/design.md)
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}
