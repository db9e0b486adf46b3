import Foundation
import TallyCore
import TallyTestSupport
import Testing

@testable import TallyTerminal

@Suite struct RasterTests {
    @Test func pixelsMapToBlocksAndBraille() {
        #expect(PixelMode.halfBlock.character(for: 0b01) == "▀")
        #expect(PixelMode.halfBlock.character(for: 0b10) == "▄")
        #expect(PixelMode.quadrant.character(for: 0b1001) == "▚")
        #expect(PixelMode.quadrant.character(for: 0b0110) == "▞")
        #expect(PixelMode.braille.character(for: 0) == "⠀")
        #expect(PixelMode.braille.character(for: 0xFF) == "⣿")
        #expect(PixelMode.braille.character(for: 0b0100_0000) == "⡀")  // bottom-left dot is dot 7
    }

    /// Every arrangement of a braille cell's eight pixels against Unicode's
    /// numbering of the dots: 1-3 down the left, 4-6 down the right, then
    /// 7 and 8 under them, dot n being bit n - 1 above U+2800.
    @Test func everyBrailleCellIsItsDots() {
        for bits in 0..<256 {
            var dots: UInt32 = 0
            for y in 0..<4 {
                for x in 0..<2 where bits & (1 << (y * 2 + x)) != 0 {
                    let dot = y < 3 ? x * 3 + y + 1 : 7 + x
                    dots |= 1 << (dot - 1)
                }
            }
            #expect(PixelMode.braille.scalar(for: bits) == 0x2800 + dots, "bits \(bits)")
        }
    }

    /// The Linux console's fonts lack the quadrants: ASCII art there,
    /// quadrants anywhere else.
    @Test func theLinuxConsoleGetsASCIIArt() {
        for term in ["linux", "linux-16color", "linux-c", "linux-basic", "linux3.0", "linux2.6"] {
            #expect(PixelMode(environment: ["TERM": term, "LANG": "C.UTF-8"]) == .ascii, "\(term)")
        }
        for term in ["xterm-256color", "xterm", "screen", "tmux-256color", "vt100", "Linux", "xterm-linux", ""] {
            #expect(PixelMode(environment: ["TERM": term]) == .quadrant, "\(term)")
        }
        #expect(PixelMode(environment: [:]) == .quadrant)
        #expect(MemoryTerminal(columns: 4, rows: 2).pixelMode == .quadrant)
    }

    /// ASCII art is the quadrants' grid with each quadrant written as the
    /// ASCII character most like it: every one of the 16 cells, and random
    /// strokes drawn in both modes.
    @Test func asciiArtIsTheQuadrantsInASCII() {
        let likeness: [Character: Character] = [
            " ": " ", "▘": "`", "▝": "'", "▀": "\"", "▖": ",", "▌": "[", "▞": "/", "▛": "P",
            "▗": ".", "▚": "\\", "▐": "]", "▜": "Y", "▄": "a", "▙": "b", "▟": "d", "█": "8",
        ]
        for bits in 0..<16 {
            let ascii = PixelMode.ascii.character(for: bits)
            #expect(ascii == likeness[PixelMode.quadrant.character(for: bits)], "bits \(bits)")
            #expect((32..<127).contains(ascii.asciiValue ?? 0), "printable ASCII")
        }
        #expect(Set((0..<16).map(PixelMode.ascii.character(for:))).count == 16)
        #expect(PixelMode.ascii.pixelsPerCell == PixelMode.quadrant.pixelsPerCell)
        var generator = SplitMix64(seed: 41)
        for _ in 0..<200 {
            var quadrants = PixelCanvas(columns: 12, rows: 5, mode: .quadrant)
            var ascii = PixelCanvas(columns: 12, rows: 5, mode: .ascii)
            for _ in 0..<3 {
                let start = Point(x: Double(generator.next() % 240) / 10, y: Double(generator.next() % 100) / 10)
                let end = Point(x: Double(generator.next() % 240) / 10, y: Double(generator.next() % 100) / 10)
                let radius = Double(generator.next() % 30) / 10
                quadrants.stroke(from: start, to: end, radius: radius)
                ascii.stroke(from: start, to: end, radius: radius)
            }
            var expected = CellBuffer(width: 12, height: 5)
            var drawn = CellBuffer(width: 12, height: 5)
            quadrants.draw(into: &expected, x: 0, y: 0, style: .plain)
            ascii.draw(into: &drawn, x: 0, y: 0, style: .plain)
            #expect(drawn.lines == expected.lines.map { String($0.map { likeness[$0] ?? $0 }) })
        }
    }

