import Foundation

/// SwiftUI: @frozen struct Text : Equatable, Sendable   (and View, in an extension)
/// — developer.apple.com/documentation/swiftui/text
@frozen
public struct Text: Equatable, Sendable {
    private let content: AttributedString

    /// SwiftUI: init(verbatim content: String)
    /// — developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {
        self.content = AttributedString(content)
    }

    /// SwiftUI: init(_ attributedContent: AttributedString)   (iOS 15+)
    /// — developer.apple.com/documentation/swiftui/text/init(_:)
    public init(_ attributedContent: AttributedString) {
        content = attributedContent
    }

    /// SwiftUI: nonisolated func monospacedDigit() -> Text   (iOS 15+)
    /// — developer.apple.com/documentation/swiftui/text/monospaceddigit()
    public nonisolated func monospacedDigit() -> Text {
        self
    }
}

/// SwiftUI: extension Text : View
extension Text: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}
