import TallyCore

/// Draws an `OdometerFrame` in big digits: each column's faces rolled by
/// their fractional position, in whole pixels (motion finer than a cell, the
/// face keeping the shape it has at rest), clipped to the window they roll
/// through, entering columns squeezed to their width, fading and fast
/// columns blended towards the background.
///
/// ```swift
/// var buffer = CellBuffer(width: 60, height: 12)
/// OdometerDrawing.draw(odometer.frame(at: .milliseconds(400)), into: &buffer,
///                      in: CellRect(x: 0, y: 0, width: 60, height: 12), mode: .quadrant,
///                      color: .white, background: .black)
/// ```
public enum OdometerDrawing {
    /// Distance between stacked faces, in cap heights.
    static let faceSpacing = 1.45

    /// Draws `frame` centred in `region`, as big as fits, its strokes as
    /// heavy as `weight`.
    public static func draw(
        _ frame: OdometerFrame, into buffer: inout CellBuffer, in region: CellRect, mode: PixelMode,
        weight: StrokeWeight = .regular, color: Color?, background: Color = .black, isBold: Bool = true
    ) {
        // Each face set once a frame (measured, checked and drawn from it).
        let texts = frame.columns.map { column in column.faces.map(StrokeText.init) }
        let advances = zip(frame.columns, texts).map { column, faces in
            (faces.map { $0.advance(weight: weight) }.max() ?? 0) * column.width
        }
        let total = advances.reduce(0, +)
        guard total > 0 else { return }
        let pixelsWide = Double(region.width * mode.pixelsPerCell.x)
        let pixelsHigh = Double(region.height * mode.pixelsPerCell.y)
        // As big as fits: the cap plus the pen's reach in height, every column in width.
        let capHeight = min(pixelsHigh / 1.2, pixelsWide * mode.pixelAspect * StrokeFont.capHeight / total)
        guard texts.allSatisfy({ $0.allSatisfy { $0.canDraw || $0.text == " " || $0.text.isEmpty } }),
            capHeight >= Banner.smallestCapHeightInCells * Double(mode.pixelsPerCell.y)
        else {
            Banner.drawPlain(frame.text, into: &buffer, in: region, style: TextStyle(foreground: color, isBold: isBold))
            return
        }
        let unitX = capHeight / StrokeFont.capHeight / mode.pixelAspect
        let baseline = (pixelsHigh + capHeight) / 2
        let spacing = capHeight * faceSpacing
        let pen = weight.penRadius(capHeight: capHeight)
        let band = (baseline - capHeight - pen * 2)...(baseline + pen * 2 + capHeight * 0.2)
        // One canvas per shade: columns are grouped by how faded they are.
        var shades: [Int: PixelCanvas] = [:]
        var x = (pixelsWide - total * unitX) / 2
        for ((column, faces), advance) in zip(zip(frame.columns, texts), advances) {
            let visibility = column.opacity * (1 - 0.55 * column.blur)
            let shade = min(max(Int((visibility * 4).rounded()), 0), 4)
            guard shade > 0 else {
                x += advance * unitX
                continue
            }
            // Drawn in place: a canvas taken out of the dictionary and put
            // back would copy its pixels for every column.
            if shades[shade] == nil {
                var canvas = PixelCanvas(columns: region.width, rows: region.height, mode: mode)
                canvas.clipRows = band
                shades[shade] = canvas
            }
            for (index, text) in faces.enumerated() {
                let shift: Double
                let sign: Double = column.direction == .down ? 1 : -1
                if index == 0 {
                    shift = sign * column.offset * spacing
                } else {
                    shift = -sign * (1 - column.offset) * spacing
                }
                guard shift.isFinite else { continue }
                let faceWidth = text.advance(weight: weight) * unitX * column.width
                let left = x + (advance * unitX - faceWidth) / 2
                // Moved by whole pixels, the finest step a terminal shows:
                // a face keeps its shape as it rolls, and is rasterized once.
                // (Further than two windows away it is out of view anyway.)
                let farthest = pixelsHigh * 2 + spacing * 2
                text.draw(
                    into: &shades[shade]!, x: left, baseline: baseline, capHeight: capHeight,
                    horizontalScale: column.width, weight: weight,
                    rowOffset: Int(min(max(shift, -farthest), farthest).rounded()))
            }
            x += advance * unitX
        }
        for (shade, canvas) in shades.sorted(by: { $0.key < $1.key }) {
            let amount = Double(shade) / 4
            let style = TextStyle(foreground: color.map { background.mixed(with: $0, amount: amount) }, isBold: isBold)
            canvas.draw(into: &buffer, x: region.x, y: region.y, style: style)
        }
    }
}
