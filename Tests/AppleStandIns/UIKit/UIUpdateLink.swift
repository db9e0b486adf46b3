// UIUpdateLink (iOS 18, tvOS 18, visionOS 2; not watchOS): only the members the Tally views use.
// NOT IN THE SDK FILES: UIKitCore.h imports UIUpdateInfo.h, UIUpdateActionPhase.h and UIUpdateLink.h, but the
// SDK copy does not store them; the declarations are those of Apple's documentation pages.

/// Mirrors `@MainActor class UIUpdateLink` (an `NSObject` subclass).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIUpdateLink.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface, which has no UIUpdateLink overlay); checked against https://developer.apple.com/documentation/uikit/uiupdatelink
@MainActor
open class UIUpdateLink: NSObject {
    private let handler: (UIUpdateLink, UIUpdateInfo) -> Void

    /// Mirrors `convenience init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void)`
    /// (as listed on onestack.dev/ios-reference/UIKit/UIUpdateLink).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIUpdateLink.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface, which has no UIUpdateLink overlay); checked against https://developer.apple.com/documentation/uikit/uiupdatelink/init(view:actionhandler:)
    public init(view: UIView, actionHandler handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Mirrors `var isEnabled: Bool { get set }` (true by default).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIUpdateLink.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface, which has no UIUpdateLink overlay); checked against https://developer.apple.com/documentation/uikit/uiupdatelink/isenabled
    open var isEnabled = true

    /// Mirrors `var requiresContinuousUpdates: Bool { get set }` (false by default).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIUpdateLink.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface, which has no UIUpdateLink overlay); checked against https://developer.apple.com/documentation/uikit/uiupdatelink/requirescontinuousupdates
    open var requiresContinuousUpdates = false

    /// Mirrors `var preferredFrameRateRange: CAFrameRateRange { get set }`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIUpdateLink.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface, which has no UIUpdateLink overlay); checked against https://developer.apple.com/documentation/uikit/uiupdatelink/preferredframeraterange
    open var preferredFrameRateRange = CAFrameRateRange.default
}

/// Mirrors `@MainActor class UIUpdateInfo` (an `NSObject` subclass; the views read none of its members).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIUpdateLink.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface, which has no UIUpdateLink overlay); checked against https://developer.apple.com/documentation/uikit/uiupdateinfo
@MainActor
open class UIUpdateInfo: NSObject {}
