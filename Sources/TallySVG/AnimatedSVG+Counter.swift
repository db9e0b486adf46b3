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
        var document = ""
        Self.counter(counter, style: style) { document += $0 }
        return document
    }

    /// A counter as an animated SVG, handed to `write` in pieces as it is
    /// made: memory stays flat however long the count.
    ///
    /// ```swift
    /// let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(3600))
    /// AnimatedSVG.counter(counter) { piece in FileHandle.standardOutput.write(Data(piece.utf8)) }
    /// ```
    public static func counter(_ counter: Counter, style: SVGStyle = SVGStyle(), writingTo write: (String) -> Void) {
        let rate = style.framesPerSecond
        let longest = longestText(of: counter, rate: rate) { $0.styled }
        let width = (Double(longest) * advance + 1.2) * style.fontSize
        let height = style.fontSize * 1.8
        SVGWriter.write(width: width, height: height, duration: counter.duration, style: style, to: write) { writer in
            addSpans(
                of: counter, rate: rate, text: { $0.styled }, to: &writer, x: width / 2,
                y: height / 2 + style.fontSize * 0.35)
        }
    }
}
