/// Text made of runs, each with its own ``TextStyle``: the portable form of
/// an attributed string.
///
/// ACLabelCounting shows "42 / 100" with " / 100" in light grey through an
/// `NSAttributedString`; in Tally that is:
///
/// ```swift
/// let text = StyledText("42") + StyledText(" / 100", style: TextStyle(foreground: .lightGray))
/// text.plainText   // "42 / 100"
/// text.runs.count  // 2
/// ```
public struct StyledText: Sendable, Hashable, ExpressibleByStringLiteral {
    /// One stretch of text in one style.
    public struct Run: Sendable, Hashable {
        /// The characters.
        public var text: String
        /// How they look.
        public var style: TextStyle

        /// A run of `text` in `style`.
        ///
        /// ```swift
        /// StyledText.Run(text: "%", style: .plain)
        /// ```
        public init(text: String, style: TextStyle) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, in reading order.
    public var runs: [Run]

    /// Text in a single style.
    ///
    /// ```swift
    /// StyledText("Go!", style: TextStyle(isBold: true)).plainText  // "Go!"
    /// ```
    public init(_ text: String, style: TextStyle = .plain) {
        runs = text.isEmpty ? [] : [Run(text: text, style: style)]
    }

    /// Plain text from a literal: `let title: StyledText = "Ready"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The characters of every run, without their styles.
    public var plainText: String {
        runs.map(\.text).joined()
    }

    /// The runs of `lhs` followed by those of `rhs`.
    ///
    /// ```swift
    /// (StyledText("1") + StyledText("0")).plainText  // "10"
    /// ```
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var result = lhs
        result.runs += rhs.runs
        return result
    }
}
