import TallyCore

/// How an exported Lottie animation looks and plays.
///
/// ```swift
/// var style = LottieStyle()
/// style.fontSize = 64
/// style.foreground = RGBColor(red: 20, green: 20, blue: 20)
/// style.background = nil  // transparent
/// style.framesPerSecond = 30
/// ```
public struct LottieStyle: Sendable {
    /// Font size in pixels: digits are 0.7 of it tall, as a typical font's.
    public var fontSize = 48.0
    /// Colour of the glyphs.
    public var foreground = RGBColor(red: 17, green: 17, blue: 17)
    /// Background colour; nil for transparent.
    public var background: RGBColor? = .white
    /// Where the glyphs come from: Tally's stroke font unless a TrueType
    /// font is given.
    public var font = LottieFont.stroke
    /// The animation's frame rate (Lottie's `fr`): a counter's text is
    /// exact at every frame, and curves that are not one cubic Bézier are
    /// sampled at it.
    public var framesPerSecond = 60.0

    /// The default look: dark glyphs on white at 60 frames per second.
    ///
    /// ```swift
    /// LottieStyle().fontSize  // 48
    /// ```
    public init() {}
}
