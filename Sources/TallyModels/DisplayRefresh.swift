import TallyCore

/// What one refresh of a display shows and reports, as a model's
/// `refresh(at:reducesMotion:…)` decides it: the frame to draw when it
/// changed, how many runs arrived, and whether frames must keep coming.
/// A UIKit view's display link does what it says and decides nothing.
///
/// ```swift
/// let refresh = model.refresh(at: now, reducesMotion: UIAccessibility.isReduceMotionEnabled)
/// if let frame = refresh.frame { show(frame) }
/// for _ in 0..<refresh.arrivals { completion?(.finished) }
/// link.isRunning = refresh.isMoving
/// ```
public struct DisplayRefresh<Frame: Equatable & Sendable>: Equatable, Sendable {
    /// The frame to draw, when it differs from the one drawn last; nil
    /// when the display already shows it.
    public var frame: Frame?
    /// How many runs arrived at their value by this refresh, each reported
    /// once: a completion is called this many times (more than once only
    /// when runs ended unseen, a view off screen).
    public var arrivals: Int
    /// Whether the frames still change, or a trend colour still fades: a
    /// display link runs while they do.
    public var isMoving: Bool

    /// A refresh that draws `frame`.
    ///
    /// ```swift
    /// DisplayRefresh(frame: nil, arrivals: 1, isMoving: false)  // arrived; nothing new to draw
    /// ```
    public init(frame: Frame?, arrivals: Int, isMoving: Bool) {
        self.frame = frame
        self.arrivals = arrivals
        self.isMoving = isMoving
    }

    /// The same refresh with its frame turned into something else (what a
    /// label shows of it), the arrivals and motion kept.
    ///
    /// ```swift
    /// let shown = refresh.map(\.text)  // DisplayRefresh<String>
    /// ```
    public func map<Shown>(_ transform: (Frame) -> Shown) -> DisplayRefresh<Shown> {
        DisplayRefresh<Shown>(frame: frame.map(transform), arrivals: arrivals, isMoving: isMoving)
    }
}
