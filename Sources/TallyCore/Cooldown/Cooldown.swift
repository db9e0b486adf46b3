/// The "Resend code in 59s" button of the countdown-button post (setTheCountdownButton), as a model: pressed, it
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
/// let now = CooldownInstant.now()                   // the device's clocks
/// button.press(at: now)                              // .started
/// button.frame(at: now).text                         // "60s"
/// button.press(at: now)                              // .refused(remaining: 60 seconds)
/// button.frame(at: later).text                       // "Get code", once the minute is up
/// ```
///
/// A cooldown is `Codable`: an app can keep the whole button, or only its
/// ``deadline`` in a ``CooldownStore`` under a key.
public struct Cooldown: Sendable, Hashable, Codable {
    /// What a press did.
    public enum Press: Sendable, Hashable {
        /// The cooldown began.
        case started
        /// It is still cooling; nothing changed.
        case refused(remaining: Duration)
    }

    /// How long a press disables the button.
    public let duration: Duration
    /// Shown when ready (setTheCountdownButton's "获取验证码").
    public var title: String
    /// After the seconds while cooling ("s": "59s").
    public var suffix: String
    /// The current deadline, if the button was ever pressed.
    public var deadline: CooldownDeadline?

    /// A button, ready.
    ///
    /// ```swift
    /// let button = try Cooldown(duration: .seconds(59), title: "获取验证码", suffix: "s")
    /// ```
    ///
    /// - Throws: ``TallyError/invalidDuration(_:)`` unless `duration` is
    ///   above zero and at most a year.
    public init(duration: Duration = .seconds(60), title: String = "Get code", suffix: String = "s")
        throws(TallyError)
    {
        try Self.check(duration)
        self.duration = duration
        self.title = title
        self.suffix = suffix
    }

    private enum CodingKeys: String, CodingKey {
        case duration, title, suffix, deadline
    }

    /// Reads a cooldown written by `encode(to:)`, checking its duration.
    ///
    /// ```swift
    /// let button = try JSONDecoder().decode(Cooldown.self, from: data)
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a duration out of range.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let duration = try container.decode(Duration.self, forKey: .duration)
        do {
            try Self.check(duration)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .duration, in: container, debugDescription: error.description)
        }
        self.duration = duration
        title = try container.decode(String.self, forKey: .title)
        suffix = try container.decode(String.self, forKey: .suffix)
        deadline = try container.decodeIfPresent(CooldownDeadline.self, forKey: .deadline)
    }

    /// What the button shows at `now`: text, readiness, the seconds left and
    /// when they next change.
    ///
    /// ```swift
    /// button.frame(at: now).text  // "59s"
    /// ```
    public func frame(at now: CooldownInstant) -> CooldownFrame {
        frame(remaining: remaining(at: now))
    }

    /// What the button shows with `left` time left (zero or less: ready):
    /// the one rule for its text, whatever measures the time.
    ///
    /// ```swift
    /// button.frame(remaining: .milliseconds(58_500)).text  // "59s"
    /// ```
    public func frame(remaining left: Duration) -> CooldownFrame {
        let left = max(left, .zero)
        let (whole, attoseconds) = left.components
        let seconds = attoseconds > 0 ? whole + 1 : whole
        let ready = left == .zero
        return CooldownFrame(
            text: ready ? title : "\(seconds)\(suffix)", isReady: ready, remainingSeconds: seconds, remaining: left,
            untilNextChange: ready ? nil : left - .seconds(seconds - 1))
    }

    private static func check(_ duration: Duration) throws(TallyError) {
        guard duration > .zero, duration <= .seconds(31_536_000) else {
            throw .invalidDuration("\(duration) (a cooldown lasts more than zero and at most a year)")
        }
    }

    /// Time left at `now`; zero when ready.
    ///
    /// ```swift
    /// button.remaining(at: now)  // 42.5 seconds
    /// ```
    public func remaining(at now: CooldownInstant) -> Duration {
        deadline?.remaining(at: now) ?? .zero
    }

    /// Seconds left, rounded up: 60 at once, 1 until the end, 0 when ready.
    ///
    /// ```swift
    /// button.remainingSeconds(at: now)  // 43 while 42.5 s are left
    /// ```
    public func remainingSeconds(at now: CooldownInstant) -> Int64 {
        frame(at: now).remainingSeconds
    }

    /// Whether a press would start it.
    ///
    /// ```swift
    /// button.isReady(at: now)  // false while cooling
    /// ```
    public func isReady(at now: CooldownInstant) -> Bool {
        remaining(at: now) == .zero
    }

    /// What the button shows: "59s" while cooling, the title when ready.
    ///
    /// ```swift
    /// button.text(at: now)  // "59s"
    /// ```
    public func text(at now: CooldownInstant) -> String {
        frame(at: now).text
    }

    /// Presses the button at `now`: starts the cooldown when ready, and
    /// otherwise changes nothing.
    ///
    /// ```swift
    /// button.press(at: now)  // .started, then .refused(remaining: …) until the deadline
    /// ```
    @discardableResult
    public mutating func press(at now: CooldownInstant) -> Press {
        guard isReady(at: now) else { return .refused(remaining: remaining(at: now)) }
        deadline = CooldownDeadline(startingAt: now, duration: duration)
        return .started
    }
}