    @Test func aDiagonalStroke() {
        var canvas = PixelCanvas(columns: 4, rows: 2, mode: .quadrant)
        canvas.stroke(from: Point(x: 0.5, y: 0.5), to: Point(x: 7.5, y: 3.5), radius: 0.5)
        var buffer = CellBuffer(width: 4, height: 2)
        canvas.draw(into: &buffer, x: 0, y: 0, style: .plain)
        #expect(buffer.lines == ["▜▄  ", "  ▀▙"])
        #expect(canvas[0, 0] && canvas[7, 3])
        #expect(!canvas[7, 0] && !canvas[0, 3])
    }

    /// A stroke turns on exactly the pixels whose centres lie within its
    /// radius (in pixel heights) of the segment: random strokes in every
    /// mode against a slow reference that measures every pixel of the
    /// canvas, pixels on the boundary itself (within rounding) excepted.
    @Test func strokesCoverThePixelsWithinTheirRadius() {
        var generator = SplitMix64(seed: 43)
        func random(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * Double(generator.next() % 100_001) / 100_000
        }
        var checked = 0
        for round in 0..<300 {
            let mode = PixelMode.allCases[round % PixelMode.allCases.count]
            var canvas = PixelCanvas(columns: 9, rows: 4, mode: mode)
            let start = Point(x: random(-3...Double(canvas.width) + 3), y: random(-3...Double(canvas.height) + 3))
            let end =
                round % 7 == 0
                ? start : Point(x: random(-3...Double(canvas.width) + 3), y: random(-3...Double(canvas.height) + 3))
            let radius = random(0...4)
            canvas.stroke(from: start, to: end, radius: radius)
            let aspect = Double(mode.pixelsPerCell.y) / Double(mode.pixelsPerCell.x) / 2
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    // The nearest point of the segment, in pixel heights.
                    let (px, py) = ((Double(x) + 0.5) * aspect, Double(y) + 0.5)
                    let (ax, ay, bx, by) = (start.x * aspect, start.y, end.x * aspect, end.y)
                    let length = (bx - ax) * (bx - ax) + (by - ay) * (by - ay)
                    let along =
                        length == 0 ? 0 : max(0, min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length))
                    let (nx, ny) = (ax + along * (bx - ax), ay + along * (by - ay))
                    let distance = ((px - nx) * (px - nx) + (py - ny) * (py - ny)).squareRoot()
                    guard abs(distance - radius) > 1e-9 else { continue }
                    #expect(canvas[x, y] == (distance < radius), "\(mode) \(start) \(end) \(radius): pixel \(x), \(y)")
                    checked += 1
                }
            }
        }
        #expect(checked > 30_000)
    }

    @Test func strokesKeepTheirRoundnessOnTallPixels() {
        // A dot of radius 2 pixel heights on quadrant pixels (half as wide as
        // tall) covers twice as many columns as rows.
        var canvas = PixelCanvas(columns: 10, rows: 5, mode: .quadrant)
        canvas.stroke(from: Point(x: 10, y: 5), to: Point(x: 10, y: 5), radius: 2)
        let columns = (0..<canvas.width).filter { x in (0..<canvas.height).contains { canvas[x, $0] } }
        let rows = (0..<canvas.height).filter { y in (0..<canvas.width).contains { canvas[$0, y] } }
        #expect(columns.count == 2 * rows.count)
    }

    @Test func theFontHasWhatNumbersAndTitlesNeed() {
        let required = "0123456789+-.,:%$€£¥₹!? ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        for character in required {
            #expect(StrokeFont.glyph(for: character) != nil, "\(character)")
        }
        let digitAdvances = Set("0123456789".compactMap { StrokeFont.glyph(for: $0)?.advance })
        #expect(digitAdvances.count == 1, "digits share one width")
        #expect(StrokeText("Time's up!").canDraw)
        #expect(!StrokeText("第一个控制器").canDraw)
    }

    /// Money, percentages, compact counts and byte sizes in locales that
    /// write Latin letters draw big: the font has their spaces (no-break,
    /// narrow), apostrophes and symbols.
    @Test(arguments: ["en_US", "en_GB", "en_IN", "de_DE", "de_CH", "fr_FR", "es_ES", "it_IT", "nl_NL", "pt_BR"])
    func stylesInLatinLocalesDrawBig(identifier: String) {
        let locale = Locale(identifier: identifier)
        var formats = ["EUR", "USD", "GBP", "JPY", "INR"].map { NumberFormat(currency: $0, locale: locale) }
        for style in [NumberStyle.percent, .bytes(.decimal), .bytes(.binary)] {
            var format = NumberFormat(locale: locale)
            format.style = style
            formats.append(format)
        }
        var compact = NumberFormat(locale: locale)
        compact.notation = .compact
        formats.append(compact)
        for format in formats {
            for value: FixedDecimal in [-1_234_567.891, -0.5, 0, 0.256, 1_234.5, 12_345_678] {
                let text = format.string(for: value)
                #expect(
                    StrokeText(text).canDraw,
                    "\(identifier): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    /// StrokeText reads ASCII byte by byte: it agrees with reading the text
    /// character by character (graphemes) on random texts, line breaks,
    /// accents, emoji and characters the font lacks among them.
    @Test func strokeTextAgreesWithReadingCharacters() {
        let alphabet: [String] = [
            "0", "7", ",", ".", ":", "-", "$", " ", "A", "z", "\r\n", "\r", "\n", "\t", "é", "e\u{301}", "€", "第",
            "👍🏽", "~", "\u{7F}",
        ]
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
                .joined()
            let glyphs = text.map { StrokeFont.glyph(for: $0) }
            let stroke = StrokeText(text)
            #expect(stroke.canDraw == (!text.isEmpty && glyphs.allSatisfy { $0 != nil }), "\(text.debugDescription)")
            #expect(stroke.advance == glyphs.compactMap { $0?.advance }.reduce(0, +), "\(text.debugDescription)")
            #expect(stroke.hasDescenders == glyphs.contains { $0?.descends == true }, "\(text.debugDescription)")
        }
    }

    /// A face drawn `rowOffset` rows away, in a clipped canvas (a rolling
    /// face), is the face drawn where it rests, moved and clipped: the
    /// first time drawn there directly, afterwards from its kept runs; the
    /// same pixels both times, over random offsets, clips, sizes and modes.
    @Test func aMovedFaceIsTheRestingFaceMoved() {
        var random = SplitMix64(seed: 17)
        var compared = 0
        for round in 0..<600 {
            let mode = PixelMode.allCases[round % PixelMode.allCases.count]
            let (columns, rows) = (Int.random(in: 4...30, using: &random), Int.random(in: 3...14, using: &random))
            let text = StrokeText(["0", "7", "8", "$", "-", ",", "4"][round % 7])
            let capHeight = Double(rows * mode.pixelsPerCell.y) / Double.random(in: 1.3...2.5, using: &random)
            let x = Double.random(in: 0...Double(columns * mode.pixelsPerCell.x) / 2, using: &random)
            let baseline = Double.random(in: capHeight...Double(rows * mode.pixelsPerCell.y), using: &random)
            let offset = Int.random(in: -Int(capHeight * 1.5)...Int(capHeight * 1.5), using: &random)
            let top = Double.random(in: -2...Double(rows * mode.pixelsPerCell.y) / 2, using: &random)
            let clip = top...(top + Double.random(in: 0...Double(rows * mode.pixelsPerCell.y), using: &random))
            var resting = PixelCanvas(columns: columns, rows: rows, mode: mode)
            text.draw(into: &resting, x: x, baseline: baseline, capHeight: capHeight)
            // The whole resting face, as the odometer's are: not cut by the canvas.
            guard !(0..<resting.width).contains(where: { resting[$0, 0] || resting[$0, resting.height - 1] }) else {
                continue
            }
            compared += 1
            var expected = PixelCanvas(columns: columns, rows: rows, mode: mode)
            for y in 0..<expected.height {
                guard Double(y) >= clip.lowerBound.rounded(.up), Double(y) <= clip.upperBound.rounded(.down) - 1
                else { continue }
                for x in 0..<expected.width where resting[x, y - offset] { expected[x, y] = true }
            }
            for time in ["first", "kept"] {
                var moved = PixelCanvas(columns: columns, rows: rows, mode: mode)
                moved.clipRows = clip
                text.draw(into: &moved, x: x, baseline: baseline, capHeight: capHeight, rowOffset: offset)
                let differing = (0..<moved.height).flatMap { y in
                    (0..<moved.width).filter { moved[$0, y] != expected[$0, y] }.map { (x: $0, y: y) }
                }
                #expect(differing.isEmpty, "\(time) \(mode) \(columns)x\(rows) offset \(offset): \(differing)")
            }
        }
        #expect(compared > 150)
    }

    /// Rows of a face below the canvas where it rests are drawn once it
    /// rolls up into view (they are kept with the rest of its shape).
    @Test func rowsBelowTheCanvasRollIntoView() {
        // Drawn at rest in a canvas twice as tall, the face's lower half in
        // the lower half; moved up by that half into the upper canvas alone.
        let text = StrokeText("8")
        var tall = PixelCanvas(columns: 8, rows: 12, mode: .quadrant)
        text.draw(into: &tall, x: 2, baseline: 34, capHeight: 16)
        for time in ["first", "kept"] {
            var short = PixelCanvas(columns: 8, rows: 6, mode: .quadrant)
            short.clipRows = 0...12
            text.draw(into: &short, x: 2, baseline: 34, capHeight: 16, rowOffset: -12)
            for y in 0..<short.height {
                for x in 0..<short.width {
                    #expect(short[x, y] == (y < 12 && tall[x, y + 12]), "\(time) (\(x), \(y))")
                }
            }
        }
    }

    /// Positions no window shows never trap: offsets at the ends of `Int`,
    /// baselines a billion pixels away, positions that are not numbers,
    /// infinite clips; a face moved out of view draws nothing, the first
    /// time and afterwards alike.
    @Test func extremePositionsNeverTrap() {
        let text = StrokeText("8")
        let cases: [(x: Double, baseline: Double, offset: Int, clip: ClosedRange<Double>)] = [
            (2.75, 20, .min, 0...12), (2.75, 20, .max, 0...12), (2.75, 2_147_483_668.5, -2_147_483_648, 0...12),
            (2.75, 1_500_000_020.5, -1_500_000_000, 0...12), (.nan, 20, 3, 0...12), (2, .infinity, 0, 0...12),
            (-.infinity, 20, -3, 0...12), (2, 20, 0, -Double.infinity...Double.infinity), (1e300, 20, 1, 0...12),
        ]
        for item in cases {
            for time in ["first", "kept"] {
                var canvas = PixelCanvas(columns: 8, rows: 6, mode: .quadrant)
                canvas.clipRows = item.clip
                text.draw(into: &canvas, x: item.x, baseline: item.baseline, capHeight: 16, rowOffset: item.offset)
                if item.clip.upperBound.isFinite {
                    #expect(canvas.isEmpty, "\(time) \(item)")
                }
            }
        }
        // An infinite clip is the whole canvas.
        var clipped = PixelCanvas(columns: 8, rows: 6, mode: .quadrant)
        clipped.clipRows = -Double.infinity...Double.infinity
        text.draw(into: &clipped, x: 2, baseline: 20, capHeight: 16, rowOffset: -2)
        var plain = PixelCanvas(columns: 8, rows: 6, mode: .quadrant)
        text.draw(into: &plain, x: 2, baseline: 18, capHeight: 16)
        #expect(!clipped.isEmpty)
        #expect((0..<12).allSatisfy { y in (0..<16).allSatisfy { clipped[$0, y] == plain[$0, y] } })
    }

    /// Merged runs cover the same pixels, one run where runs overlapped or
    /// touched, sorted by row and column.
    @Test func mergedRunsCoverTheSamePixels() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<500 {
            let spans = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                let x = Int.random(in: 0...20, using: &random)
                return PixelSpan(
                    y: Int.random(in: 0...5, using: &random), x: x, through: x + Int.random(in: 0...6, using: &random))
            }
            func pixels(_ spans: [PixelSpan]) -> Set<[Int]> {
                Set(spans.flatMap { span in (Int(span.x)...Int(span.last)).map { [Int(span.y), $0] } })
            }
            let merged = PixelSpan.merged(spans)
            #expect(pixels(merged) == pixels(spans))
            for (a, b) in zip(merged, merged.dropFirst()) {
                #expect(a.y < b.y || (a.y == b.y && Int(a.last) + 1 < Int(b.x)), "\(a) \(b)")
            }
        }
    }

    @Test func missingGlyphsFallBackToCentredText() {
        var buffer = CellBuffer(width: 20, height: 5)
        let big = BigText.draw(
            "第一个", into: &buffer, in: CellRect(x: 0, y: 0, width: 20, height: 5), mode: .halfBlock, style: .plain)
        #expect(!big)
        #expect(buffer.lines[2] == "       第一个       ")
    }

    @Test func tooSmallFallsBackToo() {
        var buffer = CellBuffer(width: 20, height: 1)
        let big = BigText.draw(
            "12:00", into: &buffer, in: CellRect(x: 0, y: 0, width: 20, height: 1), mode: .braille, style: .plain)
        #expect(!big)
        #expect(buffer.lines == ["       12:00        "])
    }

    @Test func bigTextFitsTheRegion() {
        for mode in PixelMode.allCases {
            for (width, height) in [(80, 24), (40, 10), (200, 60), (30, 30)] {
                var buffer = CellBuffer(width: width, height: height)
                let region = CellRect(x: 0, y: 0, width: width, height: height)
                #expect(BigText.draw("-1,234.56", into: &buffer, in: region, mode: mode, style: .plain))
                let usedColumns = (0..<width).filter { x in (0..<height).contains { buffer[x, $0] != .blank } }
                let usedRows = (0..<height).filter { y in (0..<width).contains { buffer[$0, y] != .blank } }
                // As big as fits: it fills the width or the height, nearly.
                let fillsWidth = Double(usedColumns.count) >= 0.8 * Double(width)
                let fillsHeight = Double(usedRows.count) >= 0.8 * Double(height)
                #expect(
                    fillsWidth || fillsHeight,
                    "\(mode) \(width)x\(height): \(usedColumns.count) columns, \(usedRows.count) rows")
            }
        }
    }

    /// Snapshots of the glyphs at fixed sizes; the files are in Snapshots/.
    /// Set TALLY_RECORD_SNAPSHOTS=1 to write them again after a font change.
    @Test(arguments: PixelMode.allCases)
    func glyphSnapshots(mode: PixelMode) throws {
        var rendered = ""
        for text in ["0123456789", "+-.,:%$€£¥₹!?", "ABCDEFGHIJKLM", "NOPQRSTUVWXYZ", "abcdefghijklm", "nopqrstuvwxyz"]
        {
            var buffer = CellBuffer(width: 100, height: 8)
            BigText.draw(text, into: &buffer, in: CellRect(x: 0, y: 0, width: 100, height: 8), mode: mode, style: .plain)
            rendered += buffer.lines.joined(separator: "\n") + "\n\n"
        }
        try Snapshot.check(rendered, named: "glyphs-\(mode.rawValue).txt")
    }
}

