import TallyCore

/// What one refresh of a display shows of a countdown and what happened
/// by then, as `CountdownModel.refresh(at:reducesMotion:in:)` decides it.
///
/// ```swift
/// let refresh = model.refresh(at: now, reducesMotion: false, in: &gate)
/// refresh.frame?.text  // "3"
/// refresh.events       // [.step(2)] when the second step began since the last refresh
/// refresh.isShowing    // false once the countdown has finished or was cancelled
/// ```
public struct CountdownRefresh: Equatable, Sendable {
    /// The frame to draw; nil when no countdown shows.
    public var frame: CountdownFrame?
    /// What happened since the last refresh: steps begun, then the end.
    public var events: [CountdownEvent]
    /// Whether the countdown still shows: a display link runs while it does.
    public var isShowing: Bool

    /// A refresh drawing `frame`.
    ///
    /// ```swift
    /// CountdownRefresh(frame: nil, events: [.finished], isShowing: false)
    /// ```
    public init(frame: CountdownFrame?, events: [CountdownEvent], isShowing: Bool) {
        self.frame = frame
        self.events = events
        self.isShowing = isShowing
    }
}
