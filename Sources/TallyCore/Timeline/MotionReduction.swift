/// What a timeline does when a person asks for less motion (Reduce Motion
/// on Apple platforms): each component has its own answer, and a
/// ``Playhead`` applies it for every front end alike.
///
/// ```swift
/// Counter.motionReduction    // .jump: the text shows its target at once
/// Odometer.motionReduction   // .crossFade: digits fade into the next, nothing rolls
/// Countdown.motionReduction  // .fade: numerals fade in at their final size
/// ```
public enum MotionReduction: Sendable, Hashable {
    /// Nothing moves for show: the timeline tells real time (a timer, a stopwatch).
    case unchanged
    /// Each new target shows at once: the playhead skips to the end.
    case jump
    /// Faces cross-fade in place instead of rolling.
    case crossFade
    /// Frames fade in without zooming.
    case fade
}
