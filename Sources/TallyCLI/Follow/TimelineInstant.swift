import TallyCore

/// A point on a timeline, as an instant: the time elapsed since its start.
/// What `follow`'s trend colour flashes at, its frames being a function of
/// that time.
///
/// ```swift
/// tint.flash(.rising, at: TimelineInstant(elapsed: .seconds(2)))
/// ```
struct TimelineInstant: InstantProtocol {
    /// The time since the timeline's start.
    var elapsed: Duration

    func advanced(by duration: Duration) -> TimelineInstant { TimelineInstant(elapsed: elapsed + duration) }

    func duration(to other: TimelineInstant) -> Duration { other.elapsed - elapsed }

    static func < (lhs: TimelineInstant, rhs: TimelineInstant) -> Bool { lhs.elapsed < rhs.elapsed }
}
