/// The one-countdown-at-a-time rule as a state machine: a request while one
/// runs is refused unless it asks to replace it, and every countdown's end,
/// however it comes, frees the gate (GGCountDownLabel's busy flag stayed set for
/// ever when an animation was interrupted). ``CountdownPresenter`` keeps
/// one; a view layer that shows countdowns itself keeps one per app.
///
/// A claim made with a ``Holder`` lasts only as long as the holder: when the
/// model or label that holds it is freed mid-countdown (its screen closed
/// without a cancel), the gate is free again, so one lost countdown cannot
/// lock out every later one.
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

    /// What keeps a claim alive: the gate holds it weakly, and a claim whose
    /// holder has been freed no longer counts.
    ///
    /// ```swift
    /// let holder = CountdownGate.Holder()
    /// gate.request(replacing: false, heldBy: holder)  // .start(id: 1), while `holder` lives
    /// ```
    public final class Holder: Sendable {
        /// A new holder, for one countdown.
        ///
        /// ```swift
        /// let holder = CountdownGate.Holder()
        /// ```
        public init() {}
    }

    /// The countdown running, if any; nil once the holder of its claim is freed.
    ///
    /// ```swift
    /// gate.running  // 1 while countdown 1 runs
    /// ```
    public var running: Int? {
        guard let claimed, !heldByObject || holder != nil else { return nil }
        return claimed
    }
    private var claimed: Int?
    private weak var holder: Holder?
    private var heldByObject = false
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
        request(replacing: replacing, holder: nil)
    }

    /// Asks to start a countdown whose claim lasts while `holder` lives; `replacing`
    /// cancels one that runs instead of refusing.
    ///
    /// ```swift
    /// let holder = CountdownGate.Holder()
    /// gate.request(replacing: false, heldBy: holder)  // .start(id: 1)
    /// // holder freed: gate.running == nil, and the next request starts
    /// ```
    public mutating func request(replacing: Bool, heldBy holder: Holder) -> Decision {
        request(replacing: replacing, holder: holder)
    }

    private mutating func request(replacing: Bool, holder: Holder?) -> Decision {
        nextID += 1
        let current = running
        if current != nil, !replacing { return .refuse }
        claimed = nextID
        self.holder = holder
        heldByObject = holder != nil
        guard let current else { return .start(id: nextID) }
        return .replace(old: current, id: nextID)
    }

    /// Countdown `id` has ended, however; frees the gate if it was the one running.
    ///
    /// ```swift
    /// gate.ended(id: id)
    /// ```
    public mutating func ended(id: Int) {
        if claimed == id {
            claimed = nil
            holder = nil
            heldByObject = false
        }
    }
}
