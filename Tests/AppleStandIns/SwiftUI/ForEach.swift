/// SwiftUI: struct ForEach (not @frozen, not isolated, not Sendable).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14533 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14538 — public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable {
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14539 — public var data: Data
    public var data: Data
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14540 — public var content: (Data.Element) -> Content
    public var content: (Data.Element) -> Content
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14542 — @available(*, unavailable)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14543 — extension SwiftUICore.ForEach : Swift.Sendable {
@available(*, unavailable)
extension ForEach: Sendable {}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14550 — extension SwiftUICore.ForEach : SwiftUICore.View where Content : SwiftUICore.View {
extension ForEach: View where Content: View {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14551 — public typealias Body = Swift.Never
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views itself. The SDK's witness for `View.body` is not public.
    /// NOT IN THE SDK FILES (searched: SwiftUICore and SwiftUI .swiftinterface; the SDK declares only `Body`); checked against https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError("stand-in") }
}

/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14560 — extension SwiftUICore.ForEach where ID == Data.Element.ID, Content : SwiftUICore.View, Data.Element : Swift.Identifiable {
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14561 — public init(_ data: Data, @SwiftUICore.ViewBuilder content: @escaping (Data.Element) -> Content)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
