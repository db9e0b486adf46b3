import TallyCore

/// Big text, as large as fits, centred in a rectangle of cells.
///
/// ```swift
/// var buffer = CellBuffer(width: 40, height: 12)
/// BigText.draw("4:59", into: &buffer, in: CellRect(x: 0, y: 0, width: 40, height: 12),
///             mode: .halfBlock, style: .plain)
/// BigText.draw("4:59", into: &buffer, in: CellRect(x: 0, y: 0, width: 40, height: 12),
///             mode: .ascii, weight: .thin, style: .plain)
/// ```
///
/// Text the stroke font lacks, or a rectangle too small for legible big
/// digits, falls back to the text at normal size, centred.
public enum BigText {
    /// Smallest cap height, in cells, worth drawing big.
    static let smallestCapHeightInCells = 2.5

    /// The cap height in pixels that fits `text`, its strokes as heavy as
    /// `weight`, into `region`.
    ///
    /// ```swift
    /// BigText.fittingCapHeight(for: StrokeText("4:59"), in: CellRect(x: 0, y: 0, width: 40, height: 12),
    ///                         mode: .quadrant)  // in pixels: as big as 40 x 12 cells allow
    /// ```
    public static func fittingCapHeight(
        for text: StrokeText, in region: CellRect, mode: PixelMode, weight: StrokeWeight = .regular
    ) -> Double {
        let pixelsWide = Double(region.width * mode.pixelsPerCell.x)
        let pixelsHigh = Double(region.height * mode.pixelsPerCell.y)
        let depth = text.hasDescenders ? -StrokeFont.descent : 0
        let heightUnits = StrokeFont.capHeight + depth
        // The pen reaches half a stroke above the cap and below the baseline.
        let byHeight = pixelsHigh / (heightUnits / StrokeFont.capHeight + weight.share)
        let unitsWide = text.advance(weight: weight) / StrokeFont.capHeight
        let byWidth = unitsWide > 0 ? pixelsWide * mode.pixelAspect / unitsWide : byHeight
        return max(min(byHeight, byWidth), 0)
    }

    /// Draws `text` centred in `region`, its strokes as heavy as `weight`,
    /// as big as fits times `scale`. A
    /// scale above 1 overflows `region`; what overflows is drawn as far as
    /// `clip` (by default `region` itself). `inverted` fills the area and
    /// cuts the text out of it: emphasis that needs no colour.
    ///
    /// - Returns: Whether it was drawn big (false: it fell back to plain text).
    @discardableResult
    public static func draw(
        _ text: String, into buffer: inout CellBuffer, in region: CellRect, mode: PixelMode,
        weight: StrokeWeight = .regular, style: TextStyle, scale: Double = 1, clipTo clip: CellRect? = nil,
        inverted: Bool = false
    ) -> Bool {
        let stroke = StrokeText(text)
        let capHeight = fittingCapHeight(for: stroke, in: region, mode: mode, weight: weight)
        let cellHeight = Double(mode.pixelsPerCell.y)
        guard stroke.canDraw, capHeight >= smallestCapHeightInCells * cellHeight else {
            drawPlain(text, into: &buffer, in: region, style: style)
            return false
        }
        let area = clip ?? region
        let (cellWidth, _) = mode.pixelsPerCell
        var canvas = PixelCanvas(columns: area.width, rows: area.height, mode: mode)
        let cap = capHeight * scale
        let width = stroke.width(capHeight: cap, pixelAspect: mode.pixelAspect, weight: weight)
        let depth = stroke.hasDescenders ? -StrokeFont.descent * cap / StrokeFont.capHeight : 0
        // The centre of `region`, in the canvas's pixels.
        let centreX = (Double(region.x - area.x) + Double(region.width) / 2) * Double(cellWidth)
        let centreY = (Double(region.y - area.y) + Double(region.height) / 2) * cellHeight
        stroke.draw(
            into: &canvas, x: centreX - width / 2, baseline: centreY + (cap - depth) / 2, capHeight: cap, weight: weight
        )
        canvas.draw(into: &buffer, x: area.x, y: area.y, style: style, inverted: inverted)
        canvas.recycle()
        return true
    }

    /// `text` at normal size, centred in `region`.
    public static func drawPlain(_ text: String, into buffer: inout CellBuffer, in region: CellRect, style: TextStyle) {
        let width = Cell.width(of: text)
        let x = region.x + max((region.width - width) / 2, 0)
        let y = region.y + max(region.height - 1, 0) / 2
        buffer.put(text, x: x, y: y, style: style)
    }
}

/// The former name of ``BigText``.
///
/// ```swift
/// Banner.draw("4:59", into: &buffer, in: region, mode: .halfBlock, style: .plain)  // now BigText.draw
/// ```
@available(*, deprecated, renamed: "BigText")
public typealias Banner = BigText
