import TallyCore

/// Builds an SVG document as text, byte-stable: numbers in a fixed form,
/// attributes in the order written, keyframes in the order added.
struct SVGWriter {
    private(set) var width: Double
    private(set) var height: Double
    let duration: Duration
    let style: SVGStyle
    private var rules: [String] = []
    private var body: [String] = []
    private var keyframeCount = 0

    init(width: Double, height: Double, duration: Duration, style: SVGStyle) {
        self.width = width
        self.height = height
        self.duration = duration
        self.style = style
    }

    /// The document.
    var document: String {
        let seconds = Self.number(max(duration.inSecondsValue, 0.001))
        let count = style.loops ? "infinite" : "1"
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
                + " viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" data-duration=\"\(seconds)\">",
            "<style>",
            "text{font-family:\(Self.fontFamily(style.fontFamily));font-size:\(Self.number(style.fontSize))px;"
                + "fill:\(Self.hex(style.foreground));font-variant-numeric:tabular-nums}",
            ".a{animation-duration:\(seconds)s;animation-iteration-count:\(count);animation-fill-mode:both}",
        ]
        lines += rules
        lines.append("</style>")
        if let background = style.background {
            lines.append(
                "<rect width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" fill=\"\(Self.hex(background))\"/>"
            )
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    mutating func rule(_ css: String) {
        rules.append(css)
    }

    mutating func element(_ markup: String) {
        body.append(markup)
    }

    /// Adds `@keyframes` with the given frames and returns its name.
    /// Each frame: percent, CSS declarations, and an optional timing
    /// function for the stretch that follows it.
    mutating func keyframes(_ frames: [(percent: Double, declarations: String, timing: String?)]) -> String {
        keyframeCount += 1
        let name = "k\(keyframeCount)"
        let inner = frames.map { frame in
            let timing = frame.timing.map { ";animation-timing-function:\($0)" } ?? ""
            return "\(Self.percent(frame.percent)){\(frame.declarations)\(timing)}"
        }.joined()
        rules.append("@keyframes \(name){\(inner)}")
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

    static func hex(_ color: Color) -> String {
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
