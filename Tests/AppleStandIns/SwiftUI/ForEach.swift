/// SwiftUI: struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
/// — developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// SwiftUI: var data: Data; var content: (Data.Element) -> Content
    public var data: Data
    /// As in the declaration quoted above.
    public var content: (Data.Element) -> Content
}

/// SwiftUI: extension ForEach : View where Content : View
extension ForEach: View where Content: View {
    /// A primitive view has no body of its own.
    public typealias Body = Never
    /// Never called: SwiftUI draws primitive views and modifiers itself.
    public var body: Never { fatalError("stand-in") }
}

/// SwiftUI: extension ForEach where ID == Data.Element.ID, Content : View, Data.Element : Identifiable
///   init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
/// — developer.apple.com/documentation/swiftui/foreach/init(_:content:)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// As in the declaration quoted above.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
