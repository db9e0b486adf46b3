// UIFontMetrics and UIFont.TextStyle: Dynamic Type for custom fonts, only the members the Tally views use.

/// Mirrors `@available(iOS 11.0, *) open class UIFontMetrics : NSObject, @unchecked Sendable` (UIFontMetrics.h).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers, UIKit.apinotes and UIKit.swiftinterface of
/// xybp888/iOS-SDKs; UIKitCore.h imports UIFontMetrics.h, which that copy does not store); checked against
/// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// Mirrors `public init(forTextStyle textStyle: UIFont.TextStyle)`.
    /// NOT IN THE SDK FILES (UIFontMetrics.h not stored); checked against
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        super.init()
    }

    /// Mirrors `open func scaledFont(for font: UIFont) -> UIFont`: the font at the size the person's text
    /// size setting asks for; a label with `adjustsFontForContentSizeCategory` follows later changes.
    /// NOT IN THE SDK FILES (UIFontMetrics.h not stored); checked against
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    open func scaledFont(for font: UIFont) -> UIFont {
        font
    }

    /// Mirrors `open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont`:
    /// scaled for the traits given (a view's, so that its `maximumContentSizeCategory` caps it).
    /// NOT IN THE SDK FILES (UIFontMetrics.h not stored); checked against
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:) — func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font
    }
}

extension UIFont {
    /// Mirrors `struct UIFont.TextStyle : Hashable, Equatable, RawRepresentable, @unchecked Sendable`.
    /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:50 — typedef NSString * UIFontTextStyle NS_TYPED_ENUM API_AVAILABLE(watchos(3.0));
    ///   and UIKit.framework/Headers/UIKit.apinotes — Typedefs: Name: UIFontTextStyle, SwiftName: UIFont.TextStyle
    public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
        /// Mirrors `init(rawValue: String)`, the importer's form of an NS_TYPED_ENUM.
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:50 — typedef NSString * UIFontTextStyle NS_TYPED_ENUM API_AVAILABLE(watchos(3.0));
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Mirrors `let rawValue: String`.
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:50 — typedef NSString * UIFontTextStyle NS_TYPED_ENUM API_AVAILABLE(watchos(3.0));
        public let rawValue: String

        /// Mirrors `static let body: UIFont.TextStyle`.
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:183 — UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0), watchos(2.0));
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")

        /// Mirrors `static let largeTitle: UIFont.TextStyle` (not on tvOS).
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:175 — UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleLargeTitle API_AVAILABLE(ios(11.0), watchos(5.0)) API_UNAVAILABLE(tvos);
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleLargeTitle")

        /// Mirrors `static let title1: UIFont.TextStyle`.
        /// SDK: UIKit.framework/Headers/UIFontDescriptor.h:178 — UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle1 API_AVAILABLE(ios(9.0), watchos(2.0));
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    }
}

/// Mirrors `struct UIContentSizeCategory : Hashable, Equatable, RawRepresentable, @unchecked Sendable`,
/// only its change notification.
/// SDK: UIKit.framework/Headers/UIContentSizeCategory.h:14 — typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
public struct UIContentSizeCategory: Hashable, RawRepresentable, @unchecked Sendable {
    /// Mirrors `init(rawValue: String)`, the importer's form of an NS_TYPED_ENUM.
    /// SDK: UIKit.framework/Headers/UIContentSizeCategory.h:14 — typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Mirrors `let rawValue: String`.
    /// SDK: UIKit.framework/Headers/UIContentSizeCategory.h:14 — typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);
    public let rawValue: String

    /// Mirrors `static let didChangeNotification: NSNotification.Name`, posted when the text size setting changes;
    /// nonisolated.
    /// SDK: UIKit.framework/Headers/UIContentSizeCategory.h:35 — UIKIT_EXTERN NSNotificationName const UIContentSizeCategoryDidChangeNotification API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED; // userInfo dictionary will contain new value for UIContentSizeCategoryNewValueKey
    ///   and UIKit.framework/Headers/UIKit.apinotes — SwiftName: UIContentSizeCategory.didChangeNotification
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}
