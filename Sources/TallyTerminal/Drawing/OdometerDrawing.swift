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
        weight: StrokeWeight = .regular, color: RGBColor?, background: RGBColor = .black, isBold: Bool = true
    ) {
        // No list a frame: each column's faces are set where they are
        // needed (setting text allocates nothing), once to measure the
        // frame and once to draw it.
        var total = 0.0
        var drawable = true
        for column in frame.columns {
            var widest = 0.0
            for face in column.faces {
                let text = StrokeText(face)
                widest = max(widest, text.advance(weight: weight))
                drawable = drawable && (text.canDraw || face == " " || face.isEmpty)
            }
            total += widest * column.width
        }
        guard total > 0 else { return }
        let pixelsWide = Double(region.width * mode.pixelsPerCell.x)
        let pixelsHigh = Double(region.height * mode.pixelsPerCell.y)
        // As big as fits: the cap plus the pen's reach in height, every column in width.
        let capHeight = min(pixelsHigh / 1.2, pixelsWide * mode.pixelAspect * StrokeFont.capHeight / total)
        guard drawable, capHeight >= BigText.smallestCapHeightInCells * Double(mode.pixelsPerCell.y) else {
            BigText.drawPlain(frame.text, into: &buffer, in: region, style: TextStyle(foreground: color, isBold: isBold))
            return
        }
        let unitX = capHeight / StrokeFont.capHeight / mode.pixelAspect
        let baseline = (pixelsHigh + capHeight) / 2
        let spacing = capHeight * faceSpacing
        let pen = weight.penRadius(capHeight: capHeight)
        let band = (baseline - capHeight - pen * 2)...(baseline + pen * 2 + capHeight * 0.2)
        // One canvas per shade: columns are grouped by how faded they are.
        var shades = Shades()
        var x = (pixelsWide - total * unitX) / 2
        for column in frame.columns {
            let faces = column.faces
            let first = StrokeText(faces[0])
            let second = faces.count > 1 ? StrokeText(faces[1]) : nil
            let advance = max(first.advance(weight: weight), second?.advance(weight: weight) ?? 0) * column.width
            let visibility = column.opacity * (1 - 0.55 * column.blur)
            let shade = min(max(Int((visibility * 4).rounded()), 0), 4)
            guard shade > 0 else {
                x += advance * unitX
                continue
            }
            for index in faces.indices {
                let text = index == 0 ? first : second ?? first
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
                // Drawn in place, into the shade's canvas (made on its first column).
                shades.withCanvas(shade, columns: region.width, rows: region.height, mode: mode, clip: band) {
                    text.draw(
                        into: &$0, x: left, baseline: baseline, capHeight: capHeight,
                        horizontalScale: column.width, weight: weight,
                        rowOffset: Int(min(max(shift, -farthest), farthest).rounded()))
                }
            }
            x += advance * unitX
        }
        // The faintest first; each canvas's storage then kept for the next frame.
        for shade in 1...Shades.count {
            guard var canvas = shades.take(shade) else { continue }
            let amount = Double(shade) / 4
            let style = TextStyle(foreground: color.map { background.mixed(with: $0, amount: amount) }, isBold: isBold)
            canvas.draw(into: &buffer, x: region.x, y: region.y, style: style)
            canvas.recycle()
        }
    }

    /// A canvas for each shade from 1 to 4, made when first drawn into:
    /// held in four fields, not a dictionary, so a frame allocates no table.
    private struct Shades {
        static let count = 4
        private var canvases: (PixelCanvas?, PixelCanvas?, PixelCanvas?, PixelCanvas?)

        /// Calls `body` with shade `shade`'s canvas, making it first (`columns`
        /// × `rows` cells, clipped to the pixel rows `clip`) if there is none.
        mutating func withCanvas(
            _ shade: Int, columns: Int, rows: Int, mode: PixelMode, clip: ClosedRange<Double>,
            _ body: (inout PixelCanvas) -> Void
        ) {
            var canvas: PixelCanvas
            if let made = take(shade) {
                canvas = made
            } else {
                canvas = PixelCanvas(columns: columns, rows: rows, mode: mode)
                canvas.clipRows = clip
            }
            body(&canvas)
            put(canvas, shade)
        }

        /// Shade `shade`'s canvas, if any, taken out.
        mutating func take(_ shade: Int) -> PixelCanvas? {
            defer { put(nil, shade) }
            switch shade {
            case 1: return canvases.0
            case 2: return canvases.1
            case 3: return canvases.2
            default: return canvases.3
            }
        }

        private mutating func put(_ canvas: PixelCanvas?, _ shade: Int) {
            switch shade {
            case 1: canvases.0 = canvas
            case 2: canvases.1 = canvas
            case 3: canvases.2 = canvas
            default: canvases.3 = canvas
            }
        }
    }
}
