/// SwiftUI (SwiftUICore): enum LayoutDirection : Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
/// — developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
