// Accessibility: the UIAccessibility informal protocol on NSObject and the
// UIAccessibility namespace, only the members the Tally views use.

/// Mirrors `@interface NSObject (UIAccessibility)` (UIAccessibility.h), seen in
/// Swift as `open var` members of NSObject. Here they are `public` members of
/// an extension: without an Objective-C runtime an extension cannot declare
/// overridable members. Only a device has an accessibility tree to store them in.
/// https://developer.apple.com/documentation/uikit/uiaccessibility-protocol
/// `@MainActor`: the NSObject-swift.class pages found for sibling members of the same category
/// (accessibilityLanguage, accessibilityPath, accessibilityNavigationStyle, accessibilityHeaderElements,
/// accessibilityElementCount()) all read `@MainActor var …` on developer.apple.com (tutorials/data/documentation/...md, read via the search tool). The pages
/// for isAccessibilityElement, accessibilityLabel and accessibilityValue themselves were NOT found; their
/// `@MainActor` is inferred from those siblings.
extension NSObject {
    /// Mirrors `var isAccessibilityElement: Bool { get set }`:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    @MainActor public var isAccessibilityElement: Bool {
        get { fatalError("UIKit stand-in: no accessibility tree on Linux") }
        set { fatalError("UIKit stand-in: no accessibility tree on Linux") }
    }

    /// Mirrors `var accessibilityLabel: String? { get set }`:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @MainActor public var accessibilityLabel: String? {
        get { fatalError("UIKit stand-in: no accessibility tree on Linux") }
        set { fatalError("UIKit stand-in: no accessibility tree on Linux") }
    }

    /// Mirrors `var accessibilityValue: String? { get set }`:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    @MainActor public var accessibilityValue: String? {
        get { fatalError("UIKit stand-in: no accessibility tree on Linux") }
        set { fatalError("UIKit stand-in: no accessibility tree on Linux") }
    }
}

/// Mirrors the `UIAccessibility` namespace into which UIKit imports the
/// UIAccessibility* C functions and constants:
/// https://developer.apple.com/documentation/uikit/uiaccessibility
/// NOT VERIFIED: no source found says whether Apple declares this namespace as an enum or a struct.
/// Callers cannot tell the difference: neither has a public initializer, and the views only use its
/// static members.
public enum UIAccessibility {
    /// Mirrors `@MainActor static var isReduceMotionEnabled: Bool { get }`, checked on
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled (.md page, read via
    /// the search tool)
    @MainActor public static var isReduceMotionEnabled: Bool {
        fatalError("UIKit stand-in: no system settings on Linux")
    }

    /// Mirrors `@MainActor static func post(notification: UIAccessibility.Notification,
    /// argument: Any?)`, checked on developer.apple.com (tutorials/data/documentation/...md, read via the search tool):
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        fatalError("UIKit stand-in: no assistive technology on Linux")
    }

    /// Mirrors `struct Notification` with `init(rawValue: UInt32)` (the Swift import of
    /// `typedef uint32_t UIAccessibilityNotifications`): the struct on
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification (.md page) and
    /// `init(rawValue: UInt32)` on onestack.dev/ios-reference/UIKit/UIAccessibility.Notification.
    /// Its Hashable and Sendable conformances are those of an imported typed enum; not checked on a page.
    public struct Notification: Hashable, RawRepresentable, @unchecked Sendable {
        /// Mirrors `let rawValue: UInt32`, the bits of the SDK's C constants.
        public let rawValue: UInt32

        /// Mirrors `init(rawValue: UInt32)`.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Mirrors `nonisolated static let announcement: UIAccessibility.Notification`, checked on
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement (.md page).
        /// The SDK declares UIAccessibilityAnnouncementNotification as an `extern` variable (see the objc2-ui-kit
        /// bindings on docs.rs), so its value is not in any header: 1008 is a placeholder, NOT VERIFIED. Nothing
        /// reads it.
        public static let announcement = Notification(rawValue: 1008)
    }
}
