// UIUpdateLink (iOS 18, tvOS 18, visionOS 2; not watchOS): only the members the Tally views use.
// NOT IN THE SDK FILES read here (UIUpdateLink.h is not among the headers the search tool holds);
// the declarations are those of Apple's documentation pages, read through the search tool.

/// Mirrors `@MainActor class UIUpdateLink` (an `NSObject` subclass):
/// https://developer.apple.com/documentation/uikit/uiupdatelink
@MainActor
open class UIUpdateLink: NSObject {
    private let handler: (UIUpdateLink, UIUpdateInfo) -> Void

    /// Mirrors `convenience init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void)`:
    /// https://developer.apple.com/documentation/uikit/uiupdatelink/init(view:actionhandler:)
    /// (as listed on onestack.dev/ios-reference/UIKit/UIUpdateLink).
    public init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Mirrors `var isEnabled: Bool { get set }` (true by default):
    /// https://developer.apple.com/documentation/uikit/uiupdatelink/isenabled
    open var isEnabled = true

    /// Mirrors `var requiresContinuousUpdates: Bool { get set }` (false by default):
    /// https://developer.apple.com/documentation/uikit/uiupdatelink/requirescontinuousupdates
    open var requiresContinuousUpdates = false

    /// Mirrors `var preferredFrameRateRange: CAFrameRateRange { get set }`:
    /// https://developer.apple.com/documentation/uikit/uiupdatelink/preferredframeraterange
    open var preferredFrameRateRange = CAFrameRateRange.default
}

/// Mirrors `@MainActor class UIUpdateInfo` (an `NSObject` subclass; the views read none of its members):
/// https://developer.apple.com/documentation/uikit/uiupdateinfo
@MainActor
open class UIUpdateInfo: NSObject {}
