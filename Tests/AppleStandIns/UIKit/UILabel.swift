// UILabel: only the members the Tally views use.

/// Mirrors `@MainActor open class UILabel : UIView, NSCoding, ...`.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UILabel.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
    /// Mirrors `open var text: String?`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UILabel.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?

    /// Mirrors `@NSCopying open var attributedText: NSAttributedString?` (without @NSCopying).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UILabel.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString?

    /// Mirrors `open var font: UIFont!`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UILabel.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)

    /// Mirrors `open var textColor: UIColor!`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UILabel.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! = UIColor.label

    /// Mirrors `open var textAlignment: NSTextAlignment`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UILabel.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment: NSTextAlignment = .natural

    /// Mirrors `var adjustsFontForContentSizeCategory: Bool { get set }` of the UIContentSizeCategoryAdjusting
    /// protocol, to which UILabel conforms: a preferred or UIFontMetrics-scaled font follows the person's text size.
    /// NOT IN THE SDK FILES (UIContentSizeCategoryAdjusting.h and UILabel.h not stored; UIKitCore.h imports them);
    /// checked against https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false

    /// Mirrors `open var lineBreakMode: NSLineBreakMode` (the UIKit .swiftinterface uses the same type for
    /// `UIListContentConfiguration.TextProperties.lineBreakMode`).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UILabel.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
}

/// Mirrors `enum NSLineBreakMode : Int, @unchecked Sendable` (NSParagraphStyle.h, UIKit).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSParagraphStyle.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, @unchecked Sendable {
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSParagraphStyle.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nslinebreakmode (the type's page, which lists the case)
    case byWordWrapping = 0
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSParagraphStyle.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nslinebreakmode (the type's page, which lists the case)
    case byCharWrapping = 1
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSParagraphStyle.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nslinebreakmode (the type's page, which lists the case)
    case byClipping = 2
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSParagraphStyle.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nslinebreakmode (the type's page, which lists the case)
    case byTruncatingHead = 3
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSParagraphStyle.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nslinebreakmode (the type's page, which lists the case)
    case byTruncatingTail = 4
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSParagraphStyle.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nslinebreakmode (the type's page, which lists the case)
    case byTruncatingMiddle = 5
}

/// Mirrors `enum NSTextAlignment : Int, @unchecked Sendable` (NSText.h, UIKit). The raw values are those of
/// iOS (center = 1, right = 2).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSText.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, @unchecked Sendable {
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSText.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nstextalignment (the type's page, which lists the case)
    case left = 0
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSText.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nstextalignment (the type's page, which lists the case)
    case center = 1
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSText.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nstextalignment (the type's page, which lists the case)
    case right = 2
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSText.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nstextalignment (the type's page, which lists the case)
    case justified = 3
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — NSText.h is not stored —); checked against https://developer.apple.com/documentation/uikit/nstextalignment (the type's page, which lists the case)
    case natural = 4
}
