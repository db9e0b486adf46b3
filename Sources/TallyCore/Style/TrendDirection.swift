/// Which way a number moves: up, down or not at all. What a ticker colours
/// by (NumberFlow's and Ticker's users ask for green on a rise, red on a fall).
///
/// ```swift
/// TrendDirection(from: 10, to: 12)  // .rising
/// try Counter(from: 10, to: 5).trend(at: .seconds(1))  // .falling
/// ```
public enum TrendDirection: Sendable, Hashable, CaseIterable {
    /// The number goes up.
    case rising
    /// The number goes down.
    case falling
    /// The number stays.
    case steady

    /// The direction from `start` to `end`: numbers of any kind, a
    /// `FixedDecimal`, a `Double`, an `Int`.
    ///
    /// ```swift
    /// TrendDirection(from: 3, to: 3)        // .steady
    /// TrendDirection(from: 9.99, to: 9.5)   // .falling
    /// ```
    public init<Value: Comparable>(from start: Value, to end: Value) {
        self = end > start ? .rising : end < start ? .falling : .steady
    }
}
