import TallyCore

/// A grid of cells: what a terminal screen shows, or should show.
///
/// Tests build buffers from lines of text and compare them:
///
/// ```swift
/// var buffer = CellBuffer(width: 5, height: 1)
/// buffer.put("4:59", x: 0, y: 0)
/// buffer.lines  // ["4:59 "]
/// ```
public struct CellBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    private(set) var cells: [Cell]

    /// A blank buffer.
    ///
    /// ```swift
    /// CellBuffer(width: 80, height: 24).lines.count  // 24
    /// ```
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// A buffer holding `lines` in plain style, padded with blanks to the
    /// longest line.
    ///
    /// ```swift
    /// CellBuffer(lines: ["ab", "c"]).lines  // ["ab", "c "]
    /// ```
    public init(lines: [String]) {
        let width = lines.map { $0.reduce(0) { $0 + Cell.width(of: $1) } }.max() ?? 0
        self.init(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { put(line, x: 0, y: row) }
    }

    /// The cell at column `x`, row `y`; a blank outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard contains(x: x, y: y) else { return .blank }
            return cells[y * width + x]
        }
        set {
            guard contains(x: x, y: y) else { return }
            cells[y * width + x] = newValue
        }
    }

    /// Whether column `x`, row `y` lies inside the buffer.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` from column `x` of row `y`, clipped to the buffer.
    ///
    /// - Returns: The column after the text.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: TextStyle = .plain) -> Int {
        var column = x
        for character in text {
            let columns = Cell.width(of: character)
            if column >= 0, column + columns <= width, y >= 0, y < height {
                for covered in column..<(column + columns) { detachWideCharacter(at: covered, y) }
                self[column, y] = Cell(character, style: style)
                if columns == 2 { self[column + 1, y] = Cell(continuationWith: style) }
            }
            column += columns
        }
        return column
    }

    /// Before cell (x, y) is overwritten: blanks the other half of a wide
    /// character that covers it, so no half of one is ever left behind.
    private mutating func detachWideCharacter(at x: Int, _ y: Int) {
        let cell = self[x, y]
        if cell.character == nil, x > 0 {
            self[x - 1, y] = .blank
        } else if let character = cell.character, Cell.width(of: character) == 2 {
            self[x + 1, y] = .blank
        }
    }

    /// Blanks every cell.
    public mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
    }

    /// The characters of each row, styles left out.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                if let character = cells[row * width + column].character { line.append(character) }
            }
            return line
        }
    }
}
