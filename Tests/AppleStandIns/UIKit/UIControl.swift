// UIControl: only the members the Tally views use.

/// Mirrors `@MainActor open class UIControl : UIView`. The overlay's `@MainActor`
/// `enumerateEventHandlers(_:)` (UIKit .swiftinterface) is indirect evidence of the class's isolation.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
    /// Mirrors `open var isEnabled: Bool`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled = true

    /// Mirrors `@available(iOS 14.0, *) open func addAction(_ action: UIAction, for controlEvents: UIControl.Event)`
    /// (also listed on onestack.dev/ios-reference/UIKit/UIControl).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    ///   Name and labels confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: UIControl … - Selector: 'addAction:forControlEvents:'  SwiftName: 'addAction(_:for:)'  MethodKind: Instance`
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    private var actions: [(UIAction, UIControl.Event)] = []
}

extension UIControl {
    /// Mirrors `public struct Event : OptionSet, @unchecked Sendable` with `init(rawValue: UInt)`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/event
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: UIControlEvents  SwiftName: UIControl.Event`
    public struct Event: OptionSet, @unchecked Sendable {
        /// Mirrors `let rawValue: UInt`, the bits of the SDK's C constants.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/event (the type's page)
        public let rawValue: UInt

        /// Mirrors `init(rawValue: UInt)`.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/event (the type's page)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Mirrors `static var primaryActionTriggered: UIControl.Event { get }`. Raw value 1 << 13 NOT
        /// VERIFIED (from memory of UIControl.h); nothing reads it.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
    }

    /// Mirrors `public struct State : OptionSet, @unchecked Sendable` with `init(rawValue: UInt)`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: UIControlState  SwiftName: UIControl.State`
    public struct State: OptionSet, @unchecked Sendable {
        /// Mirrors `let rawValue: UInt`, the bits of the SDK's C constants.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct (the type's page)
        public let rawValue: UInt

        /// Mirrors `init(rawValue: UInt)`.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct (the type's page)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Mirrors `static var normal: UIControl.State { get }`. Raw values here (0, 1 << 1) NOT VERIFIED
        /// (from memory of UIControl.h); the stand-in only uses them as dictionary keys.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct (the type's page)
        ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: UIControlStateNormal  SwiftName: normal`
        public static var normal: UIControl.State { State(rawValue: 0) }

        /// Mirrors `static var disabled: UIControl.State { get }` (1 << 1).
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIControl.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct (the type's page)
        public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
    }
}
