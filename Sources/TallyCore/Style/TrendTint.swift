/// The colour a number flashes when it moves, fading back to its own: green
/// on a rise, red on a fall (NumberFlow's and Ticker's most asked-for
/// feature), over a duration the caller sets. With motion reduced the colour
/// does not fade: it shows fully for the duration, then goes at once.
///
/// A view tells the tint of each new value and asks it, at each frame, for
/// the colour to lay over the text's own.
///
/// ```swift
/// var tint = TrendTint<ContinuousClock.Instant>(TrendColors(fade: .seconds(1)))
/// tint.flash(TrendDirection(from: model.value(at: now), to: newValue), at: now)
/// tint.shade(at: now)           // green at full strength on a rise
/// tint.shade(at: now + 0.5 s)   // the same green at half strength
/// tint.shade(at: now + 1 s)     // nil: the text's own colour
/// ```
public struct TrendTint<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    /// A colour and how much of it to lay over the text's own colour.
    public struct Shade: Sendable, Hashable {
        /// The colour of the trend.
        public let color: RGBColor
        /// How much of it shows, 0 (none) through 1 (all).
        public let strength: Double

        /// `color` over `base` at ``strength``, channel by channel.
        ///
        /// ```swift
        /// Shade(color: .white, strength: 0.5).mixed(over: .black)  // RGBColor(red: 128, green: 128, blue: 128)
        /// ```
        public func mixed(over base: RGBColor) -> RGBColor {
            base.mixed(with: color, amount: strength)
        }

        /// `color` over a base colour given as components in 0...1 (what
        /// UIKit's `getRed(_:green:blue:alpha:)` gives), at ``strength``:
        /// each channel moves towards the shade's colour, and the alpha
        /// towards 1, the shade being opaque.
        ///
        /// ```swift
        /// Shade(color: .white, strength: 0.5).mixed(over: (red: 0, green: 0, blue: 0, alpha: 0.5))
        /// // (red: 0.5, green: 0.5, blue: 0.5, alpha: 0.75)
        /// ```
        public func mixed(
            over base: (red: Double, green: Double, blue: Double, alpha: Double)
        ) -> (red: Double, green: Double, blue: Double, alpha: Double) {
            func channel(_ from: Double, _ to: Double) -> Double { from + (to - from) * strength }
            return (
                channel(base.red, Double(color.red) / 255), channel(base.green, Double(color.green) / 255),
                channel(base.blue, Double(color.blue) / 255), channel(base.alpha, 1)
            )
        }

        /// The text a view lays over `styled`, with ``strength`` as its
        /// opacity, when it cannot read the colour `styled` is drawn in
        /// (SwiftUI's foreground style): the same runs, those without a
        /// colour of their own in the shade's colour, and no backgrounds (the
        /// text below has them). A run with a colour of its own keeps it, so
        /// it shows as it is, as in UIKit, where the trend colour takes the
        /// label's text colour.
        ///
        /// ```swift
        /// let price = StyledText("12.50") + StyledText(" USD", style: TextStyle(foreground: .lightGray))
        /// shade.overlay(on: price)  // "12.50" in the shade's colour, " USD" still light grey
        /// ```
        public func overlay(on styled: StyledText) -> StyledText {
            var overlay = styled
            for index in overlay.runs.indices {
                overlay.runs[index].style.foreground = overlay.runs[index].style.foreground ?? color
                overlay.runs[index].style.background = nil
            }
            return overlay
        }

        /// A shade of `color` at `strength` (clamped to 0...1).
        ///
        /// ```swift
        /// TrendTint<ContinuousClock.Instant>.Shade(color: .white, strength: 0.5)
        /// ```
        public init(color: RGBColor, strength: Double) {
            self.color = color
            self.strength = strength.isNaN ? 0 : min(max(strength, 0), 1)
        }
    }

    /// The colours and the fade; nil for none (a view's trend option off),
    /// which ends a flash under way. New colours keep one.
    public var colors: TrendColors? {
        didSet { if colors == nil { flash = nil } }
    }
    /// Whether motion is reduced: the colour then holds for the fade and goes at once.
    public var reducesMotion = false
    /// The last flash: its colour and when it began.
    private var flash: (color: RGBColor, at: Instant)?

    /// A tint that plays `colors`.
    ///
    /// ```swift
    /// let tint = TrendTint<ContinuousClock.Instant>(TrendColors(fade: .milliseconds(800)))
    /// let off = TrendTint<ContinuousClock.Instant>(nil)  // flashes nothing until it has colours
    /// ```
    ///
    /// - Parameters:
    ///   - colors: The colours of a rise and a fall, and how long each flash
    ///     fades; nil for none.
    public init(_ colors: TrendColors? = TrendColors()) {
        self.colors = colors
    }

    /// Starts a flash for a move in `direction` at `now`; a steady one
    /// changes nothing (a flash under way goes on fading).
    ///
    /// ```swift
    /// tint.flash(.rising, at: clock.now)
    /// ```
    public mutating func flash(_ direction: TrendDirection, at now: Instant) {
        guard let colors else { return }
        switch direction {
        case .rising: flash = (colors.rising, now)
        case .falling: flash = (colors.falling, now)
        case .steady: break
        }
    }

    /// The colour to lay over the text's own at `now`, nil when none:
    /// full at the flash, fading linearly to nothing the fade later (with
    /// motion reduced, full until then).
    ///
    /// ```swift
    /// tint.shade(at: clock.now)?.mixed(over: .white)
    /// ```
    public func shade(at now: Instant) -> Shade? {
        guard let flash, let fade = colors?.fade, fade > .zero else { return nil }
        let elapsed = flash.at.duration(to: now)
        guard elapsed >= .zero, elapsed < fade else { return nil }
        return Shade(color: flash.color, strength: reducesMotion ? 1 : 1 - elapsed / fade)
    }

    /// When the shade next changes after `now` while it fades (a display
    /// link or `TimelineView` runs until then); nil when it does not.
    ///
    /// ```swift
    /// tint.end(after: clock.now)  // the flash's start + fade
    /// ```
    public func end(after now: Instant) -> Instant? {
        guard let end = fadeEnd, end > now else { return nil }
        return end
    }

    /// When the last flash fades out (it may lie behind), nil when there
    /// was none or nothing fades.
    ///
    /// ```swift
    /// tint.fadeEnd  // the flash's start + fade
    /// ```
    public var fadeEnd: Instant? {
        guard let flash, let fade = colors?.fade, fade > .zero else { return nil }
        return flash.at.advanced(by: fade)
    }

    /// The earliest instant after `now` at which the shade may change, for
    /// a driver that sleeps until then: `now` itself while it fades (it
    /// changes at any moment), the fade's end while it is held (motion
    /// reduced), nil when nothing shows.
    ///
    /// ```swift
    /// tint.nextChange(after: now)  // now while fading
    /// ```
    public func nextChange(after now: Instant) -> Instant? {
        guard let end = end(after: now) else { return nil }
        return reducesMotion ? end : now
    }

    /// Whether a flash is held: one under way, or one that has faded but
    /// was not let go of by ``endFlash(ifFadedBy:)``. A `TimelineView`
    /// keeps drawing while it is.
    ///
    /// ```swift
    /// tint.flash(.rising, at: clock.now)
    /// tint.isFlashing  // true, until endFlash(ifFadedBy:) after the fade
    /// ```
    public var isFlashing: Bool { flash != nil }

    /// Lets go of a flash that has faded by `now`, so that ``isFlashing``
    /// turns false; a flash still fading stays.
    ///
    /// ```swift
    /// tint.endFlash(ifFadedBy: clock.now)
    /// ```
    public mutating func endFlash(ifFadedBy now: Instant) {
        if flash != nil, end(after: now) == nil { flash = nil }
    }
}
