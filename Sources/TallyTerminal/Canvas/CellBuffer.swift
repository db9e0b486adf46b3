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
///
/// Cells are stored as numbers, a character code and a packed style each,
/// so that a renderer compares whole rows as integers.
public struct CellBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Per cell: a Unicode scalar's value, ``continuationCode``, or
    /// ``clusterFlag`` plus an index into `clusters` for a character of
    /// several scalars.
    private(set) var codes: [UInt32]
    /// Per cell: its ``PackedStyle``'s bits.
    private(set) var shownStyles: [UInt64]
    /// Characters of more than one scalar (flags, emoji with modifiers),
    /// each once, in the order first written.
    private(set) var clusters: [Character] = []
    /// Per row: whether a cell of it may have been written since the
    /// buffer was made or last cleared. A row that is not is blank, so
    /// ``clear()`` leaves it alone and a renderer need not compare it.
    private(set) var touchedRows: [Bool]

    static let continuationCode: UInt32 = 0xFFFF_FFFF
    static let clusterFlag: UInt32 = 0x8000_0000
    static let blankCode = UInt32(UInt8(ascii: " "))
    /// The most UTF-8 bytes a cell's character may take: the longest emoji
    /// sequences take about 40, a letter with a few accents a dozen.
    static let longestCharacter = 128

    /// A blank buffer.
    ///
    /// ```swift
    /// CellBuffer(width: 80, height: 24).lines.count  // 24
    /// ```
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        codes = Array(repeating: Self.blankCode, count: self.width * self.height)
        shownStyles = Array(repeating: 0, count: self.width * self.height)
        touchedRows = Array(repeating: false, count: self.height)
    }

    /// A buffer holding `lines` in plain style, padded with blanks to the
    /// longest line.
    ///
    /// ```swift
    /// CellBuffer(lines: ["ab", "c"]).lines  // ["ab", "c "]
    /// ```
    public init(lines: [String]) {
        let width = lines.map(Cell.width(of:)).max() ?? 0
        self.init(width: width, height: lines.count)
        for (row, line) in lines.enumerated() { put(line, x: 0, y: row) }
    }

    /// The cell at column `x`, row `y`; a blank outside the buffer.
    ///
    /// Setting a cell keeps characters whole, as ``put(_:x:y:style:)``
    /// does: a wide character takes the next column too (and is left out
    /// where it does not fit), the other half of a wide character it
    /// overwrites is blanked, and the right half of a wide character (a
    /// cell whose `character` is nil) only restyles a right half already
    /// there; elsewhere it is a blank.
    ///
    /// ```swift
    /// buffer[0, 0] = Cell("7", style: TextStyle(isBold: true))
    /// buffer[0, 0].character  // "7"
    /// ```
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard contains(x: x, y: y) else { return .blank }
            let index = y * width + x
            let style = PackedStyle(rawValue: shownStyles[index]).style
            guard let character = character(for: codes[index]) else { return Cell(continuationWith: style) }
            return Cell(character, style: style)
        }
        set {
            guard contains(x: x, y: y) else { return }
            if let character = newValue.character {
                put(String(character), x: x, y: y, style: newValue.style)
                return
            }
            let index = y * width + x
            if codes[index] == Self.continuationCode {
                shownStyles[index] = PackedStyle(newValue.style).rawValue  // already a right half
            } else {
                put(" ", x: x, y: y, style: newValue.style)
            }
        }
    }

    /// Whether column `x`, row `y` lies inside the buffer.
    ///
    /// ```swift
    /// CellBuffer(width: 2, height: 1).contains(x: 2, y: 0)  // false
    /// ```
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` from column `x` of row `y`, clipped to the buffer.
    ///
    /// ```swift
    /// buffer.put("倒计时", x: 0, y: 0)  // 6 columns: each character is wide
    /// ```
    ///
    /// - Returns: The column after the text.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: TextStyle = .plain) -> Int {
        let shownStyle = PackedStyle(style).rawValue
        if Cell.isNarrowScalars(text) { return putScalars(text, x: x, y: y, shownStyle: shownStyle) }
        return putCharacters(text, x: x, y: y, shownStyle: shownStyle)
    }

    /// ``put(_:x:y:style:)`` for text that ``Cell/isNarrowScalars(_:)``:
    /// a scalar a cell, no `Character` made.
    mutating func putScalars(_ text: String, x: Int, y: Int, shownStyle: UInt64) -> Int {
        var column = x
        guard y >= 0, y < height else { return x + text.unicodeScalars.count }
        for scalar in text.unicodeScalars {
            if column >= 0, column < width {
                touchedRows[y] = true
                detachWideCharacter(at: column, y)
                codes[y * width + column] = scalar.value
                shownStyles[y * width + column] = shownStyle
            }
            column += 1
        }
        return column
    }

    /// ``put(_:x:y:style:)`` a character at a time: any text. A character
    /// holding a control or an invisible format character (ESC, U+202E)
    /// is drawn as U+FFFD: the one door through which text becomes cells
    /// lets no text become terminal control. So is a character longer than
    /// ``longestCharacter``, which no terminal draws as one (a letter
    /// under 20,000 accents): a cell's bytes stay few enough to count.
    mutating func putCharacters(_ text: String, x: Int, y: Int, shownStyle: UInt64) -> Int {
        var column = x
        for shown in text {
            let character: Character =
                shown.utf8.count > Self.longestCharacter
                    || shown.unicodeScalars.contains(where: \.isControlOrInvisibleFormat) ? "\u{FFFD}" : shown
            let columns = Cell.width(of: character)
            if column >= 0, column + columns <= width, y >= 0, y < height {
                touchedRows[y] = true
                for covered in column..<(column + columns) { detachWideCharacter(at: covered, y) }
                let index = y * width + column
                codes[index] = code(for: character)
                shownStyles[index] = shownStyle
                if columns == 2 {
                    codes[index + 1] = Self.continuationCode
                    shownStyles[index + 1] = shownStyle
                }
            }
            column += columns
        }
        return column
    }

    /// Calls `body` for each row of `rows` (those inside the buffer) with
    /// a ``RowWriter`` that sets a column of that row to a one-column
    /// scalar, without making a `Character`, the other half of a wide
    /// character it overwrites blanked: the path big digits are drawn
    /// through. The storage is made unique once, not for each cell; a
    /// column outside the buffer stops the program.
    mutating func withScalars(rows: Range<Int>, _ body: (_ row: Int, _ cells: RowWriter) -> Void) {
        let width = width
        let rows = rows.clamped(to: 0..<height)
        for row in rows { touchedRows[row] = true }
        codes.withUnsafeMutableBufferPointer { codes in
            shownStyles.withUnsafeMutableBufferPointer { shownStyles in
                for row in rows {
                    body(
                        row,
                        RowWriter(
                            codes: codes.baseAddress! + row * width, shownStyles: shownStyles.baseAddress! + row * width,
                            width: width))
                }
            }
        }
    }

    /// One row of a buffer's storage, for the length of one
    /// ``withScalars(rows:_:)`` (it holds pointers into the storage: never
    /// kept beyond it): a cell set in a few instructions, the call inlined
    /// into the drawing loop.
    struct RowWriter {
        fileprivate let codes: UnsafeMutablePointer<UInt32>
        fileprivate let shownStyles: UnsafeMutablePointer<UInt64>
        fileprivate let width: Int

        /// Sets column `x` to `scalar` (one column wide) in `shownStyle`.
        @inline(__always)
        func set(_ x: Int, _ scalar: UInt32, _ shownStyle: UInt64) {
            precondition(x >= 0 && x < width, "a column outside the buffer")
            // Half of a wide character overwritten: its other half is blanked.
            let old = codes[x]
            if old == CellBuffer.continuationCode, x > 0 {
                (codes[x - 1], shownStyles[x - 1]) = (CellBuffer.blankCode, 0)
            } else if old > 0x1100, x + 1 < width, codes[x + 1] == CellBuffer.continuationCode {
                (codes[x + 1], shownStyles[x + 1]) = (CellBuffer.blankCode, 0)
            }
            codes[x] = scalar
            shownStyles[x] = shownStyle
        }
    }

    /// Before cell (x, y) is overwritten: blanks the other half of a wide
    /// character that covers it, so no half of one is ever left behind.
    private mutating func detachWideCharacter(at x: Int, _ y: Int) {
        let code = codes[y * width + x]
        if code == Self.continuationCode {
            if x > 0 { blank(x - 1, y) }
        } else if code > 0x1100, x + 1 < width, codes[y * width + x + 1] == Self.continuationCode {
            blank(x + 1, y)
        }
    }

    private mutating func blank(_ x: Int, _ y: Int) {
        codes[y * width + x] = Self.blankCode
        shownStyles[y * width + x] = 0
    }

    /// Draws `other` over this buffer with its top-left cell at (`x`, `y`):
    /// its cells that are not plain blanks replace these, clipped to the
    /// buffer; wide characters cut at an edge are left out.
    ///
    /// ```swift
    /// var screen = CellBuffer(width: 10, height: 3)
    /// screen.overlay(CellBuffer(lines: ["4:59"]), x: 2, y: 1)
    /// screen.lines[1]  // "  4:59    "
    /// ```
    public mutating func overlay(_ other: CellBuffer, x: Int, y: Int) {
        let shares = sharesClusters(with: other)
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for column in 0..<other.width where x + column >= 0 && x + column < width {
                let from = row * other.width + column
                let code = other.codes[from]
                guard code != Self.blankCode || other.shownStyles[from] != 0 else { continue }
                // Half a wide character never lands alone.
                if code == Self.continuationCode, x + column - 1 < 0 { continue }
                if column + 1 < other.width, other.codes[from + 1] == Self.continuationCode, x + column + 1 >= width {
                    continue
                }
                let to = (y + row) * width + x + column
                touchedRows[y + row] = true
                // Half of a wide character overwritten: its other half is blanked
                // (a continuation's own left half is the cell just written).
                if code != Self.continuationCode {
                    detachWideCharacter(at: x + column, y + row)
                } else if codes[to] != Self.continuationCode, codes[to] > 0x1100, x + column + 1 < width,
                    codes[to + 1] == Self.continuationCode
                {
                    blank(x + column + 1, y + row)
                }
                // A continuation's flag bits are not a cluster's: copied as it is.
                if shares || code & Self.clusterFlag == 0 || code == Self.continuationCode {
                    codes[to] = code
                    shownStyles[to] = other.shownStyles[from]
                } else {
                    self[x + column, y + row] = other[column, row]
                }
            }
        }
    }

    /// Copies rows `rows` of `other`, a buffer of the same size, into this
    /// buffer's own storage, and takes its clusters and its record of the
    /// rows written: enough to make both hold the same cells when every
    /// other row already agrees.
    mutating func copyRows(_ rows: [Int], from other: CellBuffer) {
        precondition(width == other.width && height == other.height, "copyRows needs buffers of one size")
        let width = width
        codes.withUnsafeMutableBufferPointer { codes in
            other.codes.withUnsafeBufferPointer { otherCodes in
                shownStyles.withUnsafeMutableBufferPointer { shownStyles in
                    other.shownStyles.withUnsafeBufferPointer { otherShownStyles in
                        for row in rows {
                            let range = row * width..<(row + 1) * width
                            _ = codes[range].update(fromContentsOf: otherCodes[range])
                            _ = shownStyles[range].update(fromContentsOf: otherShownStyles[range])
                        }
                    }
                }
            }
        }
        if clusters != other.clusters { clusters = other.clusters }
        // Every other row agrees already, so each row is as blank as the
        // other's. Copied in place: sharing the other's array would make its
        // next write copy it.
        if touchedRows != other.touchedRows {
            touchedRows.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: other.touchedRows) }
        }
    }

    /// Blanks every cell.
    ///
    /// ```swift
    /// buffer.clear()
    /// buffer.lines  // ["     "]
    /// ```
    public mutating func clear() {
        // Only the rows written since the last clear: the others are blank.
        let width = width
        touchedRows.withUnsafeMutableBufferPointer { touched in
            codes.withUnsafeMutableBufferPointer { codes in
                shownStyles.withUnsafeMutableBufferPointer { shownStyles in
                    var row = 0
                    while row < touched.count {
                        guard touched[row] else {
                            row += 1
                            continue
                        }
                        // A run of touched rows is one stretch of memory.
                        var end = row + 1
                        while end < touched.count, touched[end] { end += 1 }
                        let cells = row * width..<end * width
                        codes[cells].update(repeating: Self.blankCode)
                        shownStyles[cells].update(repeating: 0)
                        touched[row..<end].update(repeating: false)
                        row = end
                    }
                }
            }
        }
        clusters.removeAll(keepingCapacity: true)
    }

    /// The characters of each row, styles left out.
    ///
    /// ```swift
    /// CellBuffer(lines: ["4:59"]).lines  // ["4:59"]
    /// ```
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                if let character = character(for: codes[row * width + column]) { line.append(character) }
            }
            return line
        }
    }

    /// The code stored for `character`: its scalar, or a cluster's index.
    private mutating func code(for character: Character) -> UInt32 {
        if let ascii = character.asciiValue { return UInt32(ascii) }
        let scalars = character.unicodeScalars
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return scalars.first!.value }
        if let index = clusters.firstIndex(of: character) { return Self.clusterFlag | UInt32(index) }
        clusters.append(character)
        return Self.clusterFlag | UInt32(clusters.count - 1)
    }

    /// The character a code stands for; nil for a continuation.
    func character(for code: UInt32) -> Character? {
        Self.character(for: code, in: clusters)
    }

    /// The character of `code` in a buffer whose clusters are `clusters`.
    static func character(for code: UInt32, in clusters: [Character]) -> Character? {
        if code == continuationCode { return nil }
        if code & clusterFlag != 0 { return clusters[Int(code & ~clusterFlag)] }
        return Character(Unicode.Scalar(code) ?? " ")
    }

    /// Whether both buffers store their clusters alike, so that equal codes
    /// mean equal characters.
    func sharesClusters(with other: CellBuffer) -> Bool {
        clusters.isEmpty && other.clusters.isEmpty || clusters == other.clusters
    }

    /// Whether both hold the same cells: characters and styles alike.
    ///
    /// ```swift
    /// CellBuffer(lines: ["ab"]) == CellBuffer(lines: ["ab"])  // true
    /// ```
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.shownStyles == rhs.shownStyles else { return false }
        if lhs.sharesClusters(with: rhs) { return lhs.codes == rhs.codes }
        return zip(lhs.codes, rhs.codes).allSatisfy { lhs.character(for: $0) == rhs.character(for: $1) }
    }

    /// Hashes the size and the cells, consistently with `==`.
    ///
    /// ```swift
    /// Set([CellBuffer(lines: ["ab"]), CellBuffer(lines: ["ab"])]).count  // 1
    /// ```
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(shownStyles)
        for code in codes { hasher.combine(character(for: code)) }
    }
}
