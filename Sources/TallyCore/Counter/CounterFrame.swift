/// What a counter shows at one instant.
///
/// ```swift
/// let frame = try Counter(from: 0, to: 100, duration: .seconds(1)).frame(at: .seconds(1))
/// frame.text          // "100"
/// frame.styled.runs   // [Run(text: "100", style: .plain)]
/// ```
public struct CounterFrame: Sendable, Hashable {
    /// The text, styles left out.
    public var text: String
    /// The text with the styles of a styled formatter (one plain run otherwise).
    public var styled: StyledText

    /// A frame showing `styled`.
    ///
    /// ```swift
    /// CounterFrame(styled: "7").text  // "7"
    /// ```
    public init(styled: StyledText) {
        self.text = styled.plainText
        self.styled = styled
    }

    init(plain text: String) {
        self.text = text
        self.styled = StyledText(text)
    }
}
