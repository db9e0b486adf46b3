/// How a run of text looks: the portable part of an attributed string.
///
/// ```swift
/// let faint = TextStyle(foreground: .lightGray)
/// let strong = TextStyle(isBold: true)
/// ```
public struct TextStyle: Sendable, Hashable {
    /// Text colour; `nil` keeps the renderer's default.
    public var foreground: RGBColor?
    /// Background colour; `nil` keeps the renderer's default.
    public var background: RGBColor?
    /// Whether the text is bold.
    public var isBold: Bool

    /// A style; every part defaults to "as the renderer draws plain text".
    ///
    /// ```swift
    /// TextStyle(foreground: .lightGray).isBold  // false
    /// ```
    public init(foreground: RGBColor? = nil, background: RGBColor? = nil, isBold: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
    }

    /// Plain text.
    public static let plain = TextStyle()
}