@Suite struct OdometerDrawingTests {
    /// A roll mid-way, drawn: the faces are between rows, clipped to the
    /// window they roll through; the file is in Snapshots/.
    @Test(arguments: [PixelMode.quadrant, .halfBlock])
    func aRollMidWay(mode: PixelMode) throws {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        let odometer = try Odometer(from: 999, to: 1000, options: options)
        var rendered = ""
        for millisecond in [0, 300, 600, 1000] {
            var buffer = CellBuffer(width: 60, height: 10)
            OdometerDrawing.draw(
                odometer.frame(at: .milliseconds(Int64(millisecond))), into: &buffer,
                in: CellRect(x: 0, y: 0, width: 60, height: 10), mode: mode, color: .white)
            rendered += "t = \(millisecond) ms\n" + buffer.lines.joined(separator: "\n") + "\n\n"
        }
        try Snapshot.check(rendered, named: "odometer-\(mode.rawValue).txt")
        #expect(rendered.contains("▄") || rendered.contains("▀"))
    }

    @Test func withoutRoomItFallsBackToTheReading() throws {
        let odometer = try Odometer(from: 1, to: 2)
        var buffer = CellBuffer(width: 10, height: 1)
        OdometerDrawing.draw(
            odometer.frame(at: .zero), into: &buffer, in: CellRect(x: 0, y: 0, width: 10, height: 1),
            mode: .braille, color: nil)
        #expect(buffer.lines == ["    1     "])
    }

