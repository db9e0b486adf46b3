import TallyCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A double-buffered terminal screen: draw each frame into ``back``, then
/// ``render()`` diffs it against what the terminal shows and returns the
/// bytes that change only the cells that differ.
///
/// Cursor moves and colour changes are sent only when needed: consecutive
/// changed cells on a row need no move, and runs in one style need one SGR
/// sequence. Rows that did not change cost one comparison of integers, and
/// rows written in neither frame (blank in both) not even that. A run
/// of block glyphs may be written in reverse video, where a full block is a
/// space (one byte instead of three). A frame identical to the last one
/// renders to no bytes at all.
///
/// ```swift
/// var screen = TerminalScreen(width: 10, height: 2, colorMode: .none)
/// screen.back.put("4:59", x: 0, y: 0)
/// let first = screen.render()    // clears the screen and writes "4:59"
/// screen.back.clear()
/// screen.back.put("4:58", x: 0, y: 0)
/// let second = screen.render()   // "\u{1B}[D8": one step back, one character
/// screen.render().isEmpty        // true: nothing changed
/// ```
public struct TerminalScreen: Sendable {
    /// The frame being drawn.
    public var back: CellBuffer
    /// What the terminal shows; nil until the first render, or after a
    /// resize, when everything is drawn again (as it is when ``back`` is
    /// given a buffer of another size).
    private var front: CellBuffer?
    /// How colours are written.
    public let colorMode: ColorMode
    private var cursor: (x: Int, y: Int)?
    /// The terminal's SGR state; nil when unknown.
    private var sgr: SGRState?
    /// The style bits this terminal shows.
    private let visible: UInt64
    /// The SGR parameters of each shown style met so far, e.g. `"1;38;5;117"`.
    private var parameterCache: [UInt64: [UInt8]] = [:]
    /// The SGR sequences written so far, by what they set and from where.
    private var sequenceCache: [SequenceKey: [UInt8]] = [:]
    /// The shortest-path tables of ``writeStretch(from:_:shownStyle:rowEnd:_:into:)``,
    /// kept from row to row so that a frame allocates none.
    private var planner = StretchPlanner()
    /// The rows the last render found changed, kept so that a frame
    /// allocates no list of them.
    private var changedRows: [Int] = []
    /// The bytes of the last render: room reserved for the next.
    private var lastOutputCount = 0

    private struct SequenceKey: Hashable {
        var shownStyle: UInt64
        var isReversed: Bool
        var fromPlain: Bool
    }

    /// The SGR state: a shown style, and whether it is in reverse video (the
    /// stretch's two pens: plain, and reversed).
    private struct SGRState: Equatable {
        var shownStyle: UInt64
        var isReversed = false
    }

    /// Where a row's trailing blanks on the default background begin (its
    /// width when it ends in none), and its last cell that looks different
    /// from before (-1 when none does).
    private struct RowEnd {
        var trailingBlanks: Int
        var lastChange: Int
    }

    /// A screen of `width` × `height` cells.
    ///
    /// ```swift
    /// var screen = TerminalScreen(width: 80, height: 24, colorMode: .trueColor)
    /// ```
    public init(width: Int, height: Int, colorMode: ColorMode) {
        back = CellBuffer(width: width, height: height)
        self.colorMode = colorMode
        visible = PackedStyle.visibleBits(in: colorMode)
    }

    /// Starts over at a new size: the next render draws everything.
    ///
    /// ```swift
    /// screen.resize(width: 100, height: 30)
    /// ```
    public mutating func resize(width: Int, height: Int) {
        back = CellBuffer(width: width, height: height)
        front = nil
        cursor = nil
        sgr = nil
    }

    /// The bytes that bring the terminal from the last rendered frame to
    /// ``back``; empty when they look the same.
    ///
    /// A blank shows only its background, so blanks are written in whatever
    /// style is current when the backgrounds agree, and a long run of them
    /// is erased (ECH) rather than written.
    ///
    /// ```swift
    /// FileHandle.standardOutput.write(Data(screen.render()))
    /// ```
    ///
    /// - Complexity: O(rows) for rows that did not change, O(cells) for
    ///   those that did, and bytes only for cells that changed.
    public mutating func render() -> [UInt8] {
        var output: [UInt8] = []
        render(into: &output)
        return output
    }

