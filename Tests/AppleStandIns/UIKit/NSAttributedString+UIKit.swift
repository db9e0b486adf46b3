// UIKit's additions to Foundation's text types (NSAttributedString.h and
// NSStringDrawing.h in UIKit). On Apple platforms `import UIKit` brings them;
// Linux Foundation lacks them.

extension NSAttributedString.Key {
    // The SDK declares NSFontAttributeName, NSForegroundColorAttributeName and
    // NSBackgroundColorAttributeName as `extern` constants (see the objc2-ui-kit bindings on
    // docs.rs), so their string values are not in any header: the raw values below are
    // placeholders, NOT VERIFIED. Nothing reads them.

    /// Mirrors `static let font: NSAttributedString.Key`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSAttributedString.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: NSFontAttributeName  SwiftName: font`
    public static let font = NSAttributedString.Key("NSFont")

    /// Mirrors `static let foregroundColor: NSAttributedString.Key`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSAttributedString.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: NSForegroundColorAttributeName  SwiftName: foregroundColor`
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// Mirrors `static let backgroundColor: NSAttributedString.Key`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSAttributedString.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: NSBackgroundColorAttributeName  SwiftName: backgroundColor`
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}

extension NSString {
    /// Mirrors `func size(withAttributes attrs: [NSAttributedString.Key : Any]? = nil) -> CGSize`
    /// (NSStringDrawing.h; no `@MainActor` on its documentation page); only a device can lay text out.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSStringDrawing.h is not stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: NSString  Methods: - Selector: 'sizeWithAttributes:'  SwiftName: size(withAttributes:)  MethodKind: Instance`
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        fatalError("UIKit stand-in: no text layout on Linux")
    }
}
