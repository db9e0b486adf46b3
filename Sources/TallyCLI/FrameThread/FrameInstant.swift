/// An instant of ``FrameClock``: how long after the continuous clock's
/// reading when the frame clock was first used (``origin``) it is.
///
/// Tally's own type, not `ContinuousClock.Instant`: the standard library
/// does not freeze that one's layout, so code generic over a clock (the
/// driver, its state and its cursor, specialized for this clock) handled
/// every optional or enum holding one through the runtime's value
/// witnesses (with them, the driver's share of the frame thread's own work
/// was a sixth; without, an eighth). This one's layout is a `Duration`,
/// known where the driver is specialized.
///
/// ```swift
/// let start = FrameClock().now
/// let later = start.advanced(by: .milliseconds(16))
/// start.duration(to: later)  // 16 milliseconds
/// later.continuous           // the same instant on ContinuousClock
/// ```
struct FrameInstant: InstantProtocol {
    /// Time since ``origin``.
    let offset: Duration

    /// The continuous clock's instant that offsets count from, read once.
    static let origin = ContinuousClock.now

    /// The instant `offset` after ``origin``.
    init(offset: Duration) {
        self.offset = offset
    }

    /// The frame clock's instant that is `instant` on the continuous clock.
    init(_ instant: ContinuousClock.Instant) {
        offset = Self.origin.duration(to: instant)
    }

    /// The same instant on the continuous clock.
    var continuous: ContinuousClock.Instant { Self.origin.advanced(by: offset) }

    func advanced(by duration: Duration) -> FrameInstant {
        FrameInstant(offset: offset + duration)
    }

    func duration(to other: FrameInstant) -> Duration {
        other.offset - offset
    }

    static func < (earlier: FrameInstant, later: FrameInstant) -> Bool {
        earlier.offset < later.offset
    }
}
