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
    /// Locale digits, decimal mark and grouping, and any style: with a
    /// currency, a percentage, compact notation, bytes, a sign display,
    /// significant digits, a prefix or a suffix, the odometer rolls the
    /// digits of the format's text, by their place in that text, and turns
    /// the words around them in a ``OdometerColumn/Role/prefix`` and a
    /// ``OdometerColumn/Role/suffix`` column; at rest it reads exactly
    /// ``NumberFormat/string(for:)``. Carry mode turns plain digits only: it
    /// refuses a styled format.
    ///
    /// ```swift
    /// var options = OdometerOptions()
    /// options.format = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
    /// try Odometer(from: 0, to: 1234.5, options: options).frame(at: .seconds(2)).text  // "1.234,50 €"
    /// ```
    public var format = NumberFormat()
    /// Whether every value shows ``NumberFormat/fractionDigits`` digits after
    /// the mark; otherwise each value shows its own (9.99 -> 10.5 drops the
    /// hundredths). A styled format always shows the digits its text has
    /// (a currency's own, compact notation's).
    public var fixedFractionDigits = false

    /// MSNumberScrollAnimatedView's defaults.
    ///
    /// ```swift
    /// OdometerOptions().density  // 5
    /// ```
    public init() {}
}
