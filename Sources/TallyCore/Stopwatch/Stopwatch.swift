/// A stopwatch: time counting up from zero, in hundredths of a second
/// below a minute and in whole seconds from then on (or in whole seconds
/// throughout), for as long as ``duration`` allows.
///
/// A timeline must end: a stopwatch ends after ``duration`` (a hundred
/// years unless told otherwise), so a driver plays it like any other.
///
/// ```swift
/// let stopwatch = Stopwatch()
/// stopwatch.frame(at: .milliseconds(5234)).text  // "0:05.23"
/// stopwatch.frame(at: .seconds(65)).text          // "1:05"
/// Stopwatch(resolution: .seconds).frame(at: .milliseconds(5234)).text  // "0:05"
/// ```
public struct Stopwatch: FrameTimeline {
    /// How finely the reading moves.
    public enum Resolution: Sendable, Hashable {
        /// Hundredths below a minute, then seconds.
        case hundredths
        /// Whole seconds throughout (one change a second, for a pipe).
        case seconds
    }

    /// When it stops counting.
    public let duration: Duration
    /// How finely it counts.
    public let resolution: Resolution

    /// A stopwatch that counts for `duration`.
    ///
    /// ```swift
    /// let lap = Stopwatch(duration: .seconds(90), resolution: .seconds)
    /// ```
    public init(duration: Duration = .seconds(100 * 365 * 86_400), resolution: Resolution = .hundredths) {
        self.duration = max(duration, .zero)
        self.resolution = resolution
    }

    /// The reading `elapsed` after the start, e.g. "0:05.23".
    public func frame(at elapsed: Duration) -> StopwatchFrame {
        let clamped = min(max(elapsed, .zero), duration)
        let hundredths = StopwatchFrame.hundredths(in: clamped)
        let finely = resolution == .hundredths && hundredths < 6000
        return StopwatchFrame(hundredths: finely ? hundredths : hundredths / 100 * 100, showsHundredths: finely)
    }

    /// The next hundredth below a minute, else the next second: a driver
    /// wakes no more often than the reading changes.
    public func nextChange(after elapsed: Duration) -> Duration {
        let hundredths = StopwatchFrame.hundredths(in: max(elapsed, .zero))
        let step: Int64 = resolution == .hundredths && hundredths < 5999 ? 1 : 100
        return min(.milliseconds((hundredths / step + 1) * step * 10), duration)
    }
}
