import Foundation
import TallyCore
import TallyTestSupport
import Testing

@testable import TallySVG

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks that text is well-formed XML, with Foundation's parser.
final class XMLCheck: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var error: String?

    static func parse(_ text: String) -> XMLCheck {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = check
        if !parser.parse() { check.error = parser.parserError.map { "\($0)" } ?? "unknown" }
        return check
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(elementName)
    }
}

@Suite struct SVGTests {
    static func documents() throws -> [(String, String)] {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        var classic = options
        classic.mode = .classic
        var carry = options
        carry.mode = .carry
        var style = SVGStyle()
        style.framesPerSecond = 10
        return [
            (
                "counter.svg",
                AnimatedSVG.counter(
                    try Counter(from: 0, to: 1234.56, duration: .seconds(1), easing: .easeOut), style: style)
            ),
            (
                "counter-styled.svg",
                AnimatedSVG.counter(
                    try Counter(
                        from: 0, to: 100, duration: .milliseconds(500),
                        text: .styled {
                            StyledText($0)
                                + StyledText(" / 100 <&>", style: TextStyle(foreground: .lightGray, isBold: true))
                        }),
                    style: style)
            ),
            ("odometer.svg", AnimatedSVG.odometer(try Odometer(from: 999, to: 1000, options: options), style: style)),
            ("odometer-sign.svg", AnimatedSVG.odometer(try Odometer(from: 5, to: -5, options: options), style: style)),
            (
                "odometer-classic.svg",
                AnimatedSVG.odometer(try Odometer(from: 12, to: 34, options: classic), style: style)
            ),
            ("odometer-carry.svg", AnimatedSVG.odometer(try Odometer(from: 95, to: 105, options: carry), style: style)),
            (
                "countdown.svg",
                AnimatedSVG.countdown(try Countdown(options: .init(start: 3, endTitle: "Go!")), style: style)
            ),
        ]
    }

    @Test func everyDocumentIsWellFormedXMLWithoutScript() throws {
        for (name, document) in try Self.documents() {
            let check = XMLCheck.parse(document)
            #expect(check.error == nil, "\(name): \(check.error ?? "")")
            #expect(check.elements.first == "svg", "\(name)")
            #expect(!check.elements.contains("script") && !document.contains("href=\"http"), "\(name): self-contained")
        }
    }

    @Test func outputIsByteStable() throws {
        let first = try Self.documents()
        let second = try Self.documents()
        for (a, b) in zip(first, second) {
            #expect(a.1 == b.1, "\(a.0)")
        }
    }

    @Test func snapshots() throws {
        for (name, document) in try Self.documents() {
            try Snapshot.check(document, named: name)
        }
    }

