/// The faces and marks an odometer draws, taken from a ``NumberFormat``.
struct OdometerSymbols: Sendable, Hashable {
    let digits: [String]
    let groupSeparator: String
    let decimalMark: String
    let minus: String
    let primaryGroupSize: Int
    let secondaryGroupSize: Int
    let minimumGroupingDigits: Int
    /// The same symbols as faces, made once rather than per frame.
    let digitFaces: [FaceText]
    let groupSeparatorFace: FaceText
    let decimalMarkFace: FaceText
    let minusFace: FaceText

    init(
        digits: [String], groupSeparator: String, decimalMark: String, minus: String, primaryGroupSize: Int,
        secondaryGroupSize: Int, minimumGroupingDigits: Int
    ) {
        self.digits = digits
        self.groupSeparator = groupSeparator
        self.decimalMark = decimalMark
        self.minus = minus
        self.primaryGroupSize = primaryGroupSize
        self.secondaryGroupSize = secondaryGroupSize
        self.minimumGroupingDigits = minimumGroupingDigits
        digitFaces = digits.map(FaceText.init)
        groupSeparatorFace = FaceText(groupSeparator)
        decimalMarkFace = FaceText(decimalMark)
        minusFace = FaceText(minus)
    }

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
