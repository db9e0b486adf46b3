/// The one-countdown-at-a-time rule as a state machine: a request while one
/// runs is refused unless it asks to replace it, and every countdown's end,
/// however it comes, frees the gate (GGCountDownLabel's busy flag stayed set for
/// ever when an animation was interrupted). ``CountdownPresenter`` keeps
/// one; a view layer that shows countdowns itself keeps one per app.
///
/// ```swift
/// var gate = CountdownGate()
/// gate.request(replacing: false)  // .start(id: 1)
/// gate.request(replacing: false)  // .refuse: one runs
/// gate.ended(id: 1)
/// gate.request(replacing: false)  // .start(id: 3)
/// ```
public struct CountdownGate: Sendable {
    /// What to do with a request.
    public enum Decision: Sendable, Equatable {
        /// Nothing runs: start countdown `id`.
        case start(id: Int)
        /// Cancel countdown `old`, then start `id`.
        case replace(old: Int, id: Int)
        /// One runs and the caller did not ask to replace it.
        case refuse
    }

    /// The countdown running, if any.
    public private(set) var running: Int?
    private var nextID = 0

    /// A gate with nothing running.
    ///
    /// ```swift
    /// var gate = CountdownGate()
    /// ```
    public init() {}

    /// Asks to start a countdown; `replacing` cancels one that runs instead of refusing.
    ///
    /// ```swift
    /// if case .start(let id) = gate.request(replacing: false) { show(countdown, id) }
    /// ```
    public mutating func request(replacing: Bool) -> Decision {
        nextID += 1
        guard let current = running else {
            running = nextID
            return .start(id: nextID)
        }
        guard replacing else { return .refuse }
        running = nextID
        return .replace(old: current, id: nextID)
    }

    /// Countdown `id` has ended, however; frees the gate if it was the one running.
    ///
    /// ```swift
    /// gate.ended(id: id)
    /// ```
    public mutating func ended(id: Int) {
        if running == id { running = nil }
    }
}
