import TallyCore

/// How `tally follow` moves to values as they come: the timeline made from
/// the first value, and the move to each next one (a count turning towards
/// it, or odometer columns rolling on from where they are).
///
/// ```swift
/// let motion = command.counterMotion()
/// var following = FollowTimeline(base: try motion.start(0))
/// following.receive(120, at: .seconds(1), arrival: .seconds(1), by: motion)
/// ```
struct FollowRetarget<Base: FrameTimeline>: Sendable {
    /// The timeline resting at the first value.
    let start: @Sendable (FixedDecimal) throws(TallyError) -> Base
    /// Turns the timeline towards a value at an instant.
    let move: @Sendable (inout Base, FixedDecimal, Duration) -> Void
    /// Which way a move to a value at an instant goes, asked before it
    /// (what --trend-colors colours by).
    let trend: @Sendable (Base, FixedDecimal, Duration) -> TrendDirection
}
