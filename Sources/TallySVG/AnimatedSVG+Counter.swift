import TallyCore

extension AnimatedSVG {
    /// A counter as an animated SVG: its text per frame at
    /// ``SVGStyle/framesPerSecond``, styled runs kept.
    ///
    /// ```swift
    /// let counter = try Counter(from: 0, to: 100, duration: .seconds(2), easing: .easeOut)
    /// let svg = AnimatedSVG.counter(counter)   // "<?xml version=…"
    /// ```
    public static func counter(_ counter: Counter, style: SVGStyle = SVGStyle()) -> String {
        let spans = spans(of: counter, rate: style.framesPerSecond) { $0.styled }
        let longest = spans.map { $0.text.plainText.count }.max() ?? 1
        let width = (Double(longest) * advance + 1.2) * style.fontSize
        let height = style.fontSize * 1.8
        var writer = SVGWriter(width: width, height: height, duration: counter.duration, style: style)
        addSpans(spans, to: &writer, x: width / 2, y: height / 2 + style.fontSize * 0.35)
        return writer.document
    }
}
