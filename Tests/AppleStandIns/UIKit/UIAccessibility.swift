// Accessibility: the UIAccessibility informal protocol on NSObject and the
// UIAccessibility namespace, only the members the Tally views use.

/// Mirrors `@interface NSObject (UIAccessibility)` (UIAccessibility.h, inside
/// `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), seen in Swift as `open var` members of NSObject.
/// Here they are `public` members of an extension: without an Objective-C runtime an extension cannot
/// declare overridable members. Each is `NS_SWIFT_UI_ACTOR`, so `@MainActor`. Only a device has an
/// accessibility tree to store them in.
extension NSObject {
    /// SDK: UIKit.framework/Headers/UIAccessibility.h:52 — @property (nonatomic) BOOL isAccessibilityElement API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
    @MainActor public var isAccessibilityElement: Bool {
        get { fatalError("UIKit stand-in: no accessibility tree on Linux") }
        set { fatalError("UIKit stand-in: no accessibility tree on Linux") }
    }

    /// SDK: UIKit.framework/Headers/UIAccessibility.h:64 — @property (nullable, nonatomic, copy) NSString *accessibilityLabel API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
    @MainActor public var accessibilityLabel: String? {
        get { fatalError("UIKit stand-in: no accessibility tree on Linux") }
        set { fatalError("UIKit stand-in: no accessibility tree on Linux") }
    }

    /// SDK: UIKit.framework/Headers/UIAccessibility.h:95 — @property (nullable, nonatomic, copy) NSString *accessibilityValue API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
    @MainActor public var accessibilityValue: String? {
        get { fatalError("UIKit stand-in: no accessibility tree on Linux") }
        set { fatalError("UIKit stand-in: no accessibility tree on Linux") }
    }
}

/// The namespace into which UIKit imports the UIAccessibility* C functions and constants. In the SDK it is
/// a C struct, imported as a Swift struct; the stand-in leaves out its `init()` and `_reserved` field, so
/// it cannot be made, which the views never do. It is not Sendable (the C struct holds a pointer).
/// SDK: UIKit.framework/Headers/UIAccessibilityConstants.h:332 — #ifdef __swift__
/// SDK: UIKit.framework/Headers/UIAccessibilityConstants.h:333 — // This struct is not available in Objective-C. Its only purpose is to create a namespace for accessibility symbols in Swift.
/// SDK: UIKit.framework/Headers/UIAccessibilityConstants.h:334 — typedef struct UIAccessibility { void *_reserved; } UIAccessibility;
public struct UIAccessibility {
    /// SDK: UIKit.framework/Headers/UIAccessibility.h:556 — UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void) API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
    ///   and UIKit.framework/Headers/UIKit.apinotes — `- Name: UIAccessibilityIsReduceMotionEnabled  SwiftName: "getter:UIAccessibility.isReduceMotionEnabled()"`
    @MainActor public static var isReduceMotionEnabled: Bool {
        fatalError("UIKit stand-in: no system settings on Linux")
    }

    /// SDK: UIKit.framework/Headers/UIAccessibility.h:511 — UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications notification, __nullable id argument) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
    ///   and UIKit.framework/Headers/UIKit.apinotes — `- Name: UIAccessibilityPostNotification  SwiftName: "UIAccessibility.post(notification:argument:)"`
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        fatalError("UIKit stand-in: no assistive technology on Linux")
    }

    /// The Swift import of an `NS_TYPED_ENUM` over `uint32_t` in a sendability-audited header: a Hashable,
    /// RawRepresentable, Sendable struct with `init(rawValue: UInt32)`.
    /// SDK: UIKit.framework/Headers/UIAccessibilityConstants.h:123 — typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM API_AVAILABLE(watchos(2.0));
    ///   and UIKit.framework/Headers/UIKit.apinotes — `- Name: UIAccessibilityNotifications  SwiftName: UIAccessibility.Notification`
    public struct Notification: Hashable, RawRepresentable, @unchecked Sendable {
        /// SDK: UIKit.framework/Headers/UIAccessibilityConstants.h:123 — typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM API_AVAILABLE(watchos(2.0));
        public let rawValue: UInt32

        /// SDK: UIKit.framework/Headers/UIAccessibilityConstants.h:123 — typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM API_AVAILABLE(watchos(2.0));
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A nonisolated `static let`. The constant is `extern` in the SDK, so its value is not in any
        /// header: 1008 is a placeholder, NOT VERIFIED. Nothing reads it.
        /// SDK: UIKit.framework/Headers/UIAccessibilityConstants.h:143 — UIKIT_EXTERN const UIAccessibilityNotifications UIAccessibilityAnnouncementNotification API_AVAILABLE(ios(4.0), watchos(2.0)) NS_SWIFT_NONISOLATED;
        ///   and UIKit.framework/Headers/UIKit.apinotes — `- Name: UIAccessibilityAnnouncementNotification  SwiftName: announcement`
        public static let announcement = Notification(rawValue: 1008)
    }
}
