/// How an odometer's columns move.
///
/// ```swift
/// var options = OdometerOptions()
/// options.mode = .carry
/// ```
public enum OdometerMode: String, Sendable, Hashable, CaseIterable {
    /// Each column rolls from its old digit to its new one, in the
    /// ``RollDirection`` chosen, column by column with the stagger of
    /// ``OdometerOptions/durationOffset``.
    case roll
    /// JTNumberScrollAnimatedView's behaviour: each column shows its new
    /// digit, then `density` more faces, then the new digit again.
    case classic
    /// A real odometer: the lowest column turns, and each column steps while
    /// the one below it wraps from 9 to 0, so the reading at every instant is
    /// a number between the old and the new value, never going back. It
    /// turns plain digits only: an odometer refuses it with a styled format
    /// (a currency, a unit, a sign display, a prefix or suffix).
    case carry
}