    /// The canvas packs each cell's pixels into bits: against a plain grid
    /// of one Bool per pixel, filled with the same runs and turned into
    /// cells the obvious way, every cell of random strokes, dots and pixels
    /// set and cleared one by one, in every mode, drawn plainly and inverted.
    @Test(arguments: PixelMode.allCases)
    func packedPixelsMatchAPlainGrid(mode: PixelMode) {
        var random = SplitMix64(seed: 11)
        let (cellWidth, cellHeight) = mode.pixelsPerCell
        for _ in 0..<60 {
            let columns = Int.random(in: 1...13, using: &random)
            let rows = Int.random(in: 1...7, using: &random)
            var canvas = PixelCanvas(columns: columns, rows: rows, mode: mode)
            let (width, height) = (canvas.width, canvas.height)
            var grid = Array(repeating: false, count: width * height)
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                func point() -> Point {
                    Point(
                        x: Double.random(in: -2...Double(width) + 2, using: &random),
                        y: Double.random(in: -2...Double(height) + 2, using: &random))
                }
                let (start, end) = (point(), point())
                let radius = Double.random(in: 0.3...3, using: &random)
                var spans: [PixelSpan] = []
                canvas.spans(from: start, to: end, radius: radius, into: &spans)
                for span in spans {
                    for x in Int(span.x)...Int(span.last) { grid[Int(span.y) * width + x] = true }
                }
                canvas.stroke(from: start, to: end, radius: radius)
            }
            for _ in 0..<Int.random(in: 0...10, using: &random) {
                let (x, y) = (Int.random(in: 0..<width, using: &random), Int.random(in: 0..<height, using: &random))
                let on = Bool.random(using: &random)
                canvas[x, y] = on
                grid[y * width + x] = on
            }
            for y in 0..<height {
                for x in 0..<width { #expect(canvas[x, y] == grid[y * width + x]) }
            }
            #expect(canvas.isEmpty == !grid.contains(true))
            for inverted in [false, true] {
                var drawn = CellBuffer(width: columns, height: rows)
                canvas.draw(into: &drawn, x: 0, y: 0, style: .plain, inverted: inverted)
                var expected = CellBuffer(width: columns, height: rows)
                for row in 0..<rows {
                    for column in 0..<columns {
                        var bits = 0
                        for dy in 0..<cellHeight {
                            for dx in 0..<cellWidth
                            where grid[(row * cellHeight + dy) * width + column * cellWidth + dx] {
                                bits |= 1 << (dy * cellWidth + dx)
                            }
                        }
                        if inverted { bits = ~bits & ((1 << (cellWidth * cellHeight)) - 1) }
                        if bits != 0 { expected[column, row] = Cell(mode.character(for: bits)) }
                    }
                }
                #expect(drawn == expected, "\(mode), \(columns)x\(rows), inverted: \(inverted)")
            }
        }
    }

