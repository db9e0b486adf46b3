// UIButton: only the members the Tally views use.

/// Mirrors `@MainActor open class UIButton : UIControl, NSCoding`. Its `init(frame:)` and `init?(coder:)` are
/// inherited here as on Apple platforms. The overlay's `@MainActor` `convenience init(type:primaryAction:)`
/// (UIKit .swiftinterface) is indirect evidence of the class's isolation.
/// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIButton.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// Mirrors `open func setTitle(_ title: String?, for state: UIControl.State)`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIButton.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// Mirrors `open func setTitleColor(_ color: UIColor?, for state: UIControl.State)`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIButton.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// Mirrors `@available(iOS 3.0, *) open var titleLabel: UILabel? { get }`.
    /// NOT IN THE SDK FILES (searched: UIKit.framework/Headers — UIButton.h is not stored —, UIKit.apinotes, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { label }

    private lazy var label = UILabel(frame: .zero)
}
