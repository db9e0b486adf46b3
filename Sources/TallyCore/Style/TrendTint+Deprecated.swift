extension TrendTint {
    /// A tint that flashes `rising` on a rise and `falling` on a fall, each
    /// fading back over `fade`: the first spelling, before the colours were
    /// held as one ``TrendColors`` (which a tint can be without).
    ///
    /// ```swift
    /// let tint = TrendTint<ContinuousClock.Instant>(TrendColors(fade: .milliseconds(800)))  // now
    /// ```
    @available(*, deprecated, message: "use init(_:) with TrendColors(rising:falling:fade:)")
    @_disfavoredOverload
    public init(
        rising: RGBColor = RGBColor(red: 52, green: 199, blue: 89),
        falling: RGBColor = RGBColor(red: 255, green: 59, blue: 48), fade: Duration = .seconds(1)
    ) {
        self.init(TrendColors(rising: rising, falling: falling, fade: fade))
    }

    /// The colour of a rise; that of the default colours while the tint has none.
    ///
    /// ```swift
    /// tint.colors?.rising = .white  // now
    /// ```
    @available(*, deprecated, renamed: "colors.rising")
    public var rising: RGBColor {
        get { (colors ?? TrendColors()).rising }
        set { colors = with(colors) { $0.rising = newValue } }
    }

    /// The colour of a fall; that of the default colours while the tint has none.
    ///
    /// ```swift
    /// tint.colors?.falling = .lightGray  // now
    /// ```
    @available(*, deprecated, renamed: "colors.falling")
    public var falling: RGBColor {
        get { (colors ?? TrendColors()).falling }
        set { colors = with(colors) { $0.falling = newValue } }
    }

    /// How long a flash takes to fade back; that of the default colours while
    /// the tint has none.
    ///
    /// ```swift
    /// tint.colors?.fade = .seconds(2)  // now
    /// ```
    @available(*, deprecated, renamed: "colors.fade")
    public var fade: Duration {
        get { (colors ?? TrendColors()).fade }
        set { colors = with(colors) { $0.fade = max(newValue, .zero) } }
    }

    /// `colors` changed by `change`, the default colours changed when there are none.
    private func with(_ colors: TrendColors?, _ change: (inout TrendColors) -> Void) -> TrendColors {
        var changed = colors ?? TrendColors()
        change(&changed)
        return changed
    }
}
