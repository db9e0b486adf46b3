/// What a countdown shows at one instant.
///
/// ```swift
/// let frame = try Countdown().frame(at: .milliseconds(500))
/// frame.text     // "3"
/// frame.scale    // 8.0 (15x shrinking to 1x)
/// frame.opacity  // 0.5
/// ```
public struct CountdownFrame: Sendable, Hashable {
    /// The numeral or the end title; empty once the countdown is over.
    public let text: String
    /// Which step: 0 for the first numeral, `start` for the end title.
    public let step: Int
    /// The numeral shown, nil for the title and at the end.
    public let number: Int?
    /// Size relative to the resting size (15 at a step's start, 1 at its end).
    public let scale: Double
    /// 0 (invisible) to 1.
    public let opacity: Double

    /// Whether the countdown is over and nothing is shown.
    public var isFinished: Bool { text.isEmpty }
}
