// UIButton: only the members the Tally views use.

/// Mirrors `@MainActor open class UIButton : UIControl, NSCoding` (generated
/// interface of UIButton.h): https://developer.apple.com/documentation/uikit/uibutton
/// Its `init(frame:)` and `init?(coder:)` are inherited here as on Apple platforms.
@MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// Mirrors `open func setTitle(_ title: String?, for state: UIControl.State)`:
    /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// Mirrors `open func setTitleColor(_ color: UIColor?, for state: UIControl.State)`:
    /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    /// Mirrors `@available(iOS 3.0, *) open var titleLabel: UILabel? { get }`:
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { label }

    private lazy var label = UILabel(frame: .zero)
}
