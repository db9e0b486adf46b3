// UIView: only the members the Tally views use.

/// Mirrors `@MainActor open class UIView : UIResponder, NSCoding, ...`. The overlay's `@MainActor`
/// members (`registerForTraitChanges`, `animate(springDuration:…)`, UIKit .swiftinterface) are indirect
/// evidence of the class's isolation.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
    /// Mirrors `public init(frame: CGRect)`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Mirrors `init()` as Swift sees it on UIView: NSObject's `-init`, which UIView.h does not mark
    /// NS_DESIGNATED_INITIALIZER (initWithFrame: and initWithCoder: are), is imported as a convenience
    /// initializer (`UIView()` is a zero-frame view), so a subclass that overrides `init(frame:)` and
    /// `init(coder:)` inherits it: a subclass that must not be made that way says so itself.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/objectivec/nsobject/init() — init()
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Mirrors `public init?(coder: NSCoder)`. It is `required` through NSCoding on Apple platforms; that
    /// conformance is left out here, so it says so itself.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        fatalError("UIKit stand-in: no archives on Linux")
    }

    /// Mirrors `open var frame: CGRect` (UIView geometry).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect

    /// Mirrors `open var bounds: CGRect`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect

    /// Mirrors `open var transform: CGAffineTransform`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform = .identity

    /// Mirrors `open var alpha: CGFloat`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1

    /// Mirrors `open var isHidden: Bool`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false

    /// Mirrors `open var clipsToBounds: Bool`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds = false

    /// Mirrors `@NSCopying open var backgroundColor: UIColor?` (without @NSCopying, see the notes in
    /// UIResponder.swift).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?

    /// Mirrors `open var isUserInteractionEnabled: Bool`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled = true

    /// Mirrors `open var autoresizingMask: UIView.AutoresizingMask`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// The hierarchy, kept only so that `addSubview(_:)` and
    /// `removeFromSuperview()` have bodies; the views do not read it.
    private weak var parent: UIView?
    private var children: [UIView] = []

    /// Mirrors `open func addSubview(_ view: UIView)`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        children.append(view)
        view.parent = self
    }

    /// Mirrors `open func removeFromSuperview()`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Mirrors `var traitCollection: UITraitCollection { get }` (UITraitEnvironment, which UIView adopts).
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h and UITraitCollection.h are not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection — var traitCollection: UITraitCollection { get }
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// Mirrors `open var window: UIWindow? { get }`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/window — var window: UIWindow? { get }
    open var window: UIWindow? { nil }

    /// Mirrors `open func didMoveToWindow()`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/didmovetowindow() — func didMoveToWindow()
    open func didMoveToWindow() {}

    /// Mirrors `open func layoutSubviews()`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}

    /// Mirrors `open func setNeedsLayout()`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {}

    /// Mirrors `open var intrinsicContentSize: CGSize { get }`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Mirrors `open func invalidateIntrinsicContentSize()`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
    open func invalidateIntrinsicContentSize() {}

    /// Mirrors `class let noIntrinsicMetric: CGFloat`; a `static let` here, which callers spell the same.
    /// Its value is an `extern` constant in the SDK; -1 is from memory, NOT VERIFIED.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/noIntrinsicMetric
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: UIViewNoIntrinsicMetric  SwiftName: UIView.noIntrinsicMetric`
    public static let noIntrinsicMetric: CGFloat = -1
}

extension UIView {
    /// Mirrors `public struct AutoresizingMask : OptionSet, @unchecked Sendable` with `init(rawValue: UInt)`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    ///   Name confirmed by UIKit.framework/Headers/UIKit.apinotes — `- Name: UIViewAutoresizing  SwiftName: UIView.AutoresizingMask`
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        /// Mirrors `let rawValue: UInt`, the bits of the SDK's C constants.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (the type's page)
        public let rawValue: UInt

        /// Mirrors `init(rawValue: UInt)`.
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (the type's page)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Mirrors `static var flexibleWidth: UIView.AutoresizingMask { get }` (UIViewAutoresizingFlexibleWidth =
        /// 1 << 1). Declarations also checked on onestack.dev/ios-reference/UIKit/UIView.AutoresizingMask; values
        /// on copies of the UIViewAutoresizing NS_OPTIONS header text (e.g. gist.github.com/nickfox/7367548).
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (the type's page)
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }

        /// Mirrors `static var flexibleHeight: UIView.AutoresizingMask { get }` (UIViewAutoresizingFlexibleHeight
        /// = 1 << 4).
        /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIView.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (the type's page)
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
    }
}

/// Mirrors `@MainActor class UIWindow : UIView`; declared only because `UIView.window` names it.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIWindow.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uiwindow — class UIWindow
@MainActor
open class UIWindow: UIView {}

/// Mirrors `class UITraitCollection : NSObject`; declared only for `traitCollection` and
/// `UIFontMetrics.scaledFont(for:compatibleWith:)`. Not Sendable here (stricter than any annotation it may have).
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UITraitCollection.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection (the property's type)
open class UITraitCollection: NSObject {}
