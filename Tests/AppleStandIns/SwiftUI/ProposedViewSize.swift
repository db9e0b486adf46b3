import Foundation

/// SwiftUI: @frozen struct ProposedViewSize : Equatable, Sendable   (iOS 16+)
///   var width: CGFloat?; var height: CGFloat?
///   init(width: CGFloat?, height: CGFloat?); init(_ size: CGSize)
///   static let unspecified: ProposedViewSize
/// — developer.apple.com/documentation/swiftui/proposedviewsize, .../init(width:height:), .../init(_:),
///   .../unspecified; `@frozen`, Equatable, Sendable checked against the
///   sosumi.ai mirror of developer.apple.com (pianostringquartet/DAGFromCode, swiftui_documentation/documentation/swiftui/proposedviewsize.md)
@frozen
public struct ProposedViewSize: Equatable, Sendable {
    /// As in the declaration quoted above.
    public var width: CGFloat?
    /// As in the declaration quoted above.
    public var height: CGFloat?

    /// As in the declaration quoted above.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// As in the declaration quoted above.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// As in the declaration quoted above.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}
