/// The "Resend code in 59s" button of seed 004, as a model: pressed, it
/// refuses presses and shows the seconds left with a suffix until its
/// deadline, then shows its title and accepts presses again.
///
/// The seconds are rounded up: 60 at once, 1 until the very end, and it is
/// ready exactly at the deadline. The deadline is an instant kept by two
/// clocks (``CooldownDeadline``), not a counter, so leaving the screen,
/// sleeping or relaunching loses nothing.
///
/// ```swift
/// var button = try Cooldown(duration: .seconds(60), title: "Get code")
/// button.press(at: now)                              // .started
/// button.text(at: now)                               // "60s"
/// button.press(at: now)                              // .refused(remaining: 60 seconds)
/// button.text(at: later)                             // "Get code", once the minute is up
/// ```
public struct Cooldown: Sendable, Hashable {
    /// What a press did.
    public enum Press: Sendable, Hashable {
        /// The cooldown began.
        case started
        /// It is still cooling; nothing changed.
        case refused(remaining: Duration)
    }

    /// How long a press disables the button.
    public let duration: Duration
    /// Shown when ready (the seed's "获取验证码").
    public var title: String
    /// After the seconds while cooling ("s": "59s").
    public var suffix: String
    /// The current deadline, if the button was ever pressed.
    public var deadline: CooldownDeadline?

    /// A button, ready.
    ///
    /// - Throws: ``TallyError/invalidDuration(_:)`` unless `duration` is
    ///   above zero and at most a year.
    public init(duration: Duration = .seconds(60), title: String = "Get code", suffix: String = "s")
        throws(TallyError)
    {
        guard duration > .zero, duration <= .seconds(31_536_000) else {
            throw .invalidDuration("\(duration) (a cooldown lasts more than zero and at most a year)")
        }
        self.duration = duration
        self.title = title
        self.suffix = suffix
    }

    /// Time left at `now`; zero when ready.
    public func remaining(at now: CooldownInstant) -> Duration {
        deadline?.remaining(at: now) ?? .zero
    }

    /// Seconds left, rounded up: 60 at once, 1 until the end, 0 when ready.
    public func remainingSeconds(at now: CooldownInstant) -> Int64 {
        let (seconds, attoseconds) = remaining(at: now).components
        return attoseconds > 0 ? seconds + 1 : seconds
    }

    /// Whether a press would start it.
    public func isReady(at now: CooldownInstant) -> Bool {
        remaining(at: now) == .zero
    }

    /// What the button shows: "59s" while cooling, the title when ready.
    public func text(at now: CooldownInstant) -> String {
        isReady(at: now) ? title : "\(remainingSeconds(at: now))\(suffix)"
    }

    /// Presses the button at `now`.
    @discardableResult
    public mutating func press(at now: CooldownInstant) -> Press {
        guard isReady(at: now) else { return .refused(remaining: remaining(at: now)) }
        deadline = CooldownDeadline(startingAt: now, duration: duration)
        return .started
    }
}
