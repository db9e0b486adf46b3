/// What a counter shows at one instant.
///
/// ```swift
/// let frame = try Counter(from: 0, to: 100, duration: .seconds(1)).frame(at: .seconds(1))
/// frame.text          // "100"
/// frame.value         // 100
/// frame.styled.runs   // [Run(text: "100", style: .plain)]
/// ```
public struct CounterFrame: Sendable, Hashable {
    /// The text, styles left out.
    public let text: String
    /// The number behind the text, at the precision it is counted in (the
    /// digits shown, or more): `1080.24` for "€ 1.080,24".
    public let value: FixedDecimal
    /// The runs of a styled formatter; nil for plain text, so a plain frame
    /// costs no array.
    private let runs: Runs?

    /// A styled frame's runs behind one reference. (An array of runs, or an
    /// optional one, was destroyed through its type's metadata by code in
    /// other modules: three calls a frame.)
    private final class Runs: Sendable, Hashable {
        let runs: [StyledText.Run]

        init(_ runs: [StyledText.Run]) { self.runs = runs }

        static func == (left: Runs, right: Runs) -> Bool { left.runs == right.runs }

        func hash(into hasher: inout Hasher) { hasher.combine(runs) }
    }

    /// A frame showing `styled` for `value`.
    ///
    /// ```swift
    /// CounterFrame(styled: "7 %", value: 7).text  // "7 %"
    /// ```
    public init(styled: StyledText, value: FixedDecimal) {
        text = styled.plainText
        self.value = value
        runs = Runs(styled.runs)
    }

    init(plain text: String, value: FixedDecimal) {
        self.text = text
        self.value = value
        runs = nil
    }

    /// The text with the styles of a styled formatter (one plain run otherwise).
    public var styled: StyledText {
        guard let runs else { return StyledText(text) }
        var styled = StyledText("")
        styled.runs = runs.runs
        return styled
    }
}
