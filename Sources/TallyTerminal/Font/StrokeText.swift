import Synchronization

/// Text set in Tally's stroke font, ready to be drawn at any size.
///
/// ```swift
/// let text = StrokeText("4:59")
/// text.canDraw  // true
/// StrokeText("第一个").canDraw  // false: the font has no Chinese
/// ```
public struct StrokeText: Sendable {
    /// The characters.
    public let text: String
    /// Whether the text is all ASCII.
    private let isASCII: Bool
    /// Whether the font has every character of the text.
    public let canDraw: Bool
    /// Width in glyph units (cap height 10), at the regular weight or a
    /// lighter one.
    ///
    /// ```swift
    /// StrokeText("42").advance == StrokeText("17").advance  // true: digits share one advance
    /// ```
    public let advance: Double
    /// How many of its characters the font has.
    private let glyphCount: Int
    /// Whether any character reaches below the baseline.
    let hasDescenders: Bool

    /// Sets `text`; characters the font lacks make ``canDraw`` false.
    public init(_ text: String) {
        self.text = text
        // Made every frame (and for every face of an odometer): no list of
        // glyphs is made, so no allocation; the glyphs are looked up again
        // as they are drawn. ASCII is read byte by byte (breaking no
        // grapheme: the one ASCII grapheme of two bytes, CR LF, has no
        // glyph either way), other text a character at a time.
        var isComplete = !text.isEmpty
        var (advance, count, descends) = (0.0, 0, false)
        isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        if isASCII {
            for byte in text.utf8 {
                if let glyph = StrokeFont.glyph(ascii: byte) {
                    (advance, count, descends) = (advance + glyph.advance, count + 1, descends || glyph.descends)
                } else {
                    isComplete = false
                }
            }
        } else {
            for character in text {
                if let glyph = StrokeFont.glyph(for: character) {
                    (advance, count, descends) = (advance + glyph.advance, count + 1, descends || glyph.descends)
                } else {
                    isComplete = false
                }
            }
        }
        canDraw = isComplete
        self.advance = advance
        glyphCount = count
        hasDescenders = descends
    }

    /// Calls `body` with each glyph the font has, in order, and its character.
    @inline(__always)
    private func forEachGlyph(_ body: (Character, Glyph) -> Void) {
        if isASCII {
            for byte in text.utf8 {
                if let glyph = StrokeFont.glyph(ascii: byte) { body(Character(Unicode.Scalar(byte)), glyph) }
            }
        } else {
            for character in text {
                if let glyph = StrokeFont.glyph(for: character) { body(character, glyph) }
            }
        }
    }

    /// Width in glyph units (cap height 10) with strokes as heavy as
    /// `weight`: a heavier pen spaces the glyphs further apart.
    ///
    /// ```swift
    /// StrokeText("42").advance(weight: .regular)  // the same as .advance
    /// StrokeText("42").advance(weight: .bold)     // 1.2 units more: 0.6 a glyph
    /// ```
    public func advance(weight: StrokeWeight) -> Double {
        advance + Double(glyphCount) * weight.extraAdvance
    }

    /// Width in pixels at a cap height of `capHeight` pixels, its strokes
    /// as heavy as `weight`.
    public func width(capHeight: Double, pixelAspect: Double, weight: StrokeWeight = .regular) -> Double {
        advance(weight: weight) * capHeight / StrokeFont.capHeight / pixelAspect
    }

