import TallyTestSupport
import Testing

@testable import TallyTerminal

@Suite struct StrokeWeightTests {
    static let digits = "0123456789:.,"

    /// Each glyph drawn at a weight (through the raster cache, every weight
    /// drawn in turn at one place, so that a cache that mixed weights up
    /// would show) is its strokes drawn one by one with a pen of that
    /// weight's radius, half its share of the cap height: every mode, several sizes.
    @Test(arguments: PixelMode.allCases)
    func aGlyphIsItsStrokesWithThePenOfItsWeight(mode: PixelMode) {
        for capHeight in [5.0, 13.5, 40] {
            for weight in StrokeWeight.allCases + StrokeWeight.allCases.reversed() {
                for character in Self.digits {
                    var drawn = PixelCanvas(columns: 30, rows: 14, mode: mode)
                    let (x, baseline) = (2.25, Double(drawn.height) - 3.5)
                    StrokeText(String(character)).draw(
                        into: &drawn, x: x, baseline: baseline, capHeight: capHeight, weight: weight)

                    let glyph = StrokeFont.glyph(for: character)!
                    let unit = capHeight / StrokeFont.capHeight
                    let unitX = unit / drawn.pixelAspect
                    let radius = max(capHeight * weight.share / 2, 0.5)
                    var reference = PixelCanvas(columns: 30, rows: 14, mode: mode)
                    for stroke in glyph.strokes {
                        let points = stroke.map { Point(x: x + $0.x * unitX, y: baseline - $0.y * unit) }
                        if points.count == 1 {
                            reference.stroke(from: points[0], to: points[0], radius: radius * 1.15)
                        }
                        for (start, end) in zip(points, points.dropFirst()) {
                            reference.stroke(from: start, to: end, radius: radius)
                        }
                    }
                    #expect(!drawn.isEmpty)
                    let differing = (0..<drawn.height).flatMap { y in
                        (0..<drawn.width).filter { drawn[$0, y] != reference[$0, y] }.map { ($0, y) }
                    }
                    #expect(
                        differing.isEmpty, "\(mode) \(weight) \(character) cap \(capHeight): \(differing.prefix(4))")
                }
            }
        }
    }

    /// A lighter pen lights a subset of a heavier one's pixels (a pixel
    /// near the path is nearer than any larger radius), and at a size where
    /// the pens differ by more than a pixel, strictly fewer.
    @Test(arguments: PixelMode.allCases)
    func aLighterWeightLightsFewerOfTheSamePixels(mode: PixelMode) {
        for character in Self.digits {
            let canvases = StrokeWeight.allCases.map { weight in
                var canvas = PixelCanvas(columns: 40, rows: 20, mode: mode)
                StrokeText(String(character)).draw(
                    into: &canvas, x: 3, baseline: Double(canvas.height) - 6, capHeight: Double(canvas.height) * 0.6,
                    weight: weight)
                return canvas
            }
            for (lighter, heavier) in zip(canvases, canvases.dropFirst()) {
                var (lit, heavierLit) = (0, 0)
                for y in 0..<lighter.height {
                    for x in 0..<lighter.width {
                        if lighter[x, y] { lit += 1 }
                        if heavier[x, y] { heavierLit += 1 }
                        #expect(!lighter[x, y] || heavier[x, y], "\(mode) \(character): pixel \(x), \(y)")
                    }
                }
                #expect(lit < heavierLit, "\(mode) \(character): \(lit) against \(heavierLit)")
            }
        }
    }

    /// Text fitted to a region at any weight stays inside it: drawn with
    /// room to overflow (the clip is the whole buffer), no cell outside the
    /// region is lit, and the text still spans most of the region's width
    /// or height (not all: the glyphs' side bearings stay blank, and a
    /// lighter pen reaches less far beyond the path).
    @Test(arguments: StrokeWeight.allCases)
    func fittedTextStaysInsideItsRegionAtAnyWeight(weight: StrokeWeight) {
        for mode in PixelMode.allCases {
            for (width, height) in [(80, 24), (40, 10), (200, 60), (30, 30), (100, 8)] {
                for text in ["8", "-1,234.56", "0:59", "Qg"] {
                    var buffer = CellBuffer(width: width + 20, height: height + 20)
                    let region = CellRect(x: 10, y: 10, width: width, height: height)
                    let whole = CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
                    #expect(
                        Banner.draw(
                            text, into: &buffer, in: region, mode: mode, weight: weight, style: .plain, clipTo: whole))
                    let lit = (0..<buffer.height).flatMap { y in
                        (0..<buffer.width).filter { buffer[$0, y] != .blank }.map { ($0, y) }
                    }
                    let outside = lit.filter { x, y in !(10..<10 + width).contains(x) || !(10..<10 + height).contains(y)
                    }
                    #expect(outside.isEmpty, "\(weight) \(mode) \(text) in \(width)x\(height): \(outside.prefix(4))")
                    let columns = Set(lit.map(\.0)).count
                    let rows = Set(lit.map(\.1)).count
                    #expect(
                        Double(columns) >= 0.65 * Double(width) || Double(rows) >= 0.65 * Double(height),
                        "\(weight) \(mode) \(text) in \(width)x\(height): \(columns) columns, \(rows) rows")
                }
            }
        }
    }

    /// The digits at every weight, in ASCII art; the file is in Snapshots/.
    /// Set TALLY_RECORD_SNAPSHOTS=1 to write it again after a font change.
    @Test func weightSnapshot() throws {
        var rendered = ""
        for weight in StrokeWeight.allCases {
            var buffer = CellBuffer(width: 100, height: 12)
            Banner.draw(
                "0123456789", into: &buffer, in: CellRect(x: 0, y: 0, width: 100, height: 12), mode: .ascii,
                weight: weight, style: .plain)
            rendered += "\(weight.rawValue)\n" + buffer.lines.joined(separator: "\n") + "\n\n"
        }
        try Snapshot.check(rendered, named: "weights-ascii.txt")
    }
}
