/// Something that shows a frame for every moment of its run.
///
/// A timeline is a pure function of elapsed time: asking twice for the frame
/// at 0.73 s gives the same frame, and nothing accumulates between calls, so
/// a dropped frame costs nothing and a test can ask for any instant without
/// waiting. A ``Driver`` plays a timeline on a clock.
///
/// ```swift
/// let counter = try Counter(from: 0, to: 100, duration: .seconds(1))
/// counter.frame(at: .milliseconds(500)).text  // "50"
/// counter.duration                            // 1.0 seconds
/// ```
public protocol Timeline: Sendable {
    /// What is shown at one instant. Two frames are equal when they look the same.
    associatedtype Frame: Equatable & Sendable

    /// When the timeline ends: frames from then on all equal `frame(at: duration)`.
    var duration: Duration { get }

    /// The frame to show `elapsed` after the start.
    func frame(at elapsed: Duration) -> Frame

    /// The earliest instant after `elapsed` at which the frame may change.
    ///
    /// The default, `elapsed` itself, means "at any moment", and a driver
    /// then samples at its frame rate. A timeline that changes in steps
    /// returns the next step so that a driver sleeps until then.
    func nextChange(after elapsed: Duration) -> Duration
}

extension Timeline {
    /// Changes may come at any moment.
    public func nextChange(after elapsed: Duration) -> Duration { elapsed }
}
