/// SwiftUI: struct EnvironmentValues
/// — developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// SwiftUI: var accessibilityReduceMotion: Bool { get }
    /// — developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { false }
}
