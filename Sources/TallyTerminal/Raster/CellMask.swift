/// A shape's pixels on a ``PixelCanvas`` of one size, cell by cell: for
/// each cell the shape touches, the bits of its pixels that are on. Adding
/// it to a canvas is one OR a cell, however many strokes and overlapping
/// runs drew the shape: the form a glyph is cached in.
///
/// ```swift
/// var canvas = PixelCanvas(columns: 4, rows: 2, mode: .quadrant)
/// var spans: [PixelSpan] = []
/// canvas.spans(from: Point(x: 0.5, y: 0.5), to: Point(x: 6.5, y: 0.5), radius: 0.5, into: &spans)
/// let mask = canvas.mask(of: spans)  // 4 cells, each with its top two pixels on
/// canvas.fill(mask)                  // the same pixels as canvas.fill(spans)
/// ```
struct CellMask: Sendable {
    /// A cell's index in the canvas's cells, and its pixels' bits.
    struct Entry: Sendable {
        var index: Int32
        var bits: UInt8
    }

    /// The cells the shape touches, in the canvas's order.
    var entries: [Entry]
    /// The pixel rows and columns the shape's pixels lie in, as
    /// ``PixelCanvas`` tracks its ink; an empty shape has none.
    var ink: (minX: Int, maxX: Int, minY: Int, maxY: Int)
}
