import TallyCore

extension AnimatedSVG {
    /// A countdown as an animated SVG: each step's numeral (or the title)
    /// scaled and faded along the countdown's own curves, exactly when CSS
    /// has them and sampled otherwise; what overflows the picture is clipped.
    ///
    /// ```swift
    /// let svg = AnimatedSVG.countdown(try Countdown(options: .init(start: 3, endTitle: "Go!")))
    /// ```
    public static func countdown(_ countdown: Countdown, style: SVGStyle = SVGStyle()) -> String {
        var document = ""
        Self.countdown(countdown, style: style) { document += $0 }
        return document
    }

    /// A countdown as an animated SVG, handed to `write` in pieces as it is
    /// made.
    ///
    /// ```swift
    /// AnimatedSVG.countdown(try Countdown()) { piece in print(piece, terminator: "") }
    /// ```
    public static func countdown(
        _ countdown: Countdown, style: SVGStyle = SVGStyle(), writingTo write: (String) -> Void
    ) {
        let options = countdown.options
        let longest = max(String(options.start).count, options.endTitle?.count ?? 0)
        let width = max(Double(longest) * advance + 2, 4) * style.fontSize
        let height = style.fontSize * 3
        SVGWriter.write(width: width, height: height, duration: countdown.duration, style: style, to: write) {
            steps(of: countdown, width: width, height: height, into: &$0)
        }
    }

    /// Each step's numeral (or the title) with its scale and opacity.
    private static func steps(of countdown: Countdown, width: Double, height: Double, into writer: inout SVGWriter) {
        let options = countdown.options
        let style = writer.style
        writer.rule(".s{transform-box:fill-box;transform-origin:center}")
        for step in 0..<countdown.stepCount {
            let start = options.step * step
            let end = options.step * (step + 1)
            let text = countdown.frame(at: start).text
            let scale = property(
                from: "transform:scale(\(SVGWriter.number(options.startScale)))",
                to: "transform:scale(\(SVGWriter.number(options.endScale)))", start: start, end: end,
                easing: options.scaleEasing, writer: &writer, isLast: step == countdown.stepCount - 1
            ) { u in
                "transform:scale(\(SVGWriter.number(options.startScale + (options.endScale - options.startScale) * u)))"
            }
            let opacity = property(
                from: "opacity:\(SVGWriter.number(options.startOpacity))",
                to: "opacity:\(SVGWriter.number(options.endOpacity))", start: start, end: end,
                easing: options.opacityEasing, writer: &writer, isLast: step == countdown.stepCount - 1,
                hideAfter: true
            ) { u in
                "opacity:\(SVGWriter.number(options.startOpacity + (options.endOpacity - options.startOpacity) * u))"
            }
            writer.element(
                "<text class=\"a s\" x=\"\(SVGWriter.number(width / 2))\" y=\"\(SVGWriter.number(height / 2 + style.fontSize * 0.35))\""
                    + " text-anchor=\"middle\" style=\"animation-name:\(scale),\(opacity)\""
                    + " data-start=\"\(SVGWriter.number(start.inSecondsValue))\">\(SVGWriter.escape(text))</text>")
        }
    }

    /// Keyframes that hold `from` until `start`, ease to `to` by `end` (with
    /// the CSS curve when there is one, sampled otherwise), then hold `to`,
    /// or jump back to `from`'s hidden state after `end` when `hideAfter`.
    private static func property(
        from: String, to: String, start: Duration, end: Duration, easing: Easing, writer: inout SVGWriter,
        isLast: Bool, hideAfter: Bool = false, sample: (Double) -> String
    ) -> String {
        let begin = writer.percent(of: start)
        let finish = writer.percent(of: end)
        var frames: [(percent: Double, declarations: String, timing: String?)] = []
        if begin > 0 { frames.append((0, hideAfter ? "opacity:0" : from, "step-end")) }
        if let timing = easing.cssTimingFunction {
            frames.append((begin, from, timing))
        } else {
            frames.append((begin, from, "linear"))
            let samples = max(Int((end - start).inSecondsValue * writer.style.framesPerSecond), 2)
            for index in 1..<samples {
                let u = Double(index) / Double(samples)
                frames.append((begin + (finish - begin) * u, sample(easing(u)), "linear"))
            }
        }
        if hideAfter, !isLast {
            frames.append((finish, to, "step-start"))
            frames.append((100, "opacity:0", nil))
        } else {
            frames.append((finish, to, nil))
            if finish < 100 { frames.append((100, to, nil)) }
        }
        return writer.keyframes(frames)
    }
}
