import Foundation

/// SwiftUI: @frozen struct Text : Equatable, Sendable (and View, in an extension; not isolated).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @frozen public struct Text : Swift.Equatable, Swift.Sendable (iOS 13)
@frozen
public struct Text: Equatable, Sendable {
    private let content: AttributedString

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @inlinable public init(verbatim content: Swift.String)
    public init(verbatim content: String) {
        self.content = AttributedString(content)
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) extension SwiftUICore.Text { @_disfavoredOverload public init(_ attributedContent: Foundation.AttributedString) }
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        content = attributedContent
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) nonisolated public func monospacedDigit() -> SwiftUICore.Text
    public nonisolated func monospacedDigit() -> Text {
        self
    }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — extension SwiftUICore.Text : SwiftUICore.View
extension Text: View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}
