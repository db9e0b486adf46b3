/// What a countdown timer shows at one instant.
///
/// ```swift
/// let frame = try CountdownTimer(duration: .seconds(300)).frame(at: .milliseconds(1))
/// frame.remainingSeconds  // 300 (rounded up)
/// frame.text              // "5:00"
/// ```
public struct TimerFrame: Sendable, Hashable {
    /// Remaining whole seconds, rounded up: 300 at the start of five
    /// minutes, 1 until the very end, 0 only at the end.
    public let remainingSeconds: Int64
    /// The remaining time as a clock: "4:59", "1:02:03", "2d 03:04:05".
    public let text: String

    /// The frame for `seconds` remaining.
    ///
    /// ```swift
    /// TimerFrame(remainingSeconds: 3723).text  // "1:02:03"
    /// ```
    public init(remainingSeconds: Int64) {
        self.remainingSeconds = max(remainingSeconds, 0)
        text = Self.clock(self.remainingSeconds)
    }

    init(remainingSeconds: Int64, text: String) {
        self.remainingSeconds = max(remainingSeconds, 0)
        self.text = text
    }

    /// Whole minutes as "25m", "1h05m", "2d 03h04m".
    static func minutes(_ total: Int64) -> String {
        let minutes = total % 60
        let hours = total / 60 % 24
        let days = total / 1440
        if days > 0 { return "\(days)d \(two(hours))h\(two(minutes))m" }
        if total >= 60 { return "\(total / 60)h\(two(minutes))m" }
        return "\(minutes)m"
    }

    /// Whether the time is up.
    public var isFinished: Bool { remainingSeconds == 0 }

    /// Two digits at least: "05", "42".
    private static func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// m:ss below an hour, h:mm:ss below a day, then days: "2d 03:04:05".
    static func clock(_ total: Int64) -> String {
        let seconds = total % 60
        let minutes = total / 60 % 60
        let hours = total / 3600 % 24
        let days = total / 86_400
        if days > 0 { return "\(days)d \(two(hours)):\(two(minutes)):\(two(seconds))" }
        if total >= 3600 { return "\(total / 3600):\(two(minutes)):\(two(seconds))" }
        return "\(total / 60):\(two(seconds))"
    }
}