    /// A canvas placed anywhere, as far as `Int` goes, draws only what
    /// lands inside the buffer: at every offset near it, what the same
    /// canvas drawn whole shows there; far away, nothing.
    @Test func aCanvasIsClippedToTheBufferAtAnyOffset() {
        var canvas = PixelCanvas(columns: 3, rows: 2, mode: .quadrant)
        canvas.stroke(from: Point(x: 0, y: 0), to: Point(x: 6, y: 4), radius: 1)
        for inverted in [false, true] {
            var whole = CellBuffer(width: 13, height: 12)
            canvas.draw(into: &whole, x: 5, y: 5, style: .plain, inverted: inverted)
            for x in -4...6 {
                for y in -3...5 {
                    var buffer = CellBuffer(width: 5, height: 4)
                    canvas.draw(into: &buffer, x: x, y: y, style: .plain, inverted: inverted)
                    var expected = CellBuffer(width: 5, height: 4)
                    for row in 0..<4 {
                        for column in 0..<5 { expected[column, row] = whole[column - x + 5, row - y + 5] }
                    }
                    #expect(buffer == expected, "(\(x), \(y)), inverted: \(inverted)")
                }
            }
            for (x, y) in [(Int.min, 0), (0, Int.min), (Int.max, 0), (0, Int.max), (Int.min, Int.min)] {
                var buffer = CellBuffer(width: 5, height: 4)
                canvas.draw(into: &buffer, x: x, y: y, style: .plain, inverted: inverted)
                #expect(buffer == CellBuffer(width: 5, height: 4), "(\(x), \(y)), inverted: \(inverted)")
            }
        }
    }

