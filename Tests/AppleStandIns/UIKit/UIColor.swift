// UIColor: only the members the Tally views use.

/// Mirrors `open class UIColor : NSObject, NSSecureCoding, NSCopying, @unchecked Sendable` (the coding and
/// copying conformances are left out). `NS_SWIFT_SENDABLE` imports as `@unchecked Sendable`; there is no
/// `NS_SWIFT_UI_ACTOR`, so the class is not isolated.
/// SDK: UIKit.framework/Headers/UIColor.h:31 — UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE
/// SDK: UIKit.framework/Headers/UIColor.h:32 — @interface UIColor : NSObject <NSSecureCoding, NSCopying>
open class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// SDK: UIKit.framework/Headers/UIColor.h:48 — - (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    /// The components in the sRGB space; the stand-in's colours are all RGB, so it always answers.
    /// SDK: UIKit.framework/Headers/UIColor.h:85 — - (BOOL)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue alpha:(nullable CGFloat *)alpha API_AVAILABLE(ios(5.0), watchos(2.0));
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// The colour for a trait collection; the stand-in's colours are not dynamic, so each is itself.
    /// SDK: UIKit.framework/Headers/UIColor.h:132 — - (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// SDK: UIKit.framework/Headers/UIColor.h:61 — @property(class, nonatomic, readonly) UIColor *whiteColor;      // 1.0 white
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }

    /// SDK: UIKit.framework/Headers/UIColor.h:60 — @property(class, nonatomic, readonly) UIColor *lightGrayColor;  // 0.667 white
    open class var lightGray: UIColor { UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1) }

    /// A dynamic colour that follows light and dark mode (not modelled here).
    /// SDK: UIKit.framework/Headers/UIInterface.h:104 — @interface UIColor (UIColorSystemColors)
    /// SDK: UIKit.framework/Headers/UIInterface.h:162 — @property (class, nonatomic, readonly) UIColor *labelColor              API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
    open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}
