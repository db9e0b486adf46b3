// UIColor: only the members the Tally views use.

/// Mirrors `open class UIColor : NSObject, NSSecureCoding, NSCopying, @unchecked
/// Sendable` (UIColor.h; the coding and copying conformances are left out):
/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Mirrors `public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`:
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    /// Mirrors `open class var white: UIColor { get } // 1.0 white`:
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }

    /// Mirrors `open class var lightGray: UIColor { get } // 0.667 white`:
    /// https://developer.apple.com/documentation/uikit/uicolor/lightgray
    open class var lightGray: UIColor { UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1) }

    /// Mirrors `@available(iOS 13.0, *) open class var label: UIColor { get }`, a
    /// dynamic colour that follows light and dark mode (not modelled here):
    /// https://developer.apple.com/documentation/uikit/uicolor/label
    open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}
