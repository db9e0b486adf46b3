// UIKit's additions to Foundation's text types (NSAttributedString.h and
// NSStringDrawing.h in UIKit). On Apple platforms `import UIKit` brings them;
// Linux Foundation lacks them.

extension NSAttributedString.Key {
    // The SDK declares NSFontAttributeName, NSForegroundColorAttributeName and
    // NSBackgroundColorAttributeName as `extern` constants (see the objc2-ui-kit bindings on
    // docs.rs), so their string values are not in any header: the raw values below are
    // placeholders, NOT VERIFIED. Nothing reads them.

    /// Mirrors `static let font: NSAttributedString.Key` (same form as the checked
    /// foregroundColor page; the font page itself was not found):
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key("NSFont")

    /// Mirrors `static let foregroundColor: NSAttributedString.Key`, checked on the .md page
    /// (read via the search tool):
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// Mirrors `static let backgroundColor: NSAttributedString.Key` (same form as the checked
    /// foregroundColor page; the backgroundColor page itself was not found):
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}

extension NSString {
    /// Mirrors `func size(withAttributes attrs: [NSAttributedString.Key : Any]? = nil)
    /// -> CGSize` (NSStringDrawing.h), checked on the .md page (read via the search tool; no
    /// `@MainActor` there); only a device can lay text out:
    /// https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        fatalError("UIKit stand-in: no text layout on Linux")
    }
}
