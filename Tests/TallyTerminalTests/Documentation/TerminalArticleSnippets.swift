import TallyCore
import TallyTerminal
import Testing

/// The code of the TallyTerminal article (`Sources/TallyTerminal/TallyTerminal.docc`):
/// each `// snippet:` region is a code listing, word for word
/// (`DocumentationSnippetTests` checks that), and runs here.
@Suite struct TerminalArticleSnippets {
    @Test func screen() throws {
        // snippet: terminal-screen
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        var screen = TerminalScreen(width: 80, height: 24, colorMode: .trueColor)
        let whole = CellRect(x: 0, y: 0, width: 80, height: 24)

        screen.back.clear()
        BigText.draw(
            counter.frame(at: .seconds(1)).text, into: &screen.back, in: whole, mode: .quadrant,
            style: TextStyle(isBold: true))
        let first = screen.render()  // everything: the first frame

        screen.back.clear()
        BigText.draw(
            counter.frame(at: .seconds(1)).text, into: &screen.back, in: whole, mode: .quadrant,
            style: TextStyle(isBold: true))
        #expect(screen.render().isEmpty)  // the same picture: nothing to write

        screen.back.clear()
        BigText.draw(
            counter.frame(at: .seconds(2)).text, into: &screen.back, in: whole, mode: .quadrant,
            style: TextStyle(isBold: true))
        #expect(screen.render().count < first.count)  // only the cells that changed
        // end-snippet
    }

    @Test func weights() {
        // snippet: terminal-weights
        let region = CellRect(x: 0, y: 0, width: 40, height: 12)
        var thin = CellBuffer(width: 40, height: 12)
        var bold = CellBuffer(width: 40, height: 12)
        BigText.draw("42", into: &thin, in: region, mode: .ascii, weight: .thin, style: .plain)
        BigText.draw("42", into: &bold, in: region, mode: .ascii, weight: .bold, style: .plain)
        let lit = { (buffer: CellBuffer) in buffer.lines.joined().count { $0 != " " } }
        #expect(lit(thin) < lit(bold))
        // end-snippet
    }

    @Test func pixels() {
        // snippet: terminal-pixels
        var canvas = PixelCanvas(columns: 4, rows: 2, mode: .halfBlock)  // 4 × 4 pixels
        canvas.stroke(from: Point(x: 0.5, y: 0.5), to: Point(x: 3.5, y: 3.5), radius: 0.5)
        var buffer = CellBuffer(width: 4, height: 2)
        canvas.draw(into: &buffer, x: 0, y: 0, style: .plain)
        #expect(buffer.lines == ["▀▄  ", "  ▀▄"])
        #expect(PixelMode.braille.pixelsPerCell == (x: 2, y: 4))
        #expect(PixelMode(environment: ["TERM": "linux"]) == .ascii)
        // end-snippet
    }

    @Test func odometer() throws {
        // snippet: terminal-odometer
        let odometer = try Odometer(from: 999, to: 1000)
        var buffer = CellBuffer(width: 60, height: 12)
        OdometerDrawing.draw(
            odometer.frame(at: .milliseconds(600)), into: &buffer,
            in: CellRect(x: 0, y: 0, width: 60, height: 12), mode: .quadrant, color: .white, background: .black)
        #expect(buffer.lines.contains { $0.contains("▄") || $0.contains("▀") })
        // end-snippet
    }

    @Test func colors() {
        // snippet: terminal-colors
        #expect(ColorMode(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(ColorMode(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorMode(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
        #expect(ColorMode(environment: ["TERM": "dumb"]) == .none)
        // end-snippet
    }
}
