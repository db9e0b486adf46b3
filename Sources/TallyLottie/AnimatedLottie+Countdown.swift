import TallyCore

extension AnimatedLottie {
    /// A countdown as a Lottie animation: each step's numeral (or the end
    /// title) shown for its step, zooming from the countdown's start scale
    /// and fading in along its own curves (one Bézier keyframe where the
    /// curve is one cubic, sampled at every frame otherwise).
    ///
    /// ```swift
    /// let json = AnimatedLottie.countdown(try Countdown(options: .init(start: 3, endTitle: "Go!")))
    /// ```
    public static func countdown(_ countdown: Countdown, style: LottieStyle = LottieStyle()) -> String {
        document { Self.countdown(countdown, style: style, writingTo: $0) }
    }

    /// A countdown as a Lottie animation, handed to `write` in pieces as
    /// it is made.
    ///
    /// ```swift
    /// AnimatedLottie.countdown(try Countdown()) { piece in print(piece, terminator: "") }
    /// ```
    public static func countdown(
        _ countdown: Countdown, style: LottieStyle = LottieStyle(), writingTo write: (String) -> Void
    ) {
        let options = countdown.options
        Self.write(duration: countdown.duration, style: style, to: write) { composition in
            let texts = (0..<countdown.stepCount).map { countdown.frame(at: options.step * $0).text }
            let widest = texts.map { composition.width(of: $0) }.max() ?? 0
            let size = composition.style.fontSize
            let width = max(widest + size * 2, size * 4).rounded(.up)
            let height = (size * 3).rounded(.up)
            let top = (height - composition.line) / 2
            for (step, text) in texts.enumerated() {
                let start = composition.frame(at: options.step * step)
                let end = composition.frame(at: options.step * (step + 1))
                let id = composition.newAssetID("t")
                let left = (width - composition.width(of: text)) / 2
                composition.addAsset(
                    LottieComposition.precompAsset(
                        id: id,
                        layers: composition.glyphLayers(
                            text, x: left, top: top, inPoint: 0, outPoint: Double(composition.outPoint))))
                let startScale = options.reducedMotion ? options.endScale : options.startScale
                let scale = LottieJSON.tween(
                    from: startScale * 100, to: options.endScale * 100, start: start, end: end,
                    easing: options.scaleEasing
                ) { "\(LottieJSON.number($0)),\(LottieJSON.number($0))" }
                let opacity = LottieJSON.tween(
                    from: options.startOpacity * 100, to: options.endOpacity * 100, start: start, end: end,
                    easing: options.opacityEasing, value: LottieJSON.number)
                let center = LottieJSON.fixed(width / 2, height / 2)
                let layer = LottieComposition.precompLayer(
                    asset: id, width: Int(width), height: Int(height), inPoint: start, outPoint: end,
                    transform: LottieJSON.transform(
                        position: center, anchor: center, scale: LottieJSON.animated(scale),
                        opacity: LottieJSON.animated(opacity)))
                composition.addLayer { _ in layer }
            }
            return (width, height)
        }
    }
}
