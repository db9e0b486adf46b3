import TallyCore

/// Writes an SVG document as text, byte-stable (numbers in a fixed form,
/// attributes in the order written, keyframes in the order added) and
/// streamed: the content is generated twice, once for the style sheet's
/// rules and once for the elements, so memory stays flat however long the
/// timeline. Text goes out in chunks of about 64 KB.
struct SVGWriter {
    /// Which half of the document a run of the content writes.
    enum Pass {
        case rules, body
    }

    let width: Double
    let height: Double
    let duration: Duration
    let style: SVGStyle
    private let pass: Pass
    private var keyframeCount = 0
    private var output: Output

    /// Collects text and hands it on in chunks.
    private final class Output {
        let write: (String) -> Void
        var pending = ""

        init(_ write: @escaping (String) -> Void) {
            self.write = write
        }

        func add(_ line: String) {
            pending += line
            pending += "\n"
            if pending.utf8.count >= 1 << 16 { flush() }
        }

        func flush() {
            if !pending.isEmpty { write(pending) }
            pending = ""
        }
    }

    private init(width: Double, height: Double, duration: Duration, style: SVGStyle, pass: Pass, output: Output) {
        self.width = width
        self.height = height
        self.duration = duration
        self.style = style
        self.pass = pass
        self.output = output
    }

    /// Writes a whole document: the head, the rules `content` adds, the
    /// elements it adds (`content` runs once for each, and must do the
    /// same both times), the end.
    static func write(
        width: Double, height: Double, duration: Duration, style: SVGStyle, to write: (String) -> Void,
        content: (inout SVGWriter) -> Void
    ) {
        withoutActuallyEscaping(write) { write in
            let output = Output(write)
            let seconds = number(max(duration.inSecondsValue, 0.001))
            let count = style.loops ? "infinite" : "1"
            output.add("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            output.add(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\""
                    + " viewBox=\"0 0 \(number(width)) \(number(height))\" data-duration=\"\(seconds)\">")
            output.add("<style>")
            output.add(
                "text{font-family:\(fontFamily(style.fontFamily));font-size:\(number(style.fontSize))px;"
                    + "fill:\(hex(style.foreground));font-variant-numeric:tabular-nums}")
            output.add(".a{animation-duration:\(seconds)s;animation-iteration-count:\(count);animation-fill-mode:both}")
            for pass in [Pass.rules, .body] {
                var writer = SVGWriter(
                    width: width, height: height, duration: duration, style: style, pass: pass, output: output)
                content(&writer)
                if pass == .rules {
                    output.add("</style>")
                    if let background = style.background {
                        output.add(
                            "<rect width=\"\(number(width))\" height=\"\(number(height))\" fill=\"\(hex(background))\"/>"
                        )
                    }
                }
            }
            output.add("</svg>")
            output.flush()
        }
    }

    /// A whole document as one string.
    static func document(
        width: Double, height: Double, duration: Duration, style: SVGStyle, content: (inout SVGWriter) -> Void
    ) -> String {
        var document = ""
        write(width: width, height: height, duration: duration, style: style, to: { document += $0 }, content: content)
        return document
    }

    mutating func rule(_ css: @autoclosure () -> String) {
        if pass == .rules { output.add(css()) }
    }

    mutating func element(_ markup: @autoclosure () -> String) {
        if pass == .body { output.add(markup()) }
    }

    /// Adds `@keyframes` with the given frames and returns its name; the
    /// frames are only worked out in the pass that writes them. Each frame:
    /// percent, CSS declarations, and an optional timing function for the
    /// stretch that follows it.
    mutating func keyframes(_ frames: @autoclosure () -> [(percent: Double, declarations: String, timing: String?)])
        -> String
    {
        keyframeCount += 1
        let name = "k\(keyframeCount)"
        guard pass == .rules else { return name }
        let inner = frames().map { frame in
            let timing = frame.timing.map { ";animation-timing-function:\($0)" } ?? ""
            return "\(Self.percent(frame.percent)){\(frame.declarations)\(timing)}"
        }.joined()
        output.add("@keyframes \(name){\(inner)}")
        return name
    }

    /// Where `instant` falls in the whole animation, 0...100.
    func percent(of instant: Duration) -> Double {
        let total = duration.inSecondsValue
        guard total > 0 else { return 100 }
        return min(max(instant.inSecondsValue / total * 100, 0), 100)
    }

    /// Up to three fraction digits, trailing zeros dropped.
    static func number(_ value: Double) -> String {
        (try? FixedDecimal(rounding: value, places: 3))?.trimmedDescription ?? "0"
    }

    /// A keyframe offset with up to four fraction digits.
    static func percent(_ value: Double) -> String {
        ((try? FixedDecimal(rounding: min(max(value, 0), 100), places: 4))?.trimmedDescription ?? "0") + "%"
    }

    static func hex(_ color: RGBColor) -> String {
        func two(_ channel: UInt8) -> String {
            let text = String(channel, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + two(color.red) + two(color.green) + two(color.blue)
    }

    /// Text made safe for XML content and attribute values: markup escaped,
    /// and every character XML 1.0 forbids (control characters but tab and
    /// line ends, U+FFFE, U+FFFF) written as U+FFFD, so the document stays
    /// well-formed whatever the text.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case _ where isAllowedInXML(scalar): result.unicodeScalars.append(scalar)
            default: result += "\u{FFFD}"
            }
        }
        return result
    }

    /// A font family for the style sheet: what XML allows, without the
    /// characters that would end the CSS rule (`;`, `{`, `}`, `\\`).
    static func fontFamily(_ text: String) -> String {
        escape(String(String.UnicodeScalarView(text.unicodeScalars.filter { !";{}\\".unicodeScalars.contains($0) })))
    }

    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}

extension Duration {
    /// Seconds as a `Double`.
    var inSecondsValue: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
