import TallyCore

/// A view model as an app writes one: main-actor isolated, fed by Tally's
/// push API with no locks, no hops and no `@unchecked Sendable`.
@MainActor public final class ScoreModel {
    /// What the score label shows.
    public private(set) var text = ""
    /// Every text shown, in order.
    public private(set) var shown: [String] = []

    /// An empty score.
    public init() {}

    /// Plays `driver` to its end, showing each of its frames.
    public func show<C: Clock>(_ driver: Driver<Counter, C>) async where C.Duration == Duration {
        for await frame in driver.frames() {
            text = frame.text
            shown.append(frame.text)
        }
    }

    /// Shows one frame: what a `LiveCounter`'s `@MainActor` callback calls.
    public func show(_ frame: CounterFrame) {
        text = frame.text
        shown.append(frame.text)
    }
}
