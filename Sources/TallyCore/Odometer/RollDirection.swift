/// Which way the digit columns of an odometer roll.
///
/// ```swift
/// var options = OdometerOptions()
/// options.direction = .shortest   // 9 -> 0 rolls one step up, not nine down
/// ```
public enum RollDirection: String, Sendable, Hashable, CaseIterable {
    /// Digits count up: each new face comes from below.
    case up
    /// Digits count down: each new face comes from above.
    case down
    /// Each column takes the shorter way round, wrapping 9 -> 0 when nearer.
    case shortest
    /// Up when the number's magnitude grows, down when it shrinks, so
    /// -9 -> -10 is one short step up, not nine down.
    case trend
}
