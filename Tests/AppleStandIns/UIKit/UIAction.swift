// UIAction: the closure-based action the Tally button uses instead of a selector.

/// Mirrors `typealias UIActionHandler = (UIAction) -> Void`.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIAction.h is not stored —, UIKit.apinotes; the UIKit .swiftinterface only uses the name, `handler: @escaping UIActionHandler`); checked against https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// Mirrors `@MainActor class UIAction` (a UIMenuElement on Apple platforms, adopting the
/// `NS_SWIFT_UI_ACTOR` protocol UIMenuLeaf; the menu base class is left out here).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIAction.h and UIMenuElement.h are not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: NSObject {
    private let handler: UIActionHandler

    /// Stand-in only: the designated initializer the convenience one below delegates to.
    /// Apple's designated initializers of UIAction are not callable from Swift.
    private init(handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init()
    }

    /// The overlay's initializer with only its first and last parameters; all the others have defaults, so
    /// calls that leave them out read the same. On iOS 17+ such a call picks this (not disfavored) overload;
    /// the SDK's iOS 13 and iOS 15 forms are `@_disfavoredOverload`.
    /// SDK: UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:3871 — @available(iOS 17.0, tvOS 17.0, *)
    /// SDK: UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface:3872 — @_Concurrency.MainActor @preconcurrency convenience public init(title: Swift.String = "", subtitle: Swift.String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: Swift.String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)
    @MainActor @preconcurrency
    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        self.init(handler: handler)
    }
}
