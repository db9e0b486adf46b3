import TallyCore

extension AnimatedLottie {
    /// A counter as a Lottie animation: its text exact at every frame of
    /// ``LottieStyle/framesPerSecond``, as `Counter.frame(at:)` gives it,
    /// ending on the target.
    ///
    /// ```swift
    /// let counter = try Counter(from: 0, to: 100, duration: .seconds(2), easing: .easeOut)
    /// let json = AnimatedLottie.counter(counter)   // "{\"v\":\"5.7.4\",…"
    /// ```
    public static func counter(_ counter: Counter, style: LottieStyle = LottieStyle()) -> String {
        document { Self.counter(counter, style: style, writingTo: $0) }
    }

    /// A counter as a Lottie animation, handed to `write` in pieces as it
    /// is made.
    ///
    /// ```swift
    /// let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(60))
    /// AnimatedLottie.counter(counter) { piece in print(piece, terminator: "") }
    /// ```
    public static func counter(
        _ counter: Counter, style: LottieStyle = LottieStyle(), writingTo write: (String) -> Void
    ) {
        text(of: counter, style: style, to: write) { $0.text }
    }
}
