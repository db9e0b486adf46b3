/// What a countdown reports as it plays: that it began, each step, and how
/// it ended. GGCountDownLabel's begin and finish callbacks, and the steps a
/// screen reader announces.
///
/// ```swift
/// // a countdown from 3 with the end title "Go!", played to the end:
/// // .began, .step(3), .step(2), .step(1), .step(0), .finished
/// ```
public enum CountdownEvent: Sendable, Hashable {
    /// It started.
    case began
    /// A step started: its numeral, or 0 for the end title.
    case step(Int)
    /// It showed its last step to the end.
    case finished
    /// It was cancelled or replaced before the end.
    case cancelled
}
