import Foundation

/// SwiftUI: @frozen struct Text : Equatable, Sendable (and View, in an extension; not isolated).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15723 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15728 — @frozen public struct Text : Swift.Equatable, Swift.Sendable {
@frozen
public struct Text: Equatable, Sendable {
    private let content: AttributedString

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15755 — @inlinable public init(verbatim content: Swift.String) {
    public init(verbatim content: String) {
        self.content = AttributedString(content)
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6665 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6670 — extension SwiftUICore.Text {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6671 — @_disfavoredOverload public init(_ attributedContent: Foundation.AttributedString)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        content = attributedContent
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11267 — @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11268 — nonisolated public func monospacedDigit() -> SwiftUICore.Text
    public nonisolated func monospacedDigit() -> Text {
        self
    }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5088 — extension SwiftUICore.Text : SwiftUICore.View {
extension Text: View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5091 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}
