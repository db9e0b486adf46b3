import TallyCore

extension AnimatedLottie {
    /// A cooldown button as a Lottie animation: its title for a second,
    /// then, pressed, the seconds left (rounded up) with the suffix, then
    /// its title again, each frame's text exact as `CooldownTimeline`
    /// gives it.
    ///
    /// ```swift
    /// let json = AnimatedLottie.cooldown(try Cooldown(duration: .seconds(5), title: "Resend"))
    /// ```
    public static func cooldown(_ cooldown: Cooldown, style: LottieStyle = LottieStyle()) -> String {
        document { Self.cooldown(cooldown, style: style, writingTo: $0) }
    }

    /// A cooldown button as a Lottie animation, handed to `write` in
    /// pieces as it is made.
    ///
    /// ```swift
    /// AnimatedLottie.cooldown(try Cooldown(duration: .seconds(60))) { piece in print(piece, terminator: "") }
    /// ```
    public static func cooldown(
        _ cooldown: Cooldown, style: LottieStyle = LottieStyle(), writingTo write: (String) -> Void
    ) {
        text(of: PressedCooldown(timeline: CooldownTimeline(cooldown)), style: style, to: write) { $0 }
    }

    /// A cooldown's button shown ready for ``lead`` before it is pressed.
    struct PressedCooldown: FrameTimeline {
        static let lead = Duration.seconds(1)
        let timeline: CooldownTimeline

        var duration: Duration { Self.lead + timeline.duration }

        func frame(at elapsed: Duration) -> String {
            elapsed < Self.lead ? timeline.cooldown.title : timeline.frame(at: elapsed - Self.lead).text
        }
    }
}
