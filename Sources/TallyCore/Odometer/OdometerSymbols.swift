/// The faces and marks an odometer draws, taken from a ``NumberFormat``.
struct OdometerSymbols: Sendable, Hashable {
    let digits: [String]
    let groupSeparator: String
    let decimalMark: String
    let minus: String
    let primaryGroupSize: Int
    let secondaryGroupSize: Int
    let minimumGroupingDigits: Int

    /// Whether a separator stands to the right of integer place `place`
    /// (between it and place - 1).
    func separates(_ place: Int) -> Bool {
        guard primaryGroupSize > 0, place >= primaryGroupSize else { return false }
        return (place - primaryGroupSize) % secondaryGroupSize == 0
    }

    /// Whether a number with `integerDigits` digits before the mark is grouped.
    func groups(integerDigits: Int) -> Bool {
        primaryGroupSize > 0 && integerDigits >= primaryGroupSize + minimumGroupingDigits
    }
}
