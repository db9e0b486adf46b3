/// Everything MSNumberScrollAnimatedView lets you set, and more.
///
/// ```swift
/// var options = OdometerOptions()
/// options.duration = .seconds(2)
/// options.durationOffset = .milliseconds(100)
/// options.minimumLength = 6
/// let odometer = try Odometer(from: 999, to: 1000, options: options)
/// ```
public struct OdometerOptions: Sendable, Equatable {
    /// How digit faces are chosen for a leading position of
    /// ``OdometerOptions/minimumLength``.
    public enum Padding: String, Sendable, Hashable {
        /// 0042.
        case zero
        /// "  42".
        case space
    }

    /// Time until the last column stops (seed default 1.5 s).
    public var duration: Duration = .milliseconds(1500)
    /// Column i (left to right) stops i × offset after the first, and n
    /// columns have n - 1 offsets, so the whole roll takes ``duration``
    /// (seed default 0.2 s). Shrunk, if needed, so that the first column
    /// still has a 1/n share of the duration.
    public var durationOffset: Duration = .milliseconds(200)
    /// In `.classic` mode, the faces each column passes between the two
    /// showings of its target (seed default 5). The other modes roll exactly
    /// the faces between the old and the new digit.
    public var density = 5
    /// Integer digits shown at least, padded by ``padding``.
    public var minimumLength = 0
    /// How padding positions look.
    public var padding = Padding.zero
    /// Which way columns roll.
    public var direction = RollDirection.trend
    /// How columns move.
    public var mode = OdometerMode.roll
    /// The curve of each column's motion; Core Animation's ease-out, as MSNumberScrollAnimatedView.
    public var easing = Easing.cubicBezierUnchecked(0, 0, 0.58, 1)
    /// Cross-fade instead of rolling, for people who ask for less motion.
    public var reducedMotion = false
    /// Locale digits, decimal mark and grouping. Its fraction digits are
    /// used when ``fixedFractionDigits`` is true. An odometer draws digits,
    /// marks and a minus only: a format with a prefix, a suffix, a style
    /// other than decimal, compact notation, a sign display or significant
    /// digits is refused (``TallyError/invalidParameter(name:reason:)``
    /// naming "format"), not drawn without them.
    public var format = NumberFormat()
    /// Whether every value shows ``NumberFormat/fractionDigits`` digits after
    /// the mark; otherwise each value shows its own (9.99 -> 10.5 drops the
    /// hundredths).
    public var fixedFractionDigits = false

    /// MSNumberScrollAnimatedView's defaults.
    ///
    /// ```swift
    /// OdometerOptions().density  // 5
    /// ```
    public init() {}
}
