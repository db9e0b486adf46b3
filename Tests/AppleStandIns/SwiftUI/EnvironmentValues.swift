/// SwiftUI: struct EnvironmentValues
/// — developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// SwiftUI: var accessibilityReduceMotion: Bool { get }
    /// — developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { false }

    /// SwiftUI: var layoutDirection: LayoutDirection { get set }
    /// — developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection {
        get { .leftToRight }
        set {}
    }
}
