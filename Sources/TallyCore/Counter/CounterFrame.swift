/// What a counter shows at one instant.
///
/// ```swift
/// let frame = try Counter(from: 0, to: 100, duration: .seconds(1)).frame(at: .seconds(1))
/// frame.text          // "100"
/// frame.styled.runs   // [Run(text: "100", style: .plain)]
/// ```
public struct CounterFrame: Sendable, Hashable {
    /// The text, styles left out.
    public let text: String
    /// The runs of a styled formatter; nil for plain text, so a plain frame
    /// costs no array.
    private let runs: [StyledText.Run]?

    /// A frame showing `styled`.
    ///
    /// ```swift
    /// CounterFrame(styled: "7").text  // "7"
    /// ```
    public init(styled: StyledText) {
        text = styled.plainText
        runs = styled.runs
    }

    init(plain text: String) {
        self.text = text
        runs = nil
    }

    /// The text with the styles of a styled formatter (one plain run otherwise).
    public var styled: StyledText {
        guard let runs else { return StyledText(text) }
        var styled = StyledText("")
        styled.runs = runs
        return styled
    }
}
