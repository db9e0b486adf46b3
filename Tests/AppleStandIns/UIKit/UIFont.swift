// UIFont: only the members the Tally views use.

/// Mirrors `open class UIFont : NSObject, NSCopying, NSSecureCoding, @unchecked
/// Sendable` (UIFont.h; the copying and coding conformances are left out):
/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    private let size: CGFloat

    private init(pointSize: CGFloat) {
        size = pointSize
        super.init()
    }

    /// Mirrors `open var pointSize: CGFloat { get }`:
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat { size }

    /// Mirrors `@available(iOS 4.0, *) open var lineHeight: CGFloat { get }`;
    /// only a device knows the font's metrics:
    /// https://developer.apple.com/documentation/uikit/uifont/lineheight
    open var lineHeight: CGFloat { fatalError("UIKit stand-in: no font metrics on Linux") }

    /// Mirrors `open func withSize(_ fontSize: CGFloat) -> UIFont`:
    /// https://developer.apple.com/documentation/uikit/uifont/withsize(_:)
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// Mirrors `open class func systemFont(ofSize fontSize: CGFloat) -> UIFont`:
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// Mirrors `open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont`:
    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// Mirrors `@available(iOS 9.0, *) open class func monospacedDigitSystemFont(ofSize
    /// fontSize: CGFloat, weight: UIFont.Weight) -> UIFont`:
    /// https://developer.apple.com/documentation/uikit/uifont/monospaceddigitsystemfont(ofsize:weight:)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }
}

extension UIFont {
    /// Mirrors `public struct Weight : Hashable, Equatable, RawRepresentable,
    /// @unchecked Sendable` with `init(_ rawValue: CGFloat)` and
    /// `init(rawValue: CGFloat)`:
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
        /// Mirrors `let rawValue: CGFloat`, the SDK's weight constant.
        public let rawValue: CGFloat

        /// Mirrors `init(_ rawValue: CGFloat)`.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Mirrors `init(rawValue: CGFloat)`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Mirrors `static let regular: UIFont.Weight` (UIFontWeightRegular, an `extern` constant;
        /// 0 is from memory, NOT VERIFIED):
        /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(0)

        /// Mirrors `static let semibold: UIFont.Weight`, checked on the .md page (read via the
        /// search tool). UIFontWeightSemibold is an `extern` constant in the SDK (see the
        /// objc2-ui-kit bindings on docs.rs); 0.3 is from memory, NOT VERIFIED:
        /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        public static let semibold = Weight(0.3)
    }
}
