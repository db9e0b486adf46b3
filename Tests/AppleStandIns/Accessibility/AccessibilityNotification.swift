// Stand-in for Apple's Accessibility framework (iOS 17+ for what is here): just what the SwiftUI countdown uses
// to post an announcement. SwiftUI does not re-export it (SwiftUI.swiftinterface's imports, offsets 0-700, list
// no Accessibility), so the view imports it.

/// NOT IN THE SDK FILES (Accessibility.framework's interface was not searched for); checked against
/// https://developer.apple.com/documentation/accessibility/accessibilitynotification — enum AccessibilityNotification
/// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1)
public enum AccessibilityNotification {
    /// NOT IN THE SDK FILES (as above); checked against
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement — struct Announcement
    public struct Announcement {
        private let announcement: String

        /// NOT IN THE SDK FILES (as above); checked against the same page's members — init(_ announcement: String)
        public init(_ announcement: String) {
            self.announcement = announcement
        }

        /// NOT IN THE SDK FILES (as above); checked against
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post() — func post()
        public func post() {}
    }
}
