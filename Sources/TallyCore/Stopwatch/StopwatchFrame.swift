/// What a stopwatch shows at one instant.
///
/// ```swift
/// Stopwatch().frame(at: .milliseconds(61_500)).text  // "1:01"
/// StopwatchFrame.lapText(.milliseconds(3_410))       // "0:03.41"
/// ```
public struct StopwatchFrame: Sendable, Hashable {
    /// The time shown, in hundredths of a second.
    public let hundredths: Int64
    /// The time as a clock: "0:05.23", "1:05", "1:02:03", "2d 03:04:05".
    public let text: String

    init(hundredths: Int64, showsHundredths: Bool) {
        self.hundredths = hundredths
        text =
            showsHundredths
            ? Self.withHundredths(hundredths) : TimerFrame.clock(hundredths / 100)
    }

    /// A lap's time, always with hundredths: "0:03.41", "1:02:03.50".
    public static func lapText(_ duration: Duration) -> String {
        withHundredths(hundredths(in: max(duration, .zero)))
    }

    static func withHundredths(_ hundredths: Int64) -> String {
        let fraction = hundredths % 100
        return TimerFrame.clock(hundredths / 100) + (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }

    /// Whole hundredths in `duration`, rounded down.
    static func hundredths(in duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 100)
        return overflow ? Int64.max / 2 : whole + attoseconds / 10_000_000_000_000_000
    }
}