    /// ``render()`` into `output`, replacing what it held but keeping its
    /// room: a caller that renders frame after frame into one array
    /// allocates nothing once it has grown.
    ///
    /// ```swift
    /// var bytes: [UInt8] = []
    /// screen.render(into: &bytes)
    /// FileHandle.standardOutput.write(Data(bytes))
    /// ```
    public mutating func render(into output: inout [UInt8]) {
        output.removeAll(keepingCapacity: true)
        if front?.width != back.width || front?.height != back.height {
            // The first frame, or ``back`` replaced by one of another size.
            output.append(contentsOf: "\u{1B}[0m\u{1B}[2J\u{1B}[H".utf8)
            cursor = (0, 0)
            sgr = SGRState(shownStyle: 0)
            front = CellBuffer(width: back.width, height: back.height)
        }
        encodeChanges(into: &output)
        if let sgr, sgr.isReversed { setPen(SGRState(shownStyle: sgr.shownStyle), into: &output) }
        // Only the rows that differ, into the front buffer's own storage:
        // the caller's next clear of ``back`` then copies nothing.
        front!.copyRows(changedRows, from: back)
        lastOutputCount = output.count
    }

    /// Appends the bytes of every row of ``back`` that differs from the
    /// front buffer, and lists those rows in ``changedRows``.
    private mutating func encodeChanges(into output: inout [UInt8]) {
        changedRows.removeAll(keepingCapacity: true)
        let previous = front!
        let current = back
        let codesAgree = current.sharesClusters(with: previous)
        current.codes.withUnsafeBufferPointer { codes in
            current.shownStyles.withUnsafeBufferPointer { shownStyles in
                previous.codes.withUnsafeBufferPointer { oldCodes in
                    previous.shownStyles.withUnsafeBufferPointer { oldShownStyles in
                        let cells = FrameDiff(
                            codes: codes, shownStyles: shownStyles, oldCodes: oldCodes, oldShownStyles: oldShownStyles,
                            clusters: current.clusters, oldClusters: previous.clusters, clustersAgree: codesAgree,
                            visible: visible)
                        for y in 0..<current.height {
                            // Rows written in neither frame are blank in both.
                            if !current.touchedRows[y], !previous.touchedRows[y] { continue }
                            let row = y * current.width..<(y + 1) * current.width
                            if codesAgree,
                                memcmp(
                                    codes.baseAddress! + row.lowerBound, oldCodes.baseAddress! + row.lowerBound,
                                    row.count * MemoryLayout<UInt32>.stride) == 0,
                                memcmp(
                                    shownStyles.baseAddress! + row.lowerBound, oldShownStyles.baseAddress! + row.lowerBound,
                                    row.count * MemoryLayout<UInt64>.stride) == 0
                            {
                                continue
                            }
                            if changedRows.isEmpty {
                                // Room for about what the last frame took; none for a frame that changed nothing.
                                output.reserveCapacity(output.count + lastOutputCount + 256)
                            }
                            changedRows.append(y)
                            renderRow(y, cells, into: &output)
                        }
                    }
                }
            }
        }
    }

    /// Writes the cells of row `y` that look different from `previous`:
    /// stretches in one shown style planned by ``writeStretch(from:_:shownStyle:rowEnd:_:into:)``,
    /// and the row's trailing blanks erased to its end.
    private mutating func renderRow(_ y: Int, _ cells: FrameDiff, into output: inout [UInt8]) {
        let rowEnd = self.rowEnd(of: y, cells)
        var x = 0
        let row = y * back.width
        while x <= rowEnd.lastChange {
            // The same code and shown style: the cheaper test first, for the
            // unchanged cells a row's changes lie among.
            x = cells.firstChanged(from: row + x, to: row + rowEnd.lastChange + 1) - row
            if x > rowEnd.lastChange { break }
            let index = row + x
            let code = cells.codes[index]
            guard code != CellBuffer.continuationCode, !cells.showsTheSame(index) else {
                x += 1
                continue
            }
            moveCursor(to: x, y, cells, into: &output)
            let shownStyle = cells.shownStyles[index] & visible
            if code == CellBuffer.blankCode, x >= rowEnd.trailingBlanks {
                // Any plain pen on the default background erases alike.
                let eraser = sgr.map { SGRState(shownStyle: $0.shownStyle) } ?? SGRState(shownStyle: 0)
                setPen(eraser.shownStyle & PackedStyle.backgroundBits == 0 ? eraser : SGRState(shownStyle: 0), into: &output)
                x = writeTrailingBlanks(from: x, y, lastChange: rowEnd.lastChange, cells, into: &output)
                continue
            }
            // A blank takes the pen's shown style when that shows its background.
            var stretchStyle = shownStyle
            if code == CellBuffer.blankCode, let sgr,
                sgr.shownStyle & PackedStyle.backgroundBits == shownStyle & PackedStyle.backgroundBits
            {
                stretchStyle = sgr.shownStyle
            }
            x = writeStretch(from: x, y, shownStyle: stretchStyle, rowEnd: rowEnd, cells, into: &output)
        }
    }

