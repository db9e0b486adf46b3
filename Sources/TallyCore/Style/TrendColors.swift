/// The colours a number flashes when it moves, and how long each flash takes
/// to fade back: what a view's trend option holds (`CountingText`'s and
/// `RollingNumber`'s `trendColors(_:)`, `CountingLabel`'s and
/// `OdometerView`'s `trendColors`), and what a ``TrendTint`` plays.
///
/// ```swift
/// TrendColors()                                   // green on a rise, red on a fall, 1 s
/// TrendColors(fade: .milliseconds(800))
/// TrendColors(rising: .white, falling: .lightGray, fade: .seconds(2))
/// ```
public struct TrendColors: Sendable, Hashable {
    /// The colour of a rise.
    public var rising: RGBColor
    /// The colour of a fall.
    public var falling: RGBColor
    /// How long a flash takes to fade back; zero shows none.
    public var fade: Duration

    /// Colours that flash `rising` on a rise and `falling` on a fall, each
    /// fading back over `fade`.
    ///
    /// ```swift
    /// let colors = TrendColors(fade: .milliseconds(800))
    /// ```
    ///
    /// - Parameters:
    ///   - rising: The colour of a rise; a green by default (UIKit's `systemGreen`, 52, 199, 89).
    ///   - falling: The colour of a fall; a red by default (UIKit's `systemRed`, 255, 59, 48).
    ///   - fade: How long a flash takes to fade back; a negative one counts as zero.
    public init(
        rising: RGBColor = RGBColor(red: 52, green: 199, blue: 89),
        falling: RGBColor = RGBColor(red: 255, green: 59, blue: 48), fade: Duration = .seconds(1)
    ) {
        self.rising = rising
        self.falling = falling
        self.fade = max(fade, .zero)
    }
}