    /// Draws the text with its left edge at `x` and its baseline at
    /// `baseline` (pixels, y down), `capHeight` pixels tall, squeezed across
    /// by `horizontalScale` (a column still making room for itself), its
    /// strokes as heavy as `weight`, moved
    /// down `rowOffset` whole pixel rows (up when negative): the pixels are
    /// those drawn at `baseline`, moved, so a face rolling through a
    /// clipped canvas keeps its shape and is rasterized once. A glyph at a
    /// position that is not a number, or more than a billion pixels away,
    /// is not drawn.
    ///
    /// ```swift
    /// StrokeText("7").draw(into: &canvas, x: 4, baseline: 40, capHeight: 30, rowOffset: -12)
    /// StrokeText("7").draw(into: &canvas, x: 4, baseline: 40, capHeight: 30, weight: .thin)
    /// ```
    public func draw(
        into canvas: inout PixelCanvas, x: Double, baseline: Double, capHeight: Double, horizontalScale: Double = 1,
        weight: StrokeWeight = .regular, rowOffset: Int = 0
    ) {
        let unit = capHeight / StrokeFont.capHeight
        let unitX = unit / canvas.pixelAspect * horizontalScale
        let radius = weight.penRadius(capHeight: capHeight)
        var left = x
        // One list of runs for every rolling glyph, kept from glyph to glyph
        // and, through the spares, from draw to draw (a roll draws a few
        // dozen faces a frame); a still glyph needs none.
        let rolls = canvas.clipRows != nil || rowOffset != 0
        var scratch = rolls ? Self.takeScratch() : []
        defer { if rolls { Self.giveBack(&scratch) } }
        // Each glyph's share of the heavier pen's spacing, half on each side.
        let spacing = weight.extraAdvance * unitX
        forEachGlyph { character, glyph in
            left += spacing / 2
            func rasterize(baseline: Double, rows: ClosedRange<Int>? = nil, into spans: inout [PixelSpan]) {
                for stroke in glyph.strokes {
                    var previous: Point?
                    for point in stroke {
                        let here = Point(x: left + point.x * unitX, y: baseline - point.y * unit)
                        if let previous {
                            canvas.spans(from: previous, to: here, radius: radius, rows: rows, into: &spans)
                        } else if stroke.count == 1 {
                            canvas.spans(from: here, to: here, radius: radius * 1.15, rows: rows, into: &spans)
                        }
                        previous = here
                    }
                }
            }
            // A position that is not a number, or lies a billion pixels
            // away, draws nothing (its pixels could not be counted).
            guard left.isFinite, baseline.isFinite, unit.isFinite, unitX.isFinite, abs(left) < 1e9, abs(baseline) < 1e9
            else {
                left += glyph.advance * unitX + spacing / 2
                return
            }
            let key = GlyphRasterCache.Key(
                character: character, left: left, baseline: baseline, unit: unit, unitX: unitX, radius: radius,
                mode: canvas.mode, canvasWidth: canvas.width, canvasHeight: canvas.height)
            if canvas.clipRows == nil, rowOffset == 0 {
                canvas.fill(
                    GlyphRasterCache.shared.mask(for: key) {
                        var spans: [PixelSpan] = []
                        rasterize(baseline: baseline, into: &spans)
                        return canvas.mask(of: spans)
                    })
                left += glyph.advance * unitX + spacing / 2
                return
            }
            // A rolling face: its shape where it rests (rows above and below
            // the canvas too), moved and clipped; its runs are kept once its
            // place and size have come round again (a column still making
            // room for itself changes size every frame). A face moved out of
            // view draws nothing.
            let reach = capHeight * 2 + radius * 2 + 2
            let moved = baseline + Double(rowOffset)
            guard let visible = canvas.visibleRows, moved + reach >= Double(visible.lowerBound),
                moved - reach <= Double(visible.upperBound)
            else {
                left += glyph.advance * unitX + spacing / 2
                return
            }
            scratch.removeAll(keepingCapacity: true)
            // Kept whole only when it is not much taller than the canvas.
            if capHeight <= Double(canvas.height) * 4,
                let runs = GlyphRasterCache.shared.runs(
                    for: key,
                    make: {
                        var spans: [PixelSpan] = []
                        let rows = Int((baseline - reach).rounded(.down))...Int((baseline + reach).rounded(.up))
                        rasterize(baseline: baseline, rows: rows, into: &spans)
                        return PixelSpan.merged(spans)
                    })
            {
                canvas.appendRows(of: runs, movedBy: rowOffset, into: &scratch)
            } else {
                // The rows of the resting shape that land in view, moved there.
                rasterize(
                    baseline: baseline, rows: (visible.lowerBound - rowOffset)...(visible.upperBound - rowOffset),
                    into: &scratch)
                for index in scratch.indices { scratch[index].y += Int32(rowOffset) }
            }
            canvas.fill(scratch)
            left += glyph.advance * unitX + spacing / 2
        }
    }

    /// Lists of runs given back by ``draw(into:x:baseline:capHeight:horizontalScale:weight:rowOffset:)``,
    /// empty, their room kept: at most ``mostSpares``.
    private static let spareScratch = Mutex<[[PixelSpan]]>([])
    private static let mostSpares = 2

    /// A spare list of runs, or a new one.
    private static func takeScratch() -> [PixelSpan] {
        spareScratch.withLock { $0.popLast() } ?? []
    }

    /// Empties `scratch` and keeps it for the next draw, if it has room.
    private static func giveBack(_ scratch: inout [PixelSpan]) {
        guard scratch.capacity > 0 else { return }
        scratch.removeAll(keepingCapacity: true)
        let spare = scratch
        scratch = []
        spareScratch.withLock { spares in
            if spares.count < mostSpares { spares.append(spare) }
        }
    }
}
