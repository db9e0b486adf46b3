import TallyTestSupport
import Testing

@testable import TallyTerminal

@Suite struct StrokeWeightTests {
    static let digits = "0123456789:.,"

    /// Each glyph drawn at a weight (through the raster cache, every weight
    /// drawn in turn at one place, so that a cache that mixed weights up
    /// would show) is its strokes drawn one by one with a pen of that
    /// weight's radius, half its share of the cap height, moved by half its
    /// extra spacing: every mode, several sizes.
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
                        // Moved by half the heavier pen's extra spacing.
                        let left = x + weight.extraAdvance * unitX / 2
                        let points = stroke.map { Point(x: left + $0.x * unitX, y: baseline - $0.y * unit) }
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

    /// Two glyphs side by side at any weight are each drawn as on its own,
    /// the second one the first's advance along, with at least a pixel of
    /// clear space between them in every row (a heavier pen spaces the
    /// glyphs further apart): every pair of digits, colon and point.
    @Test(arguments: StrokeWeight.allCases)
    func neighbouringGlyphsNeverTouch(weight: StrokeWeight) {
        let characters = Array("0123456789:.")
        let (x, baseline, capHeight) = (4.25, 72.0, 60.0)
        let blank = PixelCanvas(columns: 90, rows: 42, mode: .quadrant)
        let unitX = capHeight / StrokeFont.capHeight / blank.pixelAspect
        for a in characters {
            var first = blank
            StrokeText(String(a)).draw(into: &first, x: x, baseline: baseline, capHeight: capHeight, weight: weight)
            let next = x + StrokeText(String(a)).advance(weight: weight) * unitX
            for b in characters {
                var pair = blank
                StrokeText("\(a)\(b)").draw(
                    into: &pair, x: x, baseline: baseline, capHeight: capHeight, weight: weight)
                var second = blank
                StrokeText(String(b)).draw(
                    into: &second, x: next, baseline: baseline, capHeight: capHeight, weight: weight)
                var (differing, touching) = (0, 0)
                for py in 0..<pair.height {
                    for px in 0..<pair.width {
                        if pair[px, py] != (first[px, py] || second[px, py]) { differing += 1 }
                        let near = (max(px - 1, 0)...min(px + 1, pair.width - 1)).contains { second[$0, py] }
                        if first[px, py], near { touching += 1 }
                    }
                }
                #expect(differing == 0, "\(weight) \(a)\(b): \(differing) pixels unlike its glyphs")
                #expect(touching == 0, "\(weight) \(a)\(b): \(touching) pixels touch")
            }
        }
    }

    /// Text fitted to a region at any weight stays inside it: drawn with
    /// room to overflow (the clip is the whole buffer), no cell outside the
    /// region is lit, and the text still spans most of the region's width
    /// or height (not all: the glyphs' side bearings stay blank, and a
    /// lighter pen reaches less far beyond the path). Bold "-1,234.56" in
    /// 30 columns is too small to draw big and falls back to plain text.
    @Test(arguments: StrokeWeight.allCases)
    func fittedTextStaysInsideItsRegionAtAnyWeight(weight: StrokeWeight) {
        var fallbacks = 0
        defer { #expect(fallbacks <= 4, "\(weight): \(fallbacks) of 80 fell back to plain text") }
        for mode in PixelMode.allCases {
            for (width, height) in [(80, 24), (40, 10), (200, 60), (30, 30), (100, 8)] {
                for text in ["8", "-1,234.56", "0:59", "Qg"] {
                    var buffer = CellBuffer(width: width + 20, height: height + 20)
                    let region = CellRect(x: 10, y: 10, width: width, height: height)
                    let whole = CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
                    let isBig = BigText.draw(
                        text, into: &buffer, in: region, mode: mode, weight: weight, style: .plain, clipTo: whole)
                    guard isBig else {
                        // Too small for big digits: the text as it is, centred.
                        #expect(buffer.lines.contains { $0.contains(text) }, "\(weight) \(mode) \(text)")
                        fallbacks += 1
                        continue
                    }
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
            BigText.draw(
                "0123456789", into: &buffer, in: CellRect(x: 0, y: 0, width: 100, height: 12), mode: .ascii,
                weight: weight, style: .plain)
            rendered += "\(weight.rawValue)\n" + buffer.lines.joined(separator: "\n") + "\n\n"
        }
        try Snapshot.check(rendered, named: "weights-ascii.txt")
    }
}