    /// Where row `y` ends in blanks on the default background, and its last
    /// cell that looks different from before (-1 when none does): one pass
    /// from the right, so the row's blank runs need not look ahead again.
    private func rowEnd(of y: Int, _ cells: FrameDiff) -> RowEnd {
        var blankFrom = back.width
        var lastChange = -1
        var column = back.width - 1
        while column >= 0, lastChange < 0 || blankFrom == column + 1 {
            let index = y * back.width + column
            if lastChange < 0, !cells.isUnchanged(index), !cells.showsTheSame(index) { lastChange = column }
            if blankFrom == column + 1, cells.isDefaultBlank(index) {
                blankFrom = column
            }
            column -= 1
        }
        return RowEnd(trailingBlanks: blankFrom, lastChange: lastChange)
    }

    /// Writes the changed blanks at `x`, where the row's trailing blanks on
    /// the default background begin (the cursor is there, in a plain pen on
    /// that background): an erase to the end of the row (`ESC[K`), unless
    /// the run is the row's last change and its blanks cost no more
    /// written. Returns the column after what it wrote.
    private mutating func writeTrailingBlanks(
        from x: Int, _ y: Int, lastChange: Int, _ cells: FrameDiff, into output: inout [UInt8]
    ) -> Int {
        var end = x + 1
        while end < back.width, !cells.showsTheSame(y * back.width + end) { end += 1 }
        if lastChange < end, (end - x) * CellKind.blankCosts.plain <= ByteWriter.controlCount(nil) {
            ByteWriter.append((end - x) * CellKind.blankCosts.plain, to: &output) { writer in
                for _ in x..<end {
                    CellKind.blank.write(CellBuffer.blankCode, in: cells.clusters, reversed: false, into: &writer)
                }
            }
            cursor = (end, y)
            return end
        }
        Self.appendControl(nil, UInt8(ascii: "K"), to: &output)
        cursor = (x, y)
        return back.width
    }

    /// Writes the changed cells from `x` that can be drawn with a pen in
    /// `shownStyle` (plain or reversed), up to the row's trailing blanks or the
    /// first changed cell that needs another shown style, with the fewest bytes:
    /// each cell written plainly, or in reverse video as its block
    /// complement (a full block as a space), unchanged cells skipped or
    /// written again, blank runs erased; a shortest path over the cells and
    /// the two pens, switches counted. Returns the column after the stretch.
    private mutating func writeStretch(
        from x: Int, _ y: Int, shownStyle: UInt64, rowEnd: RowEnd, _ cells: FrameDiff, into output: inout [UInt8]
    ) -> Int {
        // The planner is taken out of `self` while it works, so that the
        // screen's own methods may run meanwhile.
        var planner = self.planner
        self.planner = StretchPlanner()
        defer { self.planner = planner }
        let row = y * back.width
        Self.planStretch(
            &planner, from: row + x, through: row + min(rowEnd.lastChange, rowEnd.trailingBlanks - 1), shownStyle: shownStyle,
            cells)
        let plainPen = SGRState(shownStyle: shownStyle)
        let reversedPen = SGRState(shownStyle: shownStyle, isReversed: true)
        let startPlain = sgr == plainPen ? 0 : switchCost(to: plainPen)
        let startReversed = sgr == reversedPen ? 0 : switchCost(to: reversedPen)
        let total = planner.solve(
            startPlain: startPlain, startReversed: startReversed, canReverse: canReverse(shownStyle),
            canErase: shownStyle & PackedStyle.backgroundBits == 0)
        let first = planner.tracePath() == 1 ? reversedPen : plainPen
        setPen(first, into: &output)
        // The plan's cost is its bytes: room for them is made once.
        Self.emitPath(
            of: planner, from: row + x, bytes: total - (first.isReversed ? startReversed : startPlain), cells,
            into: &output)
        let last = planner.pathCount > 0 ? planner.path[0] : nil
        if let last { sgr = last.isReversed ? reversedPen : plainPen }
        cursor = (x + (last?.step == .eraseToEnd ? Int(last!.from) : planner.columns), y)
        return x + planner.columns
    }

