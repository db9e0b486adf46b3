// UIControl: only the members the Tally views use.

/// Mirrors `@MainActor open class UIControl : UIView` (generated interface of
/// UIControl.h): https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
    /// Mirrors `open var isEnabled: Bool`:
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled = true

    /// Mirrors `@available(iOS 14.0, *) open func addAction(_ action: UIAction,
    /// for controlEvents: UIControl.Event)` (checked on onestack.dev/ios-reference/UIKit/UIControl):
    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    private var actions: [(UIAction, UIControl.Event)] = []
}

extension UIControl {
    /// Mirrors `public struct Event : OptionSet, @unchecked Sendable` with
    /// `init(rawValue: UInt)` (UIControl.h):
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, @unchecked Sendable {
        /// Mirrors `let rawValue: UInt`, the bits of the SDK's C constants.
        public let rawValue: UInt

        /// Mirrors `init(rawValue: UInt)`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Mirrors `static var primaryActionTriggered: UIControl.Event { get }`, checked on the
        /// .md page (read via the search tool). Raw value 1 << 13 NOT VERIFIED (from memory of
        /// UIControl.h); nothing reads it:
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
    }

    /// Mirrors `public struct State : OptionSet, @unchecked Sendable` with
    /// `init(rawValue: UInt)` (UIControl.h):
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, @unchecked Sendable {
        /// Mirrors `let rawValue: UInt`, the bits of the SDK's C constants.
        public let rawValue: UInt

        /// Mirrors `init(rawValue: UInt)`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Mirrors `static var normal: UIControl.State { get }`. Raw values here (0, 1 << 1) NOT
        /// VERIFIED (from memory of UIControl.h); the stand-in only uses them as dictionary keys.
        public static var normal: UIControl.State { State(rawValue: 0) }

        /// Mirrors `static var disabled: UIControl.State { get }` (1 << 1).
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
    }
}
