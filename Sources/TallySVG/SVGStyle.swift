import TallyCore

/// How an animated SVG looks and plays.
///
/// ```swift
/// var style = SVGStyle()
/// style.fontSize = 64
/// style.foreground = RGBColor(red: 20, green: 20, blue: 20)
/// style.loops = true
/// ```
public struct SVGStyle: Sendable {
    /// CSS font family of the digits; a monospace one keeps columns aligned.
    public var fontFamily = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace"
    /// Font size in pixels.
    public var fontSize = 48.0
    /// Text colour.
    public var foreground = RGBColor(red: 17, green: 17, blue: 17)
    /// Background colour; nil for transparent.
    public var background: RGBColor? = .white
    /// Play for ever instead of once.
    public var loops = false
    /// Frames per second where the timeline is sampled: a counter's texts,
    /// and curves CSS cannot draw exactly.
    public var framesPerSecond = 30.0

    /// The default look: dark text on white, played once.
    ///
    /// ```swift
    /// SVGStyle().fontSize  // 48
    /// ```
    public init() {}
}