    /// Fills `planner` with the stretch of cells from `start` in `shownStyle`,
    /// up to `last` (cell indices of the frame): up to its last changed
    /// cell this shown style can draw. Each cell is a segment, its costs
    /// ``CellKind``'s, unless it joins the run of its kind before it; a
    /// long unchanged run is one gap, only skipped.
    private static func planStretch(
        _ planner: inout StretchPlanner, from start: Int, through last: Int, shownStyle: UInt64, _ cells: FrameDiff
    ) {
        planner.removeAll()
        // The segments up to the last changed one: the plan ends there.
        var throughLastChange = 0
        // Each step takes at least one column and adds at most two segments
        // (a wide character at the last column adds both of its own).
        planner.append(room: 2 * max(last - start + 1, 0)) { appender in
            var index = start
            // The end of the last unchanged run found too short for a gap:
            // its cells need no second shown style for one.
            var shortRunEnd = start
            // The kind of the run the last segment holds, while one more
            // such cell may join it.
            var run = StretchPlanner.RunKind.none
            while index <= last {
                let isUnchanged = cells.isUnchanged(index)
                if index >= shortRunEnd, isUnchanged {
                    // A gap is all default blanks or has none, so that an
                    // erase may begin or end where its blanks do.
                    let isBlank = cells.isDefaultBlank(index)
                    // At most a segment's width: a wider row's gap is two.
                    let gapEnd = cells.gapEnd(from: index, to: min(last + 1, index + Int(Int16.max)), isBlank: isBlank)
                    if gapEnd - index < Self.shortestGap {
                        shortRunEnd = gapEnd
                    } else if cells.codes[index] != CellBuffer.continuationCode {
                        appender.append(
                            StretchPlanner.Segment(
                                changed: false, plain: -1, reversed: -1, blank: isBlank, width: Int16(gapEnd - index)))
                        (index, run) = (gapEnd, .none)
                        continue
                    }
                }
                let cell = StretchCell(index, shownStyle: shownStyle, isUnchanged: isUnchanged, cells)
                if cell.isChanged, cell.plain < 0 { break }
                index += appendCell(cell, after: &run, to: &appender)
                if cell.isChanged { throughLastChange = appender.count }
                // The like cells that follow a run of changed blocks or
                // changed default blanks join it at once, as the tests
                // above would have joined them one by one.
                let joined = extendRun(run, from: index, through: last, shownStyle: shownStyle, cells, to: &appender)
                if joined > 0 {
                    index += joined
                    throughLastChange = appender.count
                }
            }
        }
        planner.truncate(to: throughLastChange)
    }

    /// Appends `cell`: to the run of its kind that the last segment holds
    /// (`run`), or as a segment of its own (two for a wide character), which
    /// then starts a run of its kind. Returns the columns it covers.
    @inline(__always)
    private static func appendCell(
        _ cell: StretchCell, after run: inout StretchPlanner.RunKind, to appender: inout StretchPlanner.Appender
    ) -> Int {
        let (plain, reversed) = (Int16(cell.plain), Int16(cell.reversed))
        let kind =
            cell.columns == 1 && cell.kind != .cluster
            ? StretchPlanner.runKind(
                plain: plain, reversed: reversed, isBlank: cell.isDefaultBlank, isChanged: cell.isChanged)
            : .none
        if kind != .none, kind == run, appender.lastWidth < Self.longestRun {
            appender.extendLast(plain: plain, reversed: reversed)
            return 1
        }
        run = kind
        appender.append(
            StretchPlanner.Segment(
                changed: cell.isChanged, plain: plain, reversed: reversed, blank: cell.isDefaultBlank,
                isWide: cell.columns == 2, width: 1))
        if cell.columns == 2 {
            appender.append(
                StretchPlanner.Segment(changed: cell.isChanged, plain: -1, reversed: -1, blank: false, width: 1))
        }
        return cell.columns
    }

