import TallyCore

/// Exports Tally's timelines as self-contained animated SVG: CSS keyframes
/// only, no script, nothing fetched. The same timeline plays as in the model:
/// a counter's text per frame at its update rate, an odometer's columns as
/// strips moved with transforms that carry the exact easing (CSS
/// `cubic-bezier` where the curve is one, sampled keyframes otherwise) and
/// the stagger, a countdown's scale and opacity per step.
///
/// Output is byte-stable for the same input and valid XML. Every animation
/// runs for the whole timeline, its timing in keyframe offsets, so setting
/// one `currentTime` on all of them shows one instant, and looping repeats
/// the whole.
///
/// ```swift
/// let svg = AnimatedSVG.counter(try Counter(from: 0, to: 1234.56, duration: .seconds(2)))
/// try svg.write(toFile: "count.svg", atomically: true, encoding: .utf8)
/// ```
public enum AnimatedSVG {
    /// Width of one digit column, in font sizes (a monospace digit).
    static let advance = 0.6
    /// Distance between stacked faces of a strip, in font sizes.
    static let lineHeight = 1.25

    /// A stretch of time during which a timeline shows the same text.
    typealias Span = (start: Duration, end: Duration, text: StyledText)

    /// Calls `body` with each span of time during which `timeline` shows the
    /// same text, from frames sampled at `rate` per second and at the end,
    /// in order, saying which is the last; one span is held at a time.
    static func eachSpan<T: FrameTimeline>(
        of timeline: T, rate: Double, text: (T.Frame) -> StyledText, _ body: (Span, _ isLast: Bool) -> Void
    ) {
        var current: Span?
        var index: Int64 = 0
        while true {
            var instant = Duration.nanoseconds(Int64((Double(index) * 1e9 / rate).rounded()))
            let last = instant >= timeline.duration
            if last { instant = timeline.duration }
            let shown = text(timeline.frame(at: instant))
            if var span = current, span.text == shown {
                span.end = instant
                current = span
            } else {
                if var span = current {
                    span.end = instant
                    body(span, false)
                }
                current = (instant, instant, shown)
            }
            if last { break }
            index += 1
        }
        if let current { body(current, true) }
    }

    /// The most characters any span of `timeline` shows.
    static func longestText<T: FrameTimeline>(of timeline: T, rate: Double, text: (T.Frame) -> StyledText) -> Int {
        var longest: Int?
        eachSpan(of: timeline, rate: rate, text: text) { span, _ in
            longest = max(longest ?? 0, span.text.plainText.count)
        }
        return longest ?? 1
    }

    /// A text element for each span of `timeline`, shown only during its
    /// span (opacity switched with step timing): a counter's frames or an
    /// odometer's readings.
    static func addSpans<T: FrameTimeline>(
        of timeline: T, rate: Double, text: (T.Frame) -> StyledText, to writer: inout SVGWriter, x: Double, y: Double
    ) {
        eachSpan(of: timeline, rate: rate, text: text) { span, isLast in
            let begin = writer.percent(of: span.start)
            let end = writer.percent(of: span.end)
            let name = writer.keyframes(
                {
                    var frames: [(percent: Double, declarations: String, timing: String?)] = []
                    if begin > 0 { frames.append((0, "opacity:0", "step-end")) }
                    frames.append((begin, "opacity:1", "step-end"))
                    if !isLast {
                        frames.append((end, "opacity:0", "step-end"))
                        frames.append((100, "opacity:0", nil))
                    } else if begin < 100 {
                        frames.append((100, "opacity:1", nil))
                    }
                    return frames
                }())
            writer.element(
                "<text class=\"a\" x=\"\(SVGWriter.number(x))\" y=\"\(SVGWriter.number(y))\" text-anchor=\"middle\""
                    + " style=\"animation-name:\(name)\" data-start=\"\(SVGWriter.number(span.start.inSecondsValue))\">"
                    + runs(of: span.text) + "</text>")
        }
    }

    /// Styled runs as SVG text content: a `tspan` for each run with a colour
    /// or weight.
    private static func runs(of text: StyledText) -> String {
        text.runs.map { run -> String in
            var attributes = ""
            if let color = run.style.foreground { attributes += " fill=\"\(SVGWriter.hex(color))\"" }
            if run.style.isBold { attributes += " font-weight=\"bold\"" }
            let text = SVGWriter.escape(run.text)
            return attributes.isEmpty ? text : "<tspan\(attributes)>\(text)</tspan>"
        }.joined()
    }
}
