/// SwiftUI: struct AccessibilityChildBehavior   (Conforms To: Equatable, Hashable; no Sendable)
///   static let ignore: AccessibilityChildBehavior   (also .contain, .combine)
/// — checked against developer.apple.com/documentation/swiftui/accessibilitychildbehavior as
///   mirrored by sosumi.ai (pianostringquartet/DAGFromCode, swiftui_documentation/.../accessibilitychildbehavior.md,
///   crawled 2025-10-29) and onestack.dev/ios-reference/SwiftUI/AccessibilityChildBehavior (`static let ignore`).
///   Apple lists no Sendable conformance, so the stand-in declares none; `nonisolated(unsafe)` is only
///   what lets a Swift 6 module hold a non-Sendable `static let` (SwiftUI itself is built in Swift 5 mode).
public struct AccessibilityChildBehavior: Hashable {
    private let rawValue: Int

    /// As in the declaration quoted above.
    nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior(rawValue: 0)
}
