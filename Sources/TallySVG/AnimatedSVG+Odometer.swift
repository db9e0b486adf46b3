import TallyCore

extension AnimatedSVG {
    /// An odometer as an animated SVG: each column a strip of faces seen
    /// through a window, moved by a CSS transform that carries the
    /// odometer's easing (exactly where CSS has the curve, sampled where it
    /// does not) and its stagger; columns rolling in or out fade, narrow or
    /// widen with their share of the row, and push their neighbours aside,
    /// so no two glyphs ever overlap. Separators, decimal marks and signs
    /// never roll; a styled format's words of one character (a currency
    /// symbol, a compact unit, a percent sign) turn in a column of their
    /// own, held between their two words where the easing overshoots. An
    /// odometer in carry mode, cross-fading, or given a new target mid-roll,
    /// or one with a face wider than a column (a separator ":::", words
    /// such as " €" or " Mio.", words that carry a minus) is shown as its
    /// reading per frame instead.
    ///
    /// ```swift
    /// let svg = AnimatedSVG.odometer(try Odometer(from: 999, to: 1000))
    /// ```
    public static func odometer(_ odometer: Odometer, style: SVGStyle = SVGStyle()) -> String {
        var document = ""
        Self.odometer(odometer, style: style) { document += $0 }
        return document
    }

    /// An odometer as an animated SVG, handed to `write` in pieces as it is
    /// made: memory stays flat however long the roll.
    ///
    /// ```swift
    /// AnimatedSVG.odometer(try Odometer(from: 999, to: 1000)) { piece in print(piece, terminator: "") }
    /// ```
    public static func odometer(
        _ odometer: Odometer, style: SVGStyle = SVGStyle(), writingTo write: (String) -> Void
    ) {
        let size = style.fontSize
        let line = size * lineHeight
        let height = line * 1.6
        // Columns are one character wide; words empty at both ends draw nothing.
        guard let all = odometer.motions, all.allSatisfy({ $0.faces.values.allSatisfy { $0.count <= 1 } }) else {
            let rate = style.framesPerSecond
            let longest = longestText(of: odometer, rate: rate) { StyledText($0.text) }
            let width = (Double(longest) * advance + 1.2) * size
            SVGWriter.write(width: width, height: height, duration: odometer.duration, style: style, to: write) {
                addSpans(
                    of: odometer, rate: rate, text: { StyledText($0.text) }, to: &$0, x: width / 2,
                    y: height / 2 + size * 0.35)
            }
            return
        }
        let motions = all.filter { !$0.clampsPosition || $0.faces.values.contains { !$0.isEmpty } }
        let width = (Double(motions.count) * advance + 1.2) * size
        SVGWriter.write(width: width, height: height, duration: odometer.duration, style: style, to: write) { writer in
            columns(motions, of: odometer, width: width, height: height, into: &writer)
        }
    }

    /// The columns of an odometer that strips can show, each in its window.
    private static func columns(
        _ motions: [OdometerMotion], of odometer: Odometer, width: Double, height: Double, into writer: inout SVGWriter
    ) {
        let size = writer.style.fontSize
        let line = size * lineHeight
        let column = size * advance
        let windowTop = (height - line) / 2
        let baseline = windowTop + line / 2 + size * 0.35
        writer.element(
            "<defs><clipPath id=\"w\"><rect x=\"0\" y=\"\(SVGWriter.number(windowTop))\" width=\"\(SVGWriter.number(column))\""
                + " height=\"\(SVGWriter.number(line))\"/></clipPath></defs>")
        let easing = odometer.options.easing
        let exact = easing.cssTimingFunction
        let widthsChange = motions.contains { $0.startWidth != $0.endWidth }
        for (index, motion) in motions.enumerated() {
            // Across: where the column stands, sampled when widths change.
            var animations: [String] = []
            let place = { (instant: Duration) -> Double in
                let widths = motions.map { columnWidth($0, at: instant, easing: easing) }
                let total = widths.reduce(0, +) * column
                return (width - total) / 2 + widths[..<index].reduce(0, +) * column
            }
            // A column rolling in or out is as narrow as its share of the
            // row: squeezed across, so that it never covers a neighbour.
            let squeezes = motion.startWidth != motion.endWidth
            let across = { (instant: Duration) -> String in
                let scale =
                    squeezes ? " scale(\(SVGWriter.number(columnWidth(motion, at: instant, easing: easing))),1)" : ""
                return "translate(\(SVGWriter.number(place(instant)))px,0px)" + scale
            }
            var transform = across(.zero)
            if widthsChange {
                animations.append(sampled(odometer.duration, writer: &writer) { "transform:" + across($0) })
                transform = ""
            }
            if motion.startWidth != motion.endWidth {
                animations.append(
                    eased(motion, from: 0, through: nil, to: 1, writer: &writer, exact: exact, easing: easing) {
                        "opacity:\(SVGWriter.number(lerpWidth(motion, $0)))"
                    })
            }
            let groupStyle =
                (transform.isEmpty ? "" : "transform:\(transform);")
                + (animations.isEmpty
                    ? "opacity:\(SVGWriter.number(motion.startWidth))"
                    : "animation-name:\(animations.joined(separator: ","))")
            writer.element("<g class=\"a\" style=\"\(groupStyle)\" data-role=\"\(role(motion.role))\">")
            // Down: the strip, moved so that position p sits in the window.
            let moves = motion.startPosition != motion.endPosition || motion.midPosition != nil
            var stripStyle = "transform:translate(0px,\(SVGWriter.number(-motion.startPosition * line))px)"
            if moves {
                let name = eased(
                    motion, from: motion.startPosition, through: motion.midPosition, to: motion.endPosition,
                    writer: &writer, exact: exact, easing: easing, clamped: motion.clampsPosition
                ) { position in
                    "transform:translate(0px,\(SVGWriter.number(-position * line))px)"
                }
                stripStyle = "animation-name:\(name)"
            }
            writer.element("<g clip-path=\"url(#w)\"><g class=\"a strip\" style=\"\(stripStyle)\">")
            for face in motion.faces.keys.sorted() {
                let y = baseline + Double(face) * line
                writer.element(
                    "<text x=\"\(SVGWriter.number(column / 2))\" y=\"\(SVGWriter.number(y))\" text-anchor=\"middle\""
                        + " data-face=\"\(face)\">\(SVGWriter.escape(motion.faces[face] ?? ""))</text>")
            }
            writer.element("</g></g></g>")
        }
    }

