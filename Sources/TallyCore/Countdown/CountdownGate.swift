/// The one-countdown-at-a-time rule as a state machine: a request while one
/// runs is refused unless it asks to replace it, and every countdown's end,
/// however it comes, frees the gate (the seed's busy flag stayed set for
/// ever when an animation was interrupted).
struct CountdownGate: Sendable {
    /// What to do with a request.
    enum Decision: Equatable {
        /// Nothing runs: start countdown `id`.
        case start(id: Int)
        /// Cancel countdown `old`, then start `id`.
        case replace(old: Int, id: Int)
        /// One runs and the caller did not ask to replace it.
        case refuse
    }

    /// The countdown running, if any.
    private(set) var running: Int?
    private var nextID = 0

    mutating func request(replacing: Bool) -> Decision {
        nextID += 1
        guard let current = running else {
            running = nextID
            return .start(id: nextID)
        }
        guard replacing else { return .refuse }
        running = nextID
        return .replace(old: current, id: nextID)
    }

    /// Countdown `id` has ended; frees the gate if it was the one running.
    mutating func ended(id: Int) {
        if running == id { running = nil }
    }
}