    /// Joins to the last segment, a run of `run`, the cells from `index`
    /// (through `last`) that join such a run, when it is one of changed
    /// blocks or of changed default blanks: in a tight loop, as the
    /// stretch's loop would have joined them one by one. Returns how many.
    @inline(__always)
    private static func extendRun(
        _ run: StretchPlanner.RunKind, from index: Int, through last: Int, shownStyle: UInt64, _ cells: FrameDiff,
        to appender: inout StretchPlanner.Appender
    ) -> Int {
        let end = min(last + 1, index + Int(Self.longestRun - appender.lastWidth))
        switch run {
        case .changedBlocks:
            let blocks = cells.changedBlocks(from: index, to: end, shownStyle: shownStyle)
            guard blocks.count > 0 else { return 0 }
            appender.extendLast(
                cells: Int16(blocks.count), plain: Int16(blocks.plain), reversed: Int16(blocks.reversed))
            return blocks.count
        case .changedBlanks:
            let count = cells.changedDefaultBlanks(from: index, to: end)
            guard count > 0 else { return 0 }
            let blank = CellKind.blankCosts
            appender.extendLast(
                cells: Int16(count), plain: Int16(count * blank.plain), reversed: Int16(count * blank.reversed))
            return count
        case .none, .changedText, .unchangedText, .unchangedBlocks:
            return 0
        }
    }

    /// Writes the cheapest path `planner` traced, for the stretch whose
    /// first cell is `start`: `bytes` bytes, each cell as ``CellKind``
    /// writes it in the path's pen there.
    private static func emitPath(
        of planner: StretchPlanner, from start: Int, bytes: Int, _ cells: FrameDiff, into output: inout [UInt8]
    ) {
        let moveCount = planner.pathCount
        ByteWriter.append(bytes, to: &output) { writer in
            planner.path.withUnsafeBufferPointer { moves in
                // The path is traced from its end: its first move is last.
                for index in stride(from: moveCount - 1, through: 0, by: -1) {
                    emit(moves[index], from: start, cells, into: &writer)
                }
            }
        }
    }

    /// Writes one move of a stretch's path.
    @inline(__always)
    private static func emit(
        _ move: StretchPlanner.Move, from start: Int, _ cells: FrameDiff, into writer: inout ByteWriter
    ) {
        let distance = Int(move.to &- move.from)
        switch move.step {
        case .start: break
        case .toggle:
            writer.writeReverseVideo(move.isReversed)
        case .write:
            // A cell, a wide character (its right half writes nothing), or
            // a run of cells of one kind.
            for index in (start + Int(move.from))..<(start + Int(move.to)) {
                let code = cells.codes[index]
                CellKind(drawable: code).write(code, in: cells.clusters, reversed: move.isReversed, into: &writer)
            }
        case .skip:
            writer.writeForward(distance)
        case .erase, .eraseToEnd:
            writer.writeControl(distance, UInt8(ascii: "X"))
            if move.step == .erase { writer.writeForward(distance) }
        case .eraseAfterOne:
            CellKind.blank.write(CellBuffer.blankCode, in: cells.clusters, reversed: false, into: &writer)
            writer.writeControl(distance - 1, UInt8(ascii: "X"))
            writer.writeForward(distance - 1)
        }
    }

    /// Unchanged cells in a row that make a gap of their own in a stretch:
    /// skipping six or more costs at most as many bytes as writing them,
    /// and keeps the pen.
    private static let shortestGap = 6

    /// The most cells a run of one kind takes in one position: its bytes
    /// (at most four a cell) stay within the plan's 16-bit counts.
    private static let longestRun: Int16 = 4096

    /// Appends `ESC[` and `number` (if any) and `final`: a control
    /// sequence with at most one parameter, written without a string.
    static func appendControl(_ number: Int?, _ final: UInt8, to output: inout [UInt8]) {
        ByteWriter.append(ByteWriter.controlCount(number), to: &output) { $0.writeControl(number, final) }
    }

