/// Something that shows a frame for every moment of its run.
///
/// A timeline is a pure function of elapsed time: asking twice for the frame
/// at 0.73 s gives the same frame, and nothing accumulates between calls, so
/// a dropped frame costs nothing and a test can ask for any instant without
/// waiting. A ``Playhead`` plays a timeline on a clock's instants; a
/// ``Driver`` plays it on a clock, pushing frames.
///
/// ```swift
/// let counter = try Counter(from: 0, to: 100, duration: .seconds(1))
/// counter.frame(at: .milliseconds(500)).text  // "50"
/// counter.duration                            // 1.0 seconds
/// ```
public protocol FrameTimeline: Sendable {
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

    /// Lets go of what lies before `elapsed` and can never be shown again by
    /// a player that only moves on: the legs of earlier targets. A
    /// ``Playhead`` calls it after every change, so that a timeline given a
    /// new target for ever keeps a few legs, not every one. The default does
    /// nothing (a timeline with nothing to forget).
    mutating func forget(before elapsed: Duration)

    /// What this timeline does for a person who asks for less motion
    /// (Reduce Motion): see ``MotionReduction``. The default,
    /// ``MotionReduction/unchanged``, suits what shows real time (a timer).
    static var motionReduction: MotionReduction { get }

    /// Moves with less motion (or with all of it again) from `elapsed` on,
    /// for a timeline whose ``motionReduction`` is a cross-fade or a fade; a
    /// ``Playhead`` calls it when its ``Playhead/reducesMotion`` changes. The
    /// default does nothing.
    mutating func reduceMotion(_ reduced: Bool, at elapsed: Duration)
}

extension FrameTimeline {
    /// Changes may come at any moment.
    public func nextChange(after elapsed: Duration) -> Duration { elapsed }

    /// Nothing to forget.
    public mutating func forget(before elapsed: Duration) {}

    /// Real time: nothing to reduce.
    public static var motionReduction: MotionReduction { .unchanged }

    /// Nothing to change.
    public mutating func reduceMotion(_ reduced: Bool, at elapsed: Duration) {}
}
