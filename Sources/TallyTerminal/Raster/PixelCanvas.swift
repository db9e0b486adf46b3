import Synchronization
import TallyCore

/// A grid of on/off pixels finer than character cells, into which shapes
/// are drawn at any size and position, then turned into cells.
///
/// ```swift
/// var canvas = PixelCanvas(columns: 4, rows: 2, mode: .halfBlock)  // 4 × 4 pixels
/// canvas.stroke(from: Point(x: 0.5, y: 0.5), to: Point(x: 3.5, y: 3.5), radius: 0.5)
/// var buffer = CellBuffer(width: 4, height: 2)
/// canvas.draw(into: &buffer, x: 0, y: 0, style: .plain)
/// buffer.lines  // ["▀▄  ", "  ▀▄"]
/// ```
public struct PixelCanvas: Sendable {
    /// The mapping from pixels to cells.
    public let mode: PixelMode
    /// Size in pixels.
    public private(set) var width: Int
    /// Size in pixels.
    public private(set) var height: Int
    /// Cells across.
    private var columns: Int
    /// Per cell, row by row: the bits of its pixels that are on, bit
    /// `dy × cell width + dx` (the order ``PixelMode/scalar(for:)`` reads),
    /// so that a cell's character is one load away.
    private var cells: [UInt8]
    /// The rows and columns that may hold a pixel that is on: nothing
    /// outside them needs reading.
    private var ink = (minX: Int.max, maxX: -1, minY: Int.max, maxY: -1)
    /// Rows outside this band (in pixels, fractional) are never drawn: the
    /// window through which odometer faces roll.
    public var clipRows: ClosedRange<Double>?

    /// Storage given back by ``recycle()``, all clear, the latest last: the
    /// next canvas of a size takes the one of that size, so that canvases
    /// drawn every frame (a timer's digits and its title: two sizes)
    /// allocate none. At most `mostSpares` are kept.
    private static let spares = Mutex<[[UInt8]]>([])
    private static let mostSpares = 4

    /// A blank canvas covering `columns` × `rows` cells.
    public init(columns: Int, rows: Int, mode: PixelMode) {
        self.mode = mode
        self.columns = max(columns, 0)
        width = self.columns * mode.pixelsPerCell.x
        height = max(rows, 0) * mode.pixelsPerCell.y
        let count = self.columns * max(rows, 0)
        let spare = Self.spares.withLock { spares -> [UInt8] in
            guard count > 0, let index = spares.lastIndex(where: { $0.count == count }) else { return [] }
            return spares.remove(at: index)
        }
        cells = spare.count == count ? spare : Array(repeating: 0, count: count)
    }

    /// Clears what was drawn and gives the storage to the next canvas of
    /// its size: for a canvas made every frame, once it has been drawn.
    /// This canvas is left with no pixels (0 × 0).
    ///
    /// ```swift
    /// canvas.draw(into: &buffer, x: 0, y: 0, style: .plain)
    /// canvas.recycle()
    /// ```
    mutating func recycle() {
        if ink.maxX >= 0 {
            let (cellWidth, cellHeight) = mode.pixelsPerCell
            let (columns, rows) = (columns, cells.count / max(columns, 1))
            let first = ink.minX / cellWidth
            let last = min(ink.maxX / cellWidth, columns - 1)
            cells.withUnsafeMutableBufferPointer { cells in
                for row in ink.minY / cellHeight...min(ink.maxY / cellHeight, rows - 1) {
                    cells[row * columns + first...row * columns + last].update(repeating: 0)
                }
            }
        }
        let storage = cells
        (cells, columns, width, height) = ([], 0, 0, 0)
        ink = (Int.max, -1, Int.max, -1)
        Self.spares.withLock { spares in
            if spares.count >= Self.mostSpares { spares.removeFirst() }
            spares.append(storage)
        }
    }

    /// A pixel's width over its height.
    public var pixelAspect: Double { mode.pixelAspect }