    /// Whether block glyphs in `shownStyle` may be written in reverse video: not
    /// bold in one of the eight basic colours, which many terminals show
    /// brighter as text colour but not as a reversed background.
    private func canReverse(_ shownStyle: UInt64) -> Bool {
        guard colorMode == .palette16, shownStyle & PackedStyle.boldBit != 0,
            let foreground = PackedStyle(rawValue: shownStyle).style.foreground
        else { return true }
        return ColorMode.nearest16(foreground) >= 8
    }

    /// Bytes to switch the pen to `target`: a toggle of reverse video when
    /// only that differs, else a whole SGR sequence.
    private mutating func switchCost(to target: SGRState) -> Int {
        if let sgr, sgr.shownStyle == target.shownStyle { return ByteWriter.reverseVideoCount(target.isReversed) }
        return sequence(for: target).count
    }

    /// Moves the cursor with the fewest bytes: nothing when it is there; on
    /// the same row, rewriting a few unchanged cells in the current style;
    /// else the shortest of an absolute move and relative ones (up or down,
    /// then left, right, to a column, or back to the margin and right).
    private mutating func moveCursor(to x: Int, _ y: Int, _ cells: FrameDiff, into output: inout [UInt8]) {
        guard let cursor else {
            Self.appendAbsoluteMove(to: x, y, to: &output)
            return
        }
        if cursor.x == x, cursor.y == y { return }
        if cursor.y == y, cursor.x < x, let bytes = rewriteCost(from: cursor.x, to: x, y, cells) {
            ByteWriter.append(bytes, to: &output) { writer in
                for index in (y * back.width + cursor.x)..<(y * back.width + x) {
                    let code = cells.codes[index]
                    CellKind(drawable: code).write(code, in: cells.clusters, reversed: false, into: &writer)
                }
            }
            return
        }
        Self.appendCheapestMove(from: cursor, to: x, y, width: back.width, to: &output)
    }

    /// The bytes of the unchanged cells between `start` and `end` on row
    /// `y` written again plainly in the current shown style (narrow scalars in it,
    /// or blanks on its background), when that is shorter than a move over
    /// them; else nil.
    private func rewriteCost(from start: Int, to end: Int, _ y: Int, _ cells: FrameDiff) -> Int? {
        guard let sgr, !sgr.isReversed else { return nil }
        let limit = StretchPlanner.moveCost(end - start)
        guard end - start < limit else { return nil }
        var bytes = 0
        for index in (y * back.width + start)..<(y * back.width + end) {
            let code = cells.codes[index]
            guard code < 0x1100 else { return nil }
            let kind = CellKind(
                code: code, shownStyle: cells.shownStyles[index] & visible, stretchStyle: sgr.shownStyle,
                background: sgr.shownStyle & PackedStyle.backgroundBits)
            guard kind == .blank || kind == .text || kind == .block else { return nil }
            bytes += kind.cost(of: code, in: cells.clusters, reversed: false)
            if bytes >= limit { return nil }
        }
        return bytes
    }

    /// `ESC[row;columnH`, or `ESC[rowH` for the first column.
    static func appendAbsoluteMove(to x: Int, _ y: Int, to output: inout [UInt8]) {
        let count = 3 + ByteWriter.decimalCount(y + 1) + (x > 0 ? 1 + ByteWriter.decimalCount(x + 1) : 0)
        ByteWriter.append(count, to: &output) { writer in
            writer.write(0x1B)
            writer.write(UInt8(ascii: "["))
            writer.writeDecimal(y + 1)
            if x > 0 {
                writer.write(UInt8(ascii: ";"))
                writer.writeDecimal(x + 1)
            }
            writer.write(UInt8(ascii: "H"))
        }
    }

    /// A way to reach a column on the cursor's row.
    private enum Horizontal {
        /// `\r`, then right: the way that works from anywhere.
        case margin
        /// `ESC[nG`.
        case column
        /// Right or left from where the cursor is, or nothing.
        case relative
    }

