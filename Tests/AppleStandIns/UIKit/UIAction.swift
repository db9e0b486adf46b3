// UIAction: the closure-based action the Tally button uses instead of a selector.

/// Mirrors `typealias UIActionHandler = (UIAction) -> Void`, checked on
/// https://developer.apple.com/documentation/uikit/uiactionhandler (.md page, read via the search tool)
public typealias UIActionHandler = (UIAction) -> Void

/// Mirrors `@MainActor class UIAction` (a UIMenuElement on Apple platforms; the
/// menu base class is left out here), checked on
/// https://developer.apple.com/documentation/uikit/uiaction (.md page)
@MainActor
open class UIAction: NSObject {
    private let handler: UIActionHandler

    /// Stand-in only: the designated initializer the convenience one below delegates to.
    /// Apple's designated initializers of UIAction are not callable from Swift.
    private init(handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init()
    }

    /// Mirrors `@MainActor @preconcurrency convenience init(title: String = "",
    /// image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    /// discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    /// state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)`,
    /// keeping the first and last parameters; the others all have defaults. Checked on
    /// developer.apple.com/tutorials/data/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:).md
    /// (read via the search tool).
    @preconcurrency
    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        self.init(handler: handler)
    }
}
