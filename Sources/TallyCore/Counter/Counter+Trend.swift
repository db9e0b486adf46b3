extension Counter {
    /// The direction of the leg under way at `elapsed`: towards its target
    /// from where it began (a new target mid-count turns it).
    ///
    /// ```swift
    /// var counter = try Counter(from: 0, to: 100, duration: .seconds(2))
    /// counter.trend(at: .seconds(1))                          // .rising
    /// try counter.count(to: 20, duration: .seconds(1), at: .seconds(1))
    /// counter.trend(at: .milliseconds(1500))                  // .falling
    /// ```
    public func trend(at elapsed: Duration) -> TrendDirection {
        let leg = leg(at: elapsed)
        return leg.to > leg.from ? .rising : leg.to < leg.from ? .falling : .steady
    }
}