    /// Half blocks and braille both have square pixels, so canvases of
    /// 80 x 24 and 40 x 12 cells are both 80 x 48 pixels: a glyph cached,
    /// cell by cell, on one is not the glyph on the other. (From a
    /// fresh-eyes review: the cache's key once named only the pixels' shape,
    /// and the second canvas got the first one's cells.)
    @Test func aGlyphCachedInOneModeIsNotTakenForAnother() {
        for mode in [PixelMode.braille, .halfBlock] {
            let (columns, rows) = mode == .braille ? (40, 12) : (80, 24)
            var cached = PixelCanvas(columns: columns, rows: rows, mode: mode)
            StrokeText("12").draw(into: &cached, x: 3.25, baseline: 40.5, capHeight: 30)
            // A clip band, even one that clips nothing, draws without the cache.
            var drawn = PixelCanvas(columns: columns, rows: rows, mode: mode)
            drawn.clipRows = 0...Double(drawn.height)
            StrokeText("12").draw(into: &drawn, x: 3.25, baseline: 40.5, capHeight: 30)
            #expect(!drawn.isEmpty)
            for y in 0..<drawn.height {
                for x in 0..<drawn.width { #expect(cached[x, y] == drawn[x, y], "\(mode) (\(x), \(y))") }
            }
        }
    }

    /// A cached glyph is its pixels cell by cell (``CellMask``): filling a
    /// canvas with the mask of some strokes' runs gives the very pixels, and
    /// the same drawing, as filling it with the runs, over shapes already
    /// there, in every mode.
    @Test(arguments: PixelMode.allCases)
    func aMaskFillsWhatItsRunsFill(mode: PixelMode) {
        var random = SplitMix64(seed: 23)
        for _ in 0..<60 {
            let columns = Int.random(in: 1...13, using: &random)
            let rows = Int.random(in: 1...7, using: &random)
            var byRuns = PixelCanvas(columns: columns, rows: rows, mode: mode)
            let (width, height) = (byRuns.width, byRuns.height)
            func point() -> Point {
                Point(
                    x: Double.random(in: -2...Double(width) + 2, using: &random),
                    y: Double.random(in: -2...Double(height) + 2, using: &random))
            }
            byRuns.stroke(from: point(), to: point(), radius: Double.random(in: 0.3...2, using: &random))
            var byMask = byRuns
            var spans: [PixelSpan] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                byRuns.spans(
                    from: point(), to: point(), radius: Double.random(in: 0.3...3, using: &random), into: &spans)
            }
            byRuns.fill(spans)
            byMask.fill(byMask.mask(of: spans))
            for y in 0..<height {
                for x in 0..<width { #expect(byMask[x, y] == byRuns[x, y]) }
            }
            var drawnByRuns = CellBuffer(width: columns + 2, height: rows + 2)
            var drawnByMask = drawnByRuns
            byRuns.draw(into: &drawnByRuns, x: 1, y: 1, style: .plain)
            byMask.draw(into: &drawnByMask, x: 1, y: 1, style: .plain)
            #expect(drawnByMask == drawnByRuns, "\(mode), \(columns)x\(rows)")
        }
    }

    /// A canvas drawn every frame gives its storage to the next one
    /// (`PixelCanvas.recycle()`): nothing of one frame's digits is left in
    /// the next, for every pair of digits, in every mode, plain and inverted.
    @Test(arguments: PixelMode.allCases)
    func aRecycledCanvasLeavesNothingBehind(mode: PixelMode) {
        let region = CellRect(x: 0, y: 0, width: 40, height: 12)
        func drawn(_ text: String, inverted: Bool) -> CellBuffer {
            var buffer = CellBuffer(width: 40, height: 12)
            BigText.draw(text, into: &buffer, in: region, mode: mode, style: .plain, inverted: inverted)
            return buffer
        }
        for inverted in [false, true] {
            for second in 0...9 {
                _ = drawn("\(second)", inverted: inverted)
                let alone = drawn("\(second)", inverted: inverted)
                for first in 0...9 {
                    _ = drawn("\(first)8\(first)", inverted: inverted)
                    let same = drawn("\(second)", inverted: inverted) == alone
                    #expect(same, "\(mode), inverted \(inverted): \(first)8\(first) then \(second)")
                }
            }
        }
    }
}
