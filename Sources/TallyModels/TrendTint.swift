import TallyCore

/// The colour a number flashes when it moves, fading back to its own: green
/// on a rise, red on a fall (NumberFlow's and Ticker's most asked-for
/// feature), over a duration the caller sets. With motion reduced the colour
/// does not fade: it shows fully for the duration, then goes at once.
///
/// A view tells the tint of each new value and asks it, at each frame, for
/// the colour to lay over the text's own.
///
/// ```swift
/// var tint = TrendTint<ContinuousClock.Instant>(fade: .seconds(1))
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
            func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
                UInt8((Double(from) + (Double(to) - Double(from)) * strength).rounded())
            }
            return RGBColor(
                red: channel(base.red, color.red), green: channel(base.green, color.green),
                blue: channel(base.blue, color.blue))
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

    /// The colour of a rise.
    public var rising: RGBColor
    /// The colour of a fall.
    public var falling: RGBColor
    /// How long a flash takes to fade back; zero shows none.
    public var fade: Duration
    /// Whether motion is reduced: the colour then holds for ``fade`` and goes at once.
    public var reducesMotion = false
    /// The last flash: its colour and when it began.
    private var flash: (color: RGBColor, at: Instant)?

    /// A tint that flashes `rising` on a rise and `falling` on a fall, each
    /// fading back over `fade`.
    ///
    /// ```swift
    /// let tint = TrendTint<ContinuousClock.Instant>(fade: .milliseconds(800))
    /// ```
    ///
    /// - Parameters:
    ///   - rising: The colour of a rise; a green by default.
    ///   - falling: The colour of a fall; a red by default.
    ///   - fade: How long a flash takes to fade back; a negative one counts as zero.
    public init(
        rising: RGBColor = RGBColor(red: 52, green: 199, blue: 89),
        falling: RGBColor = RGBColor(red: 255, green: 59, blue: 48), fade: Duration = .seconds(1)
    ) {
        self.rising = rising
        self.falling = falling
        self.fade = max(fade, .zero)
    }

    /// Starts a flash for a move in `direction` at `now`; a steady one
    /// changes nothing (a flash under way goes on fading).
    ///
    /// ```swift
    /// tint.flash(.rising, at: clock.now)
    /// ```
    public mutating func flash(_ direction: TrendDirection, at now: Instant) {
        switch direction {
        case .rising: flash = (rising, now)
        case .falling: flash = (falling, now)
        case .steady: break
        }
    }

    /// The colour to lay over the text's own at `now`, nil when none:
    /// full at the flash, fading linearly to nothing ``fade`` later (with
    /// motion reduced, full until then).
    ///
    /// ```swift
    /// tint.shade(at: clock.now)?.mixed(over: .white)
    /// ```
    public func shade(at now: Instant) -> Shade? {
        guard let flash, fade > .zero else { return nil }
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
        guard let flash, fade > .zero else { return nil }
        let end = flash.at.advanced(by: fade)
        return end > now ? end : nil
    }
}
