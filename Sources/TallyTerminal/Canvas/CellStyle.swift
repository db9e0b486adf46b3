import TallyCore

/// How a terminal cell looks: colours and weight.
///
/// ```swift
/// let style = CellStyle(foreground: Color(red: 255, green: 200, blue: 0), isBold: true)
/// ```
public struct CellStyle: Hashable, Sendable {
    /// Text colour; `nil` is the terminal's own.
    public var foreground: Color?
    /// Background colour; `nil` is the terminal's own.
    public var background: Color?
    /// Bold text.
    public var isBold: Bool

    /// A style; by default the terminal's plain text.
    ///
    /// ```swift
    /// CellStyle().isBold  // false
    /// ```
    public init(foreground: Color? = nil, background: Color? = nil, isBold: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
    }

    /// The terminal's plain text.
    public static let plain = CellStyle()
}
