import TallyCore
import TallySVG
import Testing

/// The code of the TallySVG article (`Sources/TallySVG/TallySVG.docc`):
/// each `// snippet:` region is a code listing, word for word
/// (`DocumentationSnippetTests` checks that), and runs here.
@Suite struct SVGArticleSnippets {
    @Test func counter() throws {
        // snippet: svg-counter
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        let svg = AnimatedSVG.counter(counter)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("1,234.56"))
        #expect(!svg.contains("<script"))
        #expect(AnimatedSVG.counter(counter) == svg)  // byte-stable
        // end-snippet
    }

    @Test func odometer() throws {
        // snippet: svg-odometer
        let svg = AnimatedSVG.odometer(try Odometer(from: 999, to: 1000))
        #expect(svg.contains("@keyframes"))
        // end-snippet
    }

    @Test func style() throws {
        // snippet: svg-style
        var style = SVGStyle()
        style.fontSize = 64
        style.foreground = RGBColor(red: 20, green: 20, blue: 20)
        style.background = nil  // transparent
        style.loops = true
        let svg = AnimatedSVG.countdown(try Countdown(options: .init(start: 3, endTitle: "Go!")), style: style)
        #expect(svg.contains("infinite"))
        // end-snippet
    }

    @Test func streaming() throws {
        // snippet: svg-streaming
        let counter = try Counter(from: 0, to: 100_000, duration: .seconds(60))
        var pieces: [String] = []
        AnimatedSVG.counter(counter) { piece in pieces.append(piece) }
        #expect(pieces.count > 1)
        #expect(pieces.joined() == AnimatedSVG.counter(counter))
        // end-snippet
    }
}
