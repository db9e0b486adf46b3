// UILabel: only the members the Tally views use.

/// Mirrors `@MainActor open class UILabel : UIView, NSCoding, ...`
/// (generated interface of UILabel.h):
/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
    /// Mirrors `open var text: String?`:
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?

    /// Mirrors `@NSCopying open var attributedText: NSAttributedString?`
    /// (without @NSCopying):
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString?

    /// Mirrors `open var font: UIFont!`:
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)

    /// Mirrors `open var textColor: UIColor!`:
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! = UIColor.label

    /// Mirrors `open var textAlignment: NSTextAlignment`:
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment: NSTextAlignment = .natural

    /// Mirrors `open var lineBreakMode: NSLineBreakMode`:
    /// https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
}

/// Mirrors `enum NSLineBreakMode : Int, @unchecked Sendable` (NSParagraphStyle.h, UIKit):
/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, @unchecked Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// Mirrors `enum NSTextAlignment : Int, @unchecked Sendable` (NSText.h, UIKit):
/// https://developer.apple.com/documentation/uikit/nstextalignment
/// The raw values are those of iOS (center = 1, right = 2).
public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
