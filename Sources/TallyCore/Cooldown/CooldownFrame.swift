/// What a cooldown button shows at one instant.
///
/// ```swift
/// var button = try Cooldown(duration: .seconds(60), title: "Get code")
/// button.press(at: now)
/// let frame = button.frame(at: now)
/// frame.text              // "60s"
/// frame.isReady           // false
/// frame.remainingSeconds  // 60
/// frame.untilNextChange   // 1 second: then it shows "59s"
/// ```
public struct CooldownFrame: Sendable, Hashable {
    /// The title when ready; the seconds left and the suffix while cooling ("59s").
    public let text: String
    /// Whether a press would start the cooldown; false while it cools.
    public let isReady: Bool
    /// Seconds left, rounded up: 60 at once, 1 until the very end, 0 when ready.
    public let remainingSeconds: Int64
    /// Time left; zero when ready.
    public let remaining: Duration
    /// How long until the shown seconds change (a view's next redraw); nil when ready.
    public let untilNextChange: Duration?
}