    @Test func odometerStripsCarryTheExactEasing() throws {
        var options = OdometerOptions()
        options.duration = .seconds(2)
        options.durationOffset = .milliseconds(100)
        let document = AnimatedSVG.odometer(try Odometer(from: 999, to: 1000, options: options))
        // Core Animation's ease-out is a cubic-bezier: carried exactly, not sampled.
        #expect(document.contains("cubic-bezier(0,0,0.58,1)"))
        // The stagger: columns stop at 85%, 90%, 95% and 100% of the 2 s.
        for stop in [
            "85%{transform:translate(0px,", "90%{transform:translate(0px,", "95%{transform:translate(0px,",
            "100%{transform:translate(0px,-",
        ] {
            #expect(document.contains(stop), "\(stop)")
        }
        options.easing = Easing(.bounce, .out)
        let sampled = AnimatedSVG.odometer(try Odometer(from: 999, to: 1000, options: options))
        #expect(
            !sampled.contains("cubic-bezier") && sampled.contains("animation-timing-function:linear"),
            "no CSS curve: sampled")
    }

    /// Every column's box across the row, from the keyframes of its placing
    /// transform: at each sampled instant, a column ends (its x plus its
    /// squeezed width) where the next begins or before, so a column rolling
    /// in or out never covers a neighbour (the browser check measures the
    /// same on rendered glyphs). The tolerance, 0.02 px, is the rounding of
    /// the numbers written (three fraction digits).
    @Test(arguments: [(999.0, 1000.0), (9.99, 10.5), (1000.5, 99.25), (5, -5), (999_999, 1_000_000)])
    func columnsRollingInOrOutPushTheirNeighbours(from: Double, to: Double) throws {
        let document = AnimatedSVG.odometer(try Odometer(from: FixedDecimal(from), to: FixedDecimal(to)))
        let column = SVGStyle().fontSize * 0.6
        let groups = document.matches(of: /<g class="a" style="animation-name:(k\d+)[^"]*" data-role/).map {
            String($0.output.1)
        }
        #expect(groups.count >= 2)
        let boxes = try groups.map { name -> [(x: Double, width: Double)] in
            let rule = try #require(document.firstMatch(of: try Regex("@keyframes \(name)\\{(.*)\\}")))
            return rule.output[1].substring.map(String.init)!.matches(
                of: /\{transform:translate\((-?[\d.]+)px,0px\)(?: scale\(([\d.]+),1\))?/
            ).map { (Double($0.output.1)!, ($0.output.2.map { Double($0)! } ?? 1) * column) }
        }
        let instants = boxes[0].count
        #expect(instants > 10 && boxes.allSatisfy { $0.count == instants }, "sampled at the same instants")
        for instant in 0..<instants {
            for (left, right) in zip(boxes, boxes.dropFirst()) {
                #expect(left[instant].x + left[instant].width <= right[instant].x + 0.02, "keyframe \(instant)")
            }
        }
        #expect(boxes.first?.first?.width == 0 || boxes.last?.first?.width == 0 || boxes.last?.last?.width == 0)
    }

    /// A compact unit of one character turns in a column of its own:
    /// "M" a line below the empty words, its strip held between them
    /// where the easing overshoots (back); words wider than a column
    /// (" €") are shown as the reading per frame.
    @Test func styledWordsTurnInAColumnOrFallBack() throws {
        var options = OdometerOptions()
        options.format.notation = .compact
        options.easing = Easing(.back, .out)
        let document = AnimatedSVG.odometer(try Odometer(from: 999, to: 1_200_000, options: options))
        let parts = document.components(separatedBy: "data-role=\"suffix\"")
        try #require(parts.count == 2, "a suffix column")
        let strip = try #require(parts[1].firstMatch(of: /class="a strip" style="animation-name:(\w+)"/)?.output.1)
        #expect(parts[1].contains("data-face=\"1\">M</text>"))
        let rule = try #require(document.firstMatch(of: try Regex("@keyframes \(strip)\\{(.*?)\\}\\}")))
        let heights = (rule.output[1].substring.map(String.init) ?? "").matches(of: /translate\(0px,(-?[\d.]+)px\)/)
            .map { Double($0.output.1)! }
        let line = SVGStyle().fontSize * AnimatedSVG.lineHeight
        #expect(heights.count > 10 && heights.allSatisfy { $0 <= 0 && $0 >= -line }, "\(heights)")
        #expect(heights.last == -line)
        var euros = OdometerOptions()
        euros.format = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
        #expect(!AnimatedSVG.odometer(try Odometer(from: 0, to: 1234.5, options: euros)).contains("data-role"))
    }

    /// A separator wider than one character cannot sit in a one-glyph
    /// column (it was drawn over its neighbour): such an odometer is shown
    /// as its reading per frame, whole texts that never overlap.
    @Test func aWideSeparatorIsShownAsReadings() throws {
        var options = OdometerOptions()
        options.format.groupSeparator = ":::"
        let odometer = try Odometer(from: 999, to: 1_000_000, options: options)
        #expect(
            odometer.motions?.contains { $0.faces.values.contains(":::") } == true, "a strip could, in another writer")
        let document = AnimatedSVG.odometer(odometer)
        #expect(document.contains("1:::000:::000"))
        #expect(!document.contains("data-role"), "no strips")
    }

    /// A long document comes out in pieces of about 64 KB as it is made,
    /// the same bytes as the whole string, for every kind of timeline.
    @Test func longDocumentsAreStreamedInPieces() throws {
        let counter = try Counter(from: 0, to: 1_000_000, duration: .seconds(120))
        var carry = OdometerOptions()
        carry.mode = .carry
        carry.duration = .seconds(60)
        let odometer = try Odometer(from: 0, to: 100_000, options: carry)
        let countdown = try Countdown(options: .init(start: 500))
        let cases: [(String, ((String) -> Void) -> Void)] = [
            (AnimatedSVG.counter(counter), { AnimatedSVG.counter(counter, writingTo: $0) }),
            (AnimatedSVG.odometer(odometer), { AnimatedSVG.odometer(odometer, writingTo: $0) }),
            (AnimatedSVG.countdown(countdown), { AnimatedSVG.countdown(countdown, writingTo: $0) }),
        ]
        for (whole, stream) in cases {
            var pieces: [String] = []
            stream { pieces.append($0) }
            let joined = pieces.joined()
            #expect(joined == whole)
            // Whole and well-formed, with one style sheet before the elements
            // and as many keyframes as the elements name.
            #expect(XMLCheck.parse(joined).error == nil)
            let named = Set(
                joined.matches(of: /animation-name:([k0-9,]+)/).flatMap { $0.output.1.split(separator: ",") })
            let defined = Set(joined.matches(of: /@keyframes (k\d+)\{/).map { $0.output.1 })
            #expect(!named.isEmpty && named == defined, "every keyframes named is defined, once")
            #expect(joined.components(separatedBy: "<style>").count == 2)
            #expect(pieces.count >= whole.utf8.count / 70_000 && pieces.count > 2, "\(pieces.count) pieces")
            #expect(pieces.allSatisfy { $0.utf8.count < 70_000 })
        }
    }

    @Test func loopingAndLooks() throws {
        var style = SVGStyle()
        style.loops = true
        style.background = nil
        style.foreground = RGBColor(red: 255, green: 0, blue: 16)
        style.fontFamily = "Georgia"
        let document = AnimatedSVG.countdown(try Countdown(), style: style)
        #expect(document.contains("animation-iteration-count:infinite"))
        #expect(!document.contains("<rect width"))
        #expect(document.contains("fill:#ff0010") && document.contains("font-family:Georgia"))
    }

    @Test func cssTimingFunctionsAreExactWhereTheyExist() throws {
        #expect(Easing.linear.cssTimingFunction == "linear")
        #expect(Easing.easeIn.cssTimingFunction == "cubic-bezier(0.333333,0,0.666667,0)")
        #expect(try Easing.steps(4, .jumpStart).cssTimingFunction == "steps(4,jump-start)")
        #expect(Easing(.elastic, .out).cssTimingFunction == nil)
        // The named beziers draw the polynomials they stand for.
        let third = 1.0 / 3
        let cases: [(Easing, [Double])] = [
            (Easing.easeIn, [third, 0, 2 * third, 0]), (Easing.easeOut, [third, 1, 2 * third, 1]),
            (Easing(.quad, .in), [third, 0, 2 * third, third]),
            (Easing(.quad, .out), [third, 2 * third, 2 * third, 1]),
        ]
        for (easing, css) in cases {
            let bezier = try Easing.cubicBezier(css[0], css[1], css[2], css[3])
            for step in 0...100 {
                let t = Double(step) / 100
                #expect(abs(bezier(t) - easing(t)) < 1e-9, "\(easing) at \(t)")
            }
        }
    }
}

/// Whatever the text holds, the document is well-formed XML: control
/// characters (`--prefix $'\x01'`, an end title with `\x02`), U+FFFE, markup,
/// and a font family that tries to end the style rule.
@Suite struct SVGHostileTextTests {
    static let hostile = ["\u{01}", "\u{1B}[2J", "a\u{FFFE}b", "</text><script>", "\u{7}\u{8}&\"'", "\u{0}"].map(
        Escaped.init)

    @Test(arguments: hostile)
    func documentsStayWellFormed(hostile: Escaped<String>) throws {
        let text = hostile.value
        var format = NumberFormat()
        format.prefix = text
        let counter = try Counter(from: 0, to: 10, duration: .milliseconds(200), format: format)
        var style = SVGStyle()
        style.fontFamily = text + "};text{fill:red"
        let countdown = try Countdown(options: .init(start: 1, endTitle: text, step: .milliseconds(100)))
        for document in [AnimatedSVG.counter(counter, style: style), AnimatedSVG.countdown(countdown, style: style)] {
            let check = XMLCheck.parse(document)
            #expect(check.error == nil, "\(text.unicodeScalars.map(\.value))")
            #expect(!document.contains("fill:red}"), "the style rule was not ended by the font family")
        }
    }
}