    private static func role(_ role: OdometerColumn.Role) -> String {
        switch role {
        case .digit(let place): return "digit \(place)"
        case .sign: return "sign"
        case .groupSeparator: return "separator"
        case .decimalMark: return "decimal"
        case .prefix: return "prefix"
        case .suffix: return "suffix"
        }
    }

    /// The eased progress of a motion at `instant`, 0...1 (the model's).
    private static func progress(_ motion: OdometerMotion, _ instant: Duration, easing: Easing) -> Double {
        guard motion.end > motion.start else { return instant >= motion.end ? 1 : 0 }
        let u = (instant - motion.start).inSecondsValue / (motion.end - motion.start).inSecondsValue
        return easing(min(max(u, 0), 1))
    }

    private static func columnWidth(_ motion: OdometerMotion, at instant: Duration, easing: Easing) -> Double {
        lerpWidth(motion, min(max(progress(motion, instant, easing: easing), 0), 1))
    }

    private static func lerpWidth(_ motion: OdometerMotion, _ eased: Double) -> Double {
        motion.startWidth + (motion.endWidth - motion.startWidth) * min(max(eased, 0), 1)
    }

    /// Keyframes for a motion's timing: `value(first)` held before its
    /// start, eased to `value(last)` by its end (through `middle` at half
    /// time when it crosses zero), held after: a position, or for widths
    /// the eased progress 0 -> 1. When `clamped`, the value stays between
    /// its ends where the easing overshoots (sampled then).
    private static func eased(
        _ motion: OdometerMotion, from first: Double, through middle: Double?, to last: Double,
        writer: inout SVGWriter, exact: String?, easing: Easing, clamped: Bool = false, value: (Double) -> String
    ) -> String {
        let exact = clamped && !easing.isMonotonic ? nil : exact
        let curve = { (u: Double) in clamped ? min(max(easing(u), 0), 1) : easing(u) }
        let begin = writer.percent(of: motion.start)
        let finish = writer.percent(of: motion.end)
        var frames: [(percent: Double, declarations: String, timing: String?)] = []
        if begin > 0 { frames.append((0, value(first), "step-end")) }
        let legs: [(Double, Double, Double, Double)] =
            middle.map { mid in [(first, mid, begin, (begin + finish) / 2), (mid, last, (begin + finish) / 2, finish)] }
            ?? [(first, last, begin, finish)]
        for (from, to, start, end) in legs {
            if let exact {
                frames.append((start, value(from), exact))
            } else {
                frames += samples(from: start, to: end, writer: writer) { value(from + (to - from) * curve($0)) }
            }
        }
        frames.append((finish, value(last), nil))
        if finish < 100 { frames.append((100, value(last), nil)) }
        return writer.keyframes(frames)
    }

    /// Linear keyframes sampling a curve between two offsets.
    private static func samples(from begin: Double, to finish: Double, writer: SVGWriter, value: (Double) -> String)
        -> [(percent: Double, declarations: String, timing: String?)]
    {
        let seconds = (finish - begin) / 100 * writer.duration.inSecondsValue
        let count = max(Int(seconds * writer.style.framesPerSecond), 2)
        return (0..<count).map { index in
            let u = Double(index) / Double(count)
            return (begin + (finish - begin) * u, value(u), "linear")
        }
    }

    /// Linear keyframes over the whole animation.
    private static func sampled(_ duration: Duration, writer: inout SVGWriter, value: (Duration) -> String) -> String {
        let count = max(Int(duration.inSecondsValue * writer.style.framesPerSecond), 1)
        var frames: [(percent: Double, declarations: String, timing: String?)] = []
        for index in 0...count {
            let instant = Duration.nanoseconds(
                Int64((duration.inSecondsValue * Double(index) / Double(count) * 1e9).rounded()))
            frames.append((writer.percent(of: instant), value(instant), index == count ? nil : "linear"))
        }
        return writer.keyframes(frames)
    }
}