    /// Appends the shortest sequence from `cursor` to (`x`, `y`): an
    /// absolute move, or one up or down then to the column (from the
    /// margin, to the column by number, or relative). A cursor past the
    /// last column (after writing there) is really on it, with a wrap
    /// pending, so only moves that do not depend on its column start there.
    static func appendCheapestMove(
        from cursor: (x: Int, y: Int), to x: Int, _ y: Int, width: Int, to output: inout [UInt8]
    ) {
        let control = StretchPlanner.moveCost
        let dy = y - cursor.y
        let vertical = dy == 0 ? 0 : control(abs(dy))
        var way = Horizontal.margin
        var horizontal = 1 + (x == 0 ? 0 : control(x))
        if 3 + ByteWriter.decimalCount(x + 1) < horizontal {
            (way, horizontal) = (.column, 3 + ByteWriter.decimalCount(x + 1))
        }
        let dx = x - cursor.x
        if cursor.x < width, (dx == 0 ? 0 : control(abs(dx))) < horizontal {
            (way, horizontal) = (.relative, dx == 0 ? 0 : control(abs(dx)))
        }
        let absolute = 3 + ByteWriter.decimalCount(y + 1) + (x == 0 ? 0 : 1 + ByteWriter.decimalCount(x + 1))
        guard vertical + horizontal < absolute else {
            appendAbsoluteMove(to: x, y, to: &output)
            return
        }
        if dy != 0 { appendControl(abs(dy) == 1 ? nil : abs(dy), UInt8(ascii: dy > 0 ? "B" : "A"), to: &output) }
        switch way {
        case .margin:
            output.append(UInt8(ascii: "\r"))
            if x > 0 { appendControl(x == 1 ? nil : x, UInt8(ascii: "C"), to: &output) }
        case .column:
            appendControl(x + 1, UInt8(ascii: "G"), to: &output)
        case .relative:
            if dx != 0 { appendControl(abs(dx) == 1 ? nil : abs(dx), UInt8(ascii: dx > 0 ? "C" : "D"), to: &output) }
        }
    }

    /// Switches the terminal's pen to `target`: a toggle of reverse video
    /// when the shown style is the same, else a whole SGR sequence.
    private mutating func setPen(_ target: SGRState, into output: inout [UInt8]) {
        guard sgr != target else { return }
        if let sgr, sgr.shownStyle == target.shownStyle, sgr.isReversed != target.isReversed {
            ByteWriter.append(ByteWriter.reverseVideoCount(target.isReversed), to: &output) {
                $0.writeReverseVideo(target.isReversed)
            }
        } else {
            output += sequence(for: target)
        }
        sgr = target
    }

    /// The SGR sequence that sets `target` from the current pen: from the
    /// plain one only what it adds, else from a reset.
    private mutating func sequence(for target: SGRState) -> [UInt8] {
        let fromPlain = sgr == SGRState(shownStyle: 0)
        let key = SequenceKey(shownStyle: target.shownStyle, isReversed: target.isReversed, fromPlain: fromPlain)
        if let cached = sequenceCache[key] { return cached }
        var bytes: [UInt8] = Array("\u{1B}[".utf8)
        var parameters = parameters(for: target.shownStyle)
        if target.isReversed { parameters += parameters.isEmpty ? [UInt8(ascii: "7")] : Array(";7".utf8) }
        if !fromPlain {
            bytes.append(UInt8(ascii: "0"))
            if !parameters.isEmpty { bytes.append(UInt8(ascii: ";")) }
        } else if parameters.isEmpty {
            bytes.append(UInt8(ascii: "0"))
        }
        bytes += parameters
        bytes.append(UInt8(ascii: "m"))
        sequenceCache[key] = bytes
        return bytes
    }

    /// The SGR parameters of `shownStyle` (bold, then colours), without a reset.
    private mutating func parameters(for shownStyle: UInt64) -> [UInt8] {
        if let cached = parameterCache[shownStyle] { return cached }
        let style = PackedStyle(rawValue: shownStyle).style
        var parts: [String] = []
        if style.isBold { parts.append("1") }
        if let foreground = style.foreground { parts.append(colorMode.parameters(for: foreground, background: false)) }
        if let background = style.background { parts.append(colorMode.parameters(for: background, background: true)) }
        let bytes = Array(parts.joined(separator: ";").utf8)
        parameterCache[shownStyle] = bytes
        return bytes
    }
}
