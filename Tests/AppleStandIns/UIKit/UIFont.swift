// UIFont: only the members the Tally views use.

/// Mirrors `open class UIFont : NSObject, NSCopying, NSSecureCoding, @unchecked Sendable` (the copying and
/// coding conformances are left out). For comparison, UIFontDescriptor.h declares UIFontDescriptor
/// `NS_SWIFT_SENDABLE` and not `NS_SWIFT_UI_ACTOR`; UIFont's own header would say the same for UIFont.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIFont.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    private let size: CGFloat

    /// Stand-in only: what the class methods below make. Fonts are not made directly on Apple platforms
    /// either.
    private init(pointSize: CGFloat) {
        size = pointSize
        super.init()
    }

    /// Mirrors `open var pointSize: CGFloat { get }`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIFont.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat { size }

    /// Mirrors `@available(iOS 4.0, *) open var lineHeight: CGFloat { get }`; only a device knows the font's
    /// metrics.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIFont.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uifont/lineheight
    open var lineHeight: CGFloat { fatalError("UIKit stand-in: no font metrics on Linux") }

    /// Mirrors `open func withSize(_ fontSize: CGFloat) -> UIFont`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIFont.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uifont/withsize(_:)
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// Mirrors `open class func systemFont(ofSize fontSize: CGFloat) -> UIFont`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIFont.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// Mirrors `open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIFont.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// Mirrors `@available(iOS 9.0, *) open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat,
    /// weight: UIFont.Weight) -> UIFont`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIFont.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uifont/monospaceddigitsystemfont(ofsize:weight:)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }
}

extension UIFont {
    /// The Swift import of an `NS_TYPED_EXTENSIBLE_ENUM` over CGFloat in a sendability-audited header: a
    /// Hashable, RawRepresentable, Sendable struct with `init(_:)` and `init(rawValue:)`. The overlay's
    /// Comparable and numeric operators (`_UIKitNumericRawRepresentable`, iOS 11) are left out.
    /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:54 — typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(watchos(4.0));
    ///   and UIKit.framework/Headers/UIKit.apinotes — `- Name: UIFontWeight  SwiftName: UIFont.Weight`
    public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:54 — typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(watchos(4.0));
        public let rawValue: CGFloat

        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:54 — typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(watchos(4.0));
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:54 — typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(watchos(4.0));
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The constant is `extern` in the SDK; 0 is from memory, NOT VERIFIED.
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:145 — UIKIT_EXTERN const UIFontWeight UIFontWeightRegular API_AVAILABLE(ios(8.2), watchos(2.0));
        ///   and UIKit.framework/Headers/UIKit.apinotes — `- Name: UIFontWeightRegular  SwiftName: regular`
        public static let regular = Weight(0)

        /// The constant is `extern` in the SDK; 0.3 is from memory, NOT VERIFIED.
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:147 — UIKIT_EXTERN const UIFontWeight UIFontWeightSemibold API_AVAILABLE(ios(8.2), watchos(2.0));
        ///   and UIKit.framework/Headers/UIKit.apinotes — `- Name: UIFontWeightSemibold  SwiftName: semibold`
        public static let semibold = Weight(0.3)
    }
}