    /// Whether pixel (x, y) is on.
    public subscript(x: Int, y: Int) -> Bool {
        get { x >= 0 && y >= 0 && x < width && y < height ? cells[cell(x, y)] & bit(x, y) != 0 : false }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            if newValue {
                cells[cell(x, y)] |= bit(x, y)
                include(x, x, y)
            } else {
                cells[cell(x, y)] &= ~bit(x, y)
            }
        }
    }

    /// The index of the cell holding pixel (x, y).
    private func cell(_ x: Int, _ y: Int) -> Int {
        y / mode.pixelsPerCell.y * columns + x / mode.pixelsPerCell.x
    }

    /// Pixel (x, y)'s bit in its cell.
    private func bit(_ x: Int, _ y: Int) -> UInt8 {
        let (cellWidth, cellHeight) = mode.pixelsPerCell
        return 1 << (y % cellHeight * cellWidth + x % cellWidth)
    }

    /// Whether no pixel is on.
    public var isEmpty: Bool { !cells.contains { $0 != 0 } }

    /// Turns on every pixel whose centre lies within `radius` of the segment
    /// from `start` to `end` (a capsule; a dot when they coincide). Points are
    /// in pixels, y downwards, and may be fractional; `radius` is measured in
    /// pixel heights, so shapes keep their proportions on pixels that are not
    /// square.
    public mutating func stroke(from start: Point, to end: Point, radius: Double) {
        var spans: [PixelSpan] = []
        self.spans(from: start, to: end, radius: radius, into: &spans)
        fill(spans)
    }

    /// The runs of pixels ``stroke(from:to:radius:)`` turns on, appended to
    /// `spans`, the canvas left as it is.
    ///
    /// `rows`, when given, are the rows kept instead of the canvas's and
    /// ``clipRows``': rows above or below the canvas too (a rolling face's
    /// shape where it rests, moved into view later).
    func spans(
        from start: Point, to end: Point, radius: Double, rows: ClosedRange<Int>? = nil,
        into spans: inout [PixelSpan]
    ) {
        let aspect = pixelAspect
        let radiusX = radius / aspect
        let minX = max(Int((min(start.x, end.x) - radiusX).rounded(.down)), 0)
        let maxX = min(Int((max(start.x, end.x) + radiusX).rounded(.up)), width - 1)
        guard let rows = rows ?? visibleRows else { return }
        let minY = max(Int((min(start.y, end.y) - radius).rounded(.down)), rows.lowerBound)
        let maxY = min(Int((max(start.y, end.y) + radius).rounded(.up)), rows.upperBound)
        guard minX <= maxX, minY <= maxY else { return }
        let dx = (end.x - start.x) * aspect
        let dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        let limit = radius * radius
        func covers(_ x: Int, _ py: Double) -> Bool {
            let px = (Double(x) + 0.5 - start.x) * aspect
            var t = lengthSquared > 0 ? (px * dx + py * dy) / lengthSquared : 0
            t = min(max(t, 0), 1)
            let ex = px - t * dx
            let ey = py - t * dy
            return ex * ex + ey * ey <= limit
        }
        // A capsule is convex: on each row the pixels it covers are one
        // run, found from both ends.
        for y in minY...maxY {
            let py = Double(y) + 0.5 - start.y
            var first = minX
            while first <= maxX, !covers(first, py) { first += 1 }
            guard first <= maxX else { continue }
            var last = maxX
            while last > first, !covers(last, py) { last -= 1 }
            spans.append(PixelSpan(y: y, x: first, through: last))
        }
    }

    /// The rows that can be drawn: inside the canvas and ``clipRows``; nil
    /// when none.
    var visibleRows: ClosedRange<Int>? {
        var lowest = 0
        var highest = height - 1
        if let clipRows {
            // Bounds far outside the canvas (infinite ones too) count as its edges.
            let limit = Double(height)
            lowest = max(lowest, Int(min(max(clipRows.lowerBound.rounded(.up), -1), limit)))
            highest = min(highest, Int(min(max(clipRows.upperBound.rounded(.down), -1), limit)) - 1)
        }
        return lowest <= highest ? lowest...highest : nil
    }

    /// Appends `spans` moved down `rows` pixel rows, less the rows that
    /// cannot be drawn (``visibleRows``).
    func appendRows(of spans: [PixelSpan], movedBy rows: Int, into moved: inout [PixelSpan]) {
        guard let visible = visibleRows else { return }
        for span in spans {
            let y = Int(span.y) + rows
            if visible.contains(y) { moved.append(PixelSpan(y: y, x: Int(span.x), through: Int(span.last))) }
        }
    }

    /// Turns on every pixel of `spans`.
    mutating func fill(_ spans: [PixelSpan]) {
        let (cellWidth, cellHeight) = mode.pixelsPerCell
        let columns = self.columns
        cells.withUnsafeMutableBufferPointer { cells in
            for span in spans {
                let y = Int(span.y)
                let row = y / cellHeight * columns
                let shift = y % cellHeight * cellWidth
                var x = Int(span.x)
                let last = Int(span.last)
                if cellWidth == 2 {
                    // A lone right pixel, then whole cells, then a lone left one.
                    if x & 1 == 1 {
                        cells[row + x >> 1] |= 2 << shift
                        x += 1
                    }
                    while x < last {
                        cells[row + x >> 1] |= 3 << shift
                        x += 2
                    }
                    if x == last { cells[row + x >> 1] |= 1 << shift }
                } else {
                    for x in x...last { cells[row + x] |= 1 << shift }
                }
            }
        }
        for span in spans { include(Int(span.x), Int(span.last), Int(span.y)) }
    }

    /// The pixels of `spans`, cell by cell, the canvas left as it is.
    func mask(of spans: [PixelSpan]) -> CellMask {
        var shape = PixelCanvas(columns: columns, rows: height / mode.pixelsPerCell.y, mode: mode)
        shape.fill(spans)
        var entries: [CellMask.Entry] = []
        let (cellWidth, cellHeight) = mode.pixelsPerCell
        if shape.ink.maxX >= 0 {
            for row in shape.ink.minY / cellHeight...shape.ink.maxY / cellHeight {
                for column in shape.ink.minX / cellWidth...shape.ink.maxX / cellWidth {
                    let index = row * columns + column
                    if shape.cells[index] != 0 {
                        entries.append(CellMask.Entry(index: Int32(index), bits: shape.cells[index]))
                    }
                }
            }
        }
        let mask = CellMask(entries: entries, ink: shape.ink)
        // Its storage, cleared, goes to the next canvas of this size (the
        // frame's own, which may have taken a spare for it).
        shape.recycle()
        return mask
    }

    /// Turns on every pixel of `mask`, made by ``mask(of:)`` on a canvas of
    /// this size.
    mutating func fill(_ mask: CellMask) {
        guard mask.ink.maxX >= 0 else { return }
        // Entries come in the canvas's order: the last is the furthest.
        precondition(mask.entries.last.map { Int($0.index) < cells.count } ?? true, "a mask of a larger canvas")
        cells.withUnsafeMutableBufferPointer { cells in
            for entry in mask.entries { cells[Int(entry.index)] |= entry.bits }
        }
        include(mask.ink.minX, mask.ink.maxX, mask.ink.minY)
        include(mask.ink.minX, mask.ink.maxX, mask.ink.maxY)
    }

    private mutating func include(_ first: Int, _ last: Int, _ y: Int) {
        ink = (min(ink.minX, first), max(ink.maxX, last), min(ink.minY, y), max(ink.maxY, y))
    }

    /// Writes the canvas into `buffer` with its top-left cell at (`x`, `y`):
    /// cells with at least one pixel on get the character of the canvas's
    /// ``mode`` for their pixels (a block, braille, ASCII art), in `style`;
    /// empty cells are left as they are. `inverted` draws the pixels that
    /// are off instead: a solid block with the shapes cut out, which shows
    /// without any colour (in ASCII art, a field of `8`s).
    ///
    /// ```swift
    /// canvas.draw(into: &buffer, x: 0, y: 0, style: .plain, inverted: true)
    /// ```
    public func draw(into buffer: inout CellBuffer, x: Int, y: Int, style: TextStyle, inverted: Bool = false) {
        let (cellWidth, cellHeight) = mode.pixelsPerCell
        let all = (1 << (cellWidth * cellHeight)) - 1
        let shownStyle = PackedStyle(style).rawValue
        let rows = height / max(cellHeight, 1)
        // Only cells that hold ink, unless the empty ones are drawn too.
        var rowRange = 0..<rows
        var columnRange = 0..<columns
        if !inverted {
            guard ink.maxX >= 0 else { return }
            rowRange = ink.minY / cellHeight..<min(ink.maxY / cellHeight + 1, rows)
            columnRange = ink.minX / cellWidth..<min(ink.maxX / cellWidth + 1, columns)
        }
        // Clipped to the buffer once, so that each cell is one store (a
        // canvas wholly outside it first: the bounds below cannot overflow).
        guard x > -columns, y > -rows, x < buffer.width, y < buffer.height else { return }
        rowRange = rowRange.clamped(to: -y..<buffer.height - y)
        columnRange = columnRange.clamped(to: -x..<buffer.width - x)
        guard !rowRange.isEmpty, !columnRange.isEmpty else { return }
        let columns = columns
        // Inverted, a cell's bits are flipped: its pixels are all of `all`.
        let flip = inverted ? all : 0
        cells.withUnsafeBufferPointer { cells in
            mode.scalars.withUnsafeBufferPointer { scalars in
                let mask = scalars.count - 1
                buffer.withScalars(rows: y + rowRange.lowerBound..<y + rowRange.upperBound) { row, target in
                    let canvasRow = (row - y) * columns
                    for column in columnRange {
                        let bits = Int(cells[canvasRow + column]) ^ flip
                        if bits != 0 { target.set(x + column, scalars[bits & mask], shownStyle) }
                    }
                }
            }
        }
    }
}
