import Foundation

/// SwiftUI: @frozen struct UnitPoint : Hashable, Sendable
///   var x: CGFloat; var y: CGFloat; init(x: CGFloat, y: CGFloat)
///   static let center, top, topLeading, ... : UnitPoint
/// — developer.apple.com/documentation/swiftui/unitpoint; `@frozen`, Hashable, Sendable checked against the
///   sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/unitpoint.md; Apple also lists Animatable and Codable, left out here), `static let center` and
///   `static let topLeading` against .../unitpoint/center.md and .../unitpoint/topleading.md. `top` is listed there
///   too; its `static let` spelling is assumed from its siblings.
@frozen
public struct UnitPoint: Hashable, Sendable {
    /// As in the declaration quoted above.
    public var x: CGFloat
    /// As in the declaration quoted above.
    public var y: CGFloat

    /// As in the declaration quoted above.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// As in the declaration quoted above.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// As in the declaration quoted above.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// As in the declaration quoted above.
    public static let topLeading = UnitPoint(x: 0, y: 0)
}
