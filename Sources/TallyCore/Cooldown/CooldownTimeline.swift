/// A cooldown pressed at the start, as a timeline: what the button shows
/// `elapsed` after a press, with the button's own rule for its text (the
/// seconds left rounded up and the suffix, then the title). For a player
/// of timelines (a demo, an animated export); a live button reads its
/// deadline on the device's clocks instead (``Cooldown/frame(at:)``).
///
/// ```swift
/// let timeline = CooldownTimeline(try Cooldown(duration: .seconds(60), title: "Get code"))
/// timeline.frame(at: .zero).text                  // "60s"
/// timeline.frame(at: .milliseconds(1500)).text    // "59s"
/// timeline.frame(at: .seconds(60)).text           // "Get code"
/// timeline.nextChange(after: .milliseconds(1500)) // 2 seconds
/// ```
public struct CooldownTimeline: FrameTimeline {
    /// The button: its duration, title and suffix (its deadline is not read).
    public let cooldown: Cooldown

    /// The timeline of `cooldown` pressed at the start.
    ///
    /// ```swift
    /// let timeline = CooldownTimeline(try Cooldown(duration: .seconds(5), title: "Resend"))
    /// ```
    public init(_ cooldown: Cooldown) {
        self.cooldown = cooldown
    }

    /// The cooldown's duration: the button is ready from then on.
    public var duration: Duration { cooldown.duration }

    /// What the button shows `elapsed` after the press.
    public func frame(at elapsed: Duration) -> CooldownFrame {
        cooldown.frame(remaining: cooldown.duration - min(max(elapsed, .zero), cooldown.duration))
    }

    /// When the seconds shown next change: a driver sleeps until then.
    public func nextChange(after elapsed: Duration) -> Duration {
        let at = min(max(elapsed, .zero), duration)
        return at + (frame(at: at).untilNextChange ?? duration - at)
    }
}
