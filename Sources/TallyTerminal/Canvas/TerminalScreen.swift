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
    private var pen: Pen?
    /// The style bits this terminal shows.
    private let visible: UInt64
    /// The SGR parameters of each look met so far, e.g. `"1;38;5;117"`.
    private var parameterCache: [UInt64: [UInt8]] = [:]
    /// The SGR sequences written so far, by what they set and from where.
    private var sequenceCache: [SequenceKey: [UInt8]] = [:]
    /// The shortest-path tables of ``writeStretch(from:_:look:tail:_:into:)``,
    /// kept from row to row so that a frame allocates none.
    private var plan = StretchPlan()
    /// The rows the last render found changed, kept so that a frame
    /// allocates no list of them.
    private var changedRows: [Int] = []
    /// The bytes of the last render: room reserved for the next.
    private var lastOutputCount = 0
    /// Whether a run of cells of one kind is one position of a
    /// stretch's plan (false only in tests, as the reference: each cell
    /// its own position).
    var mergesRuns = true

    /// A frame's cells and the last frame's, as unsafe buffers for the
    /// length of one render.
    private struct Cells {
        let codes: UnsafeBufferPointer<UInt32>
        let looks: UnsafeBufferPointer<UInt64>
        let oldCodes: UnsafeBufferPointer<UInt32>
        let oldLooks: UnsafeBufferPointer<UInt64>
        /// The clusters of the frame and of the last one: two references,
        /// not the buffers' eight, for a value copied for every stretch.
        let clusters: [Character]
        let oldClusters: [Character]
        /// The bits of a code that make equal codes unequal cells: none
        /// when the clusters agree (equal codes mean equal characters),
        /// else the cluster flag.
        let unsureBits: UInt32
        /// The style bits the terminal shows.
        let visible: UInt64

        /// Whether cell `index` is a blank on the default background: what
        /// an erase leaves.
        @inline(__always)
        func isDefaultBlank(_ index: Int) -> Bool {
            codes[index] == CellBuffer.blankCode && looks[index] & visible & PackedStyle.backgroundBits == 0
        }

        /// The changed cells from `start` (up to `end`) that join a run of
        /// kind 3 in `look`: block glyphs that have a complement. How many,
        /// and their bytes plainly and reversed: the tests of the
        /// stretch's loop for its commonest cells, in a few instructions
        /// each.
        @inline(__always)
        func changedBlocks(from start: Int, to end: Int, look: UInt64) -> (count: Int, plain: Int, reversed: Int) {
            var index = start
            var (plain, reversed) = (0, 0)
            while index < end {
                let code = codes[index]
                // A space has a complement too, but is a blank.
                guard code &- 0x2580 < 32, let complement = BlockComplement.of(code),
                    looks[index] & visible == look, code != oldCodes[index] || oldLooks[index] & visible != look
                else { break }
                plain &+= ByteWriter.utf8Count(code)
                reversed &+= ByteWriter.utf8Count(complement)
                index &+= 1
            }
            return (index &- start, plain, reversed)
        }

        /// The changed cells from `start` (up to `end`) that join a run of
        /// kind 1: blanks on the default background that showed something
        /// else. How many. Only in a stretch on the default background,
        /// the only one where such a run starts.
        @inline(__always)
        func changedDefaultBlanks(from start: Int, to end: Int) -> Int {
            var index = start
            while index < end, isDefaultBlank(index),
                oldCodes[index] != CellBuffer.blankCode || oldLooks[index] & visible & PackedStyle.backgroundBits != 0
            {
                index &+= 1
            }
            return index &- start
        }

        /// Where the gap from `start`, a cell that ``isUnchanged(_:)``,
        /// ends (at `end` at the latest): at the first cell after it that
        /// is not unchanged, or that is a default blank when `isBlank` is
        /// false (or is not one when it is true). The unchanged cells
        /// sought sixteen at a time, with ``firstChanged(from:to:)``.
        @inline(__always)
        func gapEnd(from start: Int, to end: Int, isBlank: Bool) -> Int {
            var index = start &+ 1
            while index < end {
                let chunkEnd = min(index &+ 16, end)
                let unchangedEnd = firstChanged(from: index, to: chunkEnd)
                while index < unchangedEnd, isDefaultBlank(index) == isBlank { index &+= 1 }
                if index < chunkEnd { break }
            }
            return index
        }

        /// Whether the terminal would show cell `index` like the same cell
        /// of the last frame: a blank's foreground and weight are invisible.
        @inline(__always)
        func looksSame(_ index: Int) -> Bool {
            let code = codes[index]
            let oldCode = oldCodes[index]
            let look = looks[index] & visible
            let oldLook = oldLooks[index] & visible
            if code == CellBuffer.blankCode, oldCode == CellBuffer.blankCode {
                return look & PackedStyle.backgroundBits == oldLook & PackedStyle.backgroundBits
            }
            guard look == oldLook else { return false }
            if code == oldCode, code & unsureBits == 0 {
                return true
            }
            return code & CellBuffer.clusterFlag != 0
                && CellBuffer.character(for: code, in: clusters) == CellBuffer.character(for: oldCode, in: oldClusters)
        }

        /// The first cell from `start` to `end` (`end` when none) that
        /// does not hold the same code and look as before: four cells to a
        /// test while the clusters agree.
        @inline(__always)
        func firstChanged(from start: Int, to end: Int) -> Int {
            var index = start
            if unsureBits == 0 {
                let (codes, oldCodes) = (UnsafeRawPointer(codes.baseAddress!), UnsafeRawPointer(oldCodes.baseAddress!))
                let (looks, oldLooks) = (UnsafeRawPointer(looks.baseAddress!), UnsafeRawPointer(oldLooks.baseAddress!))
                @inline(__always) func word(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt64 {
                    pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                }
                while end &- index >= 4 {
                    let (codeBytes, lookBytes) = (index &* 4, index &* 8)
                    let codeDifference =
                        (word(codes, codeBytes) ^ word(oldCodes, codeBytes))
                        | (word(codes, codeBytes &+ 8) ^ word(oldCodes, codeBytes &+ 8))
                    let lookDifference =
                        (word(looks, lookBytes) ^ word(oldLooks, lookBytes))
                        | (word(looks, lookBytes &+ 8) ^ word(oldLooks, lookBytes &+ 8))
                        | (word(looks, lookBytes &+ 16) ^ word(oldLooks, lookBytes &+ 16))
                        | (word(looks, lookBytes &+ 24) ^ word(oldLooks, lookBytes &+ 24))
                    if codeDifference | lookDifference != 0 { break }
                    index &+= 4
                }
            }
            while index < end, isUnchanged(index) { index &+= 1 }
            return index
        }

        /// Whether cell `index` holds the same code and look as before (a
        /// cluster's code only when the clusters agree): the test that
        /// finds unchanged runs.
        @inline(__always)
        func isUnchanged(_ index: Int) -> Bool {
            codes[index] == oldCodes[index] && looks[index] == oldLooks[index] && codes[index] & unsureBits == 0
        }
    }

    private struct SequenceKey: Hashable {
        var look: UInt64
        var isReversed: Bool
        var fromPlain: Bool
    }

    /// The SGR state: a look, and whether it is in reverse video.
    private struct Pen: Equatable {
        var look: UInt64
        var isReversed = false
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
        pen = nil
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
            pen = Pen(look: 0)
            front = CellBuffer(width: back.width, height: back.height)
        }
        encodeChanges(into: &output)
        if pen?.isReversed == true { setPen(Pen(look: pen!.look), into: &output) }
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
            current.looks.withUnsafeBufferPointer { looks in
                previous.codes.withUnsafeBufferPointer { oldCodes in
                    previous.looks.withUnsafeBufferPointer { oldLooks in
                        let cells = Cells(
                            codes: codes, looks: looks, oldCodes: oldCodes, oldLooks: oldLooks,
                            clusters: current.clusters, oldClusters: previous.clusters,
                            unsureBits: codesAgree ? 0 : CellBuffer.clusterFlag,
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
                                    looks.baseAddress! + row.lowerBound, oldLooks.baseAddress! + row.lowerBound,
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
    /// stretches in one look planned by ``writeStretch(from:_:look:tail:_:into:)``,
    /// and the row's trailing blanks erased to its end.
    private mutating func renderRow(_ y: Int, _ cells: Cells, into output: inout [UInt8]) {
        let tail = self.tail(of: y, cells)
        var x = 0
        let row = y * back.width
        while x <= tail.lastChange {
            // The same code and look: the cheaper test first, for the
            // unchanged cells a row's changes lie among.
            x = cells.firstChanged(from: row + x, to: row + tail.lastChange + 1) - row
            if x > tail.lastChange { break }
            let index = row + x
            let code = cells.codes[index]
            guard code != CellBuffer.continuationCode, !cells.looksSame(index) else {
                x += 1
                continue
            }
            moveCursor(to: x, y, cells, into: &output)
            let look = cells.looks[index] & visible
            if code == CellBuffer.blankCode, x >= tail.blankFrom {
                // Any plain pen on the default background erases alike.
                let eraser = pen.map { Pen(look: $0.look) } ?? Pen(look: 0)
                setPen(eraser.look & PackedStyle.backgroundBits == 0 ? eraser : Pen(look: 0), into: &output)
                x = writeTrailingBlanks(from: x, y, lastChange: tail.lastChange, cells, into: &output)
                continue
            }
            // A blank takes the pen's look when that shows its background.
            var stretchLook = look
            if code == CellBuffer.blankCode, let pen,
                pen.look & PackedStyle.backgroundBits == look & PackedStyle.backgroundBits
            {
                stretchLook = pen.look
            }
            x = writeStretch(from: x, y, look: stretchLook, tail: tail, cells, into: &output)
        }
    }

    /// Where row `y` ends in blanks on the default background, and its last
    /// cell that looks different from before (-1 when none does): one pass
    /// from the right, so the row's blank runs need not look ahead again.
    private func tail(of y: Int, _ cells: Cells) -> (blankFrom: Int, lastChange: Int) {
        var blankFrom = back.width
        var lastChange = -1
        var column = back.width - 1
        while column >= 0, lastChange < 0 || blankFrom == column + 1 {
            let index = y * back.width + column
            if lastChange < 0, !cells.isUnchanged(index), !cells.looksSame(index) { lastChange = column }
            if blankFrom == column + 1, cells.isDefaultBlank(index) {
                blankFrom = column
            }
            column -= 1
        }
        return (blankFrom, lastChange)
    }

    /// Writes the changed blanks at `x`, where the row's trailing blanks on
    /// the default background begin (the cursor is there, in a plain pen on
    /// that background): an erase to the end of the row, unless the run is
    /// the row's last change and at most three blanks, which are cheaper
    /// written. Returns the column after what it wrote.
    private mutating func writeTrailingBlanks(
        from x: Int, _ y: Int, lastChange: Int, _ cells: Cells, into output: inout [UInt8]
    ) -> Int {
        var end = x + 1
        while end < back.width, !cells.looksSame(y * back.width + end) { end += 1 }
        if lastChange < end, end - x <= 3 {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: end - x))
            cursor = (end, y)
            return end
        }
        output.append(contentsOf: "\u{1B}[K".utf8)
        cursor = (x, y)
        return back.width
    }

    /// Writes the changed cells from `x` that can be drawn with a pen in
    /// `look` (plain or reversed), up to the row's trailing blanks or the
    /// first changed cell that needs another look, with the fewest bytes:
    /// each cell written plainly, or in reverse video as its block
    /// complement (a full block as a space), unchanged cells skipped or
    /// written again, blank runs erased; a shortest path over the cells and
    /// the two pens, switches counted. Returns the column after the stretch.
    private mutating func writeStretch(
        from x: Int, _ y: Int, look: UInt64, tail: (blankFrom: Int, lastChange: Int), _ cells: Cells,
        into output: inout [UInt8]
    ) -> Int {
        let row = y * back.width
        let background = look & PackedStyle.backgroundBits
        let limit = min(tail.lastChange, tail.blankFrom - 1)
        // The stretch: up to its last changed cell this look can draw. Per
        // cell: whether it changed, and its bytes in each pen (-1: that pen
        // cannot draw it); a wide character's second column draws nothing;
        // a long unchanged run is one gap, only skipped.
        var plan = self.plan
        self.plan = StretchPlan()
        defer { self.plan = plan }
        plan.removeAll()
        var kept = 0
        // Each step takes at least one column and adds at most two positions
        // (a wide character at the last column adds both of its own).
        plan.append(room: 2 * max(limit - x + 1, 0)) { appender in
            var column = x
            // The end of the last unchanged run found too short for a gap:
            // its cells need no second look for one.
            var shortRunEnd = x
            // The kind of the run of cells that the last position holds,
            // while one more such cell may join it (0: none).
            var runKind: UInt8 = 0
            while column <= limit {
                let index = row + column
                let code = cells.codes[index]
                let cellLook = cells.looks[index] & cells.visible
                // The same code and look as before: it looks the same.
                let isUnchanged = cells.isUnchanged(index)
                if column >= shortRunEnd, isUnchanged {
                    // A gap is all default blanks or has none, so that an erase
                    // may begin or end where its blanks do.
                    let isBlank = cells.isDefaultBlank(index)
                    // At most a position's width: a wider row's gap is two.
                    let gapEnd =
                        cells.gapEnd(
                            from: index, to: row + min(limit + 1, column + Int(Int16.max)), isBlank: isBlank) - row
                    if gapEnd - column < Self.shortestGap {
                        shortRunEnd = gapEnd
                    } else if cells.codes[index] != CellBuffer.continuationCode {
                        // A gap of blanks may be erased with the blanks around it.
                        appender.append(
                            StretchPlan.Position(
                                changed: false, plain: -1, reversed: -1, blank: isBlank,
                                width: Int16(gapEnd - column)))
                        runKind = 0
                        column = gapEnd
                        continue
                    }
                }
                let isChanged = !isUnchanged && !cells.looksSame(index)
                var plain = -1
                var reversed = -1
                var width = 1
                if code == CellBuffer.blankCode {
                    if cellLook & PackedStyle.backgroundBits == background { (plain, reversed) = (1, 3) }
                } else if cellLook == look, code != CellBuffer.continuationCode {
                    if code & CellBuffer.clusterFlag != 0 {
                        let character = CellBuffer.character(for: code, in: cells.clusters) ?? " "
                        (plain, width) = (character.utf8.count, Cell.width(of: character))
                    } else {
                        plain = ByteWriter.utf8Count(code)
                        reversed = BlockComplement.of(code).map(ByteWriter.utf8Count) ?? -1
                        // Block elements and braille, the big digits' cells, are narrow.
                        if code >= 0x1100, !(0x2580...0x259F).contains(code), !(0x2800...0x28FF).contains(code) {
                            width = Cell.width(ofScalar: code)
                        }
                    }
                }
                if isChanged, plain < 0 { break }
                let isBlank = cells.isDefaultBlank(index)
                // A cell of the kind of the run before it joins it: one
                // position.
                let kind =
                    width == 1 && code & CellBuffer.clusterFlag == 0
                    ? StretchPlan.runKind(
                        plain: Int16(plain), reversed: Int16(reversed), isBlank: isBlank, isChanged: isChanged) : 0
                if kind != 0, mergesRuns, kind == runKind, appender.lastWidth < Self.longestRun {
                    appender.extendLast(plain: Int16(plain), reversed: Int16(reversed))
                    column += 1
                } else {
                    runKind = kind
                    appender.append(
                        StretchPlan.Position(
                            changed: isChanged, plain: Int16(plain), reversed: Int16(reversed), blank: isBlank,
                            isWide: width == 2, width: 1))
                    if width == 2 {
                        appender.append(
                            StretchPlan.Position(changed: isChanged, plain: -1, reversed: -1, blank: false, width: 1))
                    }
                    column += width
                }
                if isChanged { kept = appender.count }
                // The like cells that follow a run of changed blocks or
                // changed default blanks join it at once, as the tests
                // above would have joined them one by one.
                guard mergesRuns, runKind == 3 || runKind == 1 else { continue }
                let end = row + min(limit + 1, column + Int(Self.longestRun - appender.lastWidth))
                if runKind == 3 {
                    let run = cells.changedBlocks(from: row + column, to: end, look: look)
                    guard run.count > 0 else { continue }
                    appender.extendLast(
                        cells: Int16(run.count), plain: Int16(run.plain), reversed: Int16(run.reversed))
                    column += run.count
                } else {
                    let count = cells.changedDefaultBlanks(from: row + column, to: end)
                    guard count > 0 else { continue }
                    appender.extendLast(cells: Int16(count), plain: Int16(count), reversed: Int16(3 * count))
                    column += count
                }
                kept = appender.count
            }
        }
        plan.truncate(to: kept)
        let count = plan.columns
        let plainPen = Pen(look: look)
        let reversedPen = Pen(look: look, isReversed: true)
        let startPlain = pen == plainPen ? 0 : switchCost(to: plainPen)
        let startReversed = pen == reversedPen ? 0 : switchCost(to: reversedPen)
        let total = plan.solve(
            startPlain: startPlain, startReversed: startReversed, canReverse: canReverse(look),
            canErase: background == 0)
        let first = plan.tracePath() == 1 ? reversedPen : plainPen
        setPen(first, into: &output)
        // The plan's cost is its bytes: room for them is made once.
        let moveCount = plan.pathCount
        ByteWriter.append(total - (first.isReversed ? startReversed : startPlain), to: &output) { writer in
            plan.path.withUnsafeBufferPointer { moves in
                for index in stride(from: moveCount - 1, through: 0, by: -1) {
                    let move = moves[index]
                    let distance = Int(move.to &- move.from)
                    switch move.step {
                    case .start: break
                    case .toggle:
                        writer.writeReverseVideo(move.isReversed)
                    case .write:
                        // A cell, a wide character (its second column is
                        // passed), or a run of cells of one kind.
                        for index in (row + x + Int(move.from))..<(row + x + Int(move.to)) {
                            let code = cells.codes[index]
                            if code == CellBuffer.continuationCode { continue }
                            if move.isReversed {
                                writer.writeScalar(BlockComplement.of(code)!)
                            } else if code & CellBuffer.clusterFlag != 0 {
                                writer.write(
                                    contentsOf: (CellBuffer.character(for: code, in: cells.clusters) ?? " ").utf8)
                            } else {
                                writer.writeScalar(code)
                            }
                        }
                    case .skip:
                        writer.writeForward(distance)
                    case .erase, .eraseToEnd:
                        writer.writeControl(distance, UInt8(ascii: "X"))
                        if move.step == .erase { writer.writeForward(distance) }
                    case .eraseAfterOne:
                        writer.writeScalar(CellBuffer.blankCode)
                        writer.writeControl(distance - 1, UInt8(ascii: "X"))
                        writer.writeForward(distance - 1)
                    }
                }
            }
        }
        let last = moveCount > 0 ? plan.path[0] : nil
        if let last { pen = last.isReversed ? reversedPen : plainPen }
        cursor = (x + (last?.step == .eraseToEnd ? Int(last!.from) : count), y)
        return x + count
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

    /// Whether block glyphs in `look` may be written in reverse video: not
    /// bold in one of the eight basic colours, which many terminals show
    /// brighter as text colour but not as a reversed background.
    private func canReverse(_ look: UInt64) -> Bool {
        guard colorMode == .palette16, look & PackedStyle.boldBit != 0,
            let foreground = PackedStyle(rawValue: look).style.foreground
        else { return true }
        return ColorMode.nearest16(foreground) >= 8
    }

    /// Bytes to switch the pen to `target`: a toggle of reverse video when
    /// only that differs, else a whole SGR sequence.
    private mutating func switchCost(to target: Pen) -> Int {
        if let pen, pen.look == target.look { return target.isReversed ? StretchPlan.toReversed : StretchPlan.toPlain }
        return sequence(for: target).count
    }

    /// Moves the cursor with the fewest bytes: nothing when it is there; on
    /// the same row, rewriting a few unchanged cells in the current style;
    /// else the shortest of an absolute move and relative ones (up or down,
    /// then left, right, to a column, or back to the margin and right).
    private mutating func moveCursor(to x: Int, _ y: Int, _ cells: Cells, into output: inout [UInt8]) {
        guard let cursor else {
            Self.appendAbsoluteMove(to: x, y, to: &output)
            return
        }
        if cursor.x == x, cursor.y == y { return }
        if cursor.y == y, cursor.x < x, canRewrite(from: cursor.x, to: x, y, cells) {
            var count = 0
            for column in cursor.x..<x { count += ByteWriter.utf8Count(cells.codes[y * back.width + column]) }
            ByteWriter.append(count, to: &output) { writer in
                for column in cursor.x..<x { writer.writeScalar(cells.codes[y * back.width + column]) }
            }
            return
        }
        Self.appendCheapestMove(from: cursor, to: x, y, width: back.width, to: &output)
    }

    /// Whether the unchanged cells between `start` and `end` on row `y`,
    /// written again in the current style, are shorter than a move over them.
    private func canRewrite(from start: Int, to end: Int, _ y: Int, _ cells: Cells) -> Bool {
        guard let pen, !pen.isReversed else { return false }
        let limit = StretchPlan.moveCost(end - start)
        guard end - start < limit else { return false }
        var bytes = 0
        for column in start..<end {
            let index = y * back.width + column
            let code = cells.codes[index]
            guard code < 0x1100, code != CellBuffer.continuationCode else { return false }
            let look = cells.looks[index] & visible
            let same =
                code == CellBuffer.blankCode
                ? look & PackedStyle.backgroundBits == pen.look & PackedStyle.backgroundBits : look == pen.look
            guard same else { return false }
            bytes += ByteWriter.utf8Count(code)
            if bytes >= limit { return false }
        }
        return true
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
        let control = StretchPlan.moveCost
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
    /// when the look is the same, else a whole SGR sequence.
    private mutating func setPen(_ target: Pen, into output: inout [UInt8]) {
        guard pen != target else { return }
        if let pen, pen.look == target.look, pen.isReversed != target.isReversed {
            ByteWriter.append(target.isReversed ? StretchPlan.toReversed : StretchPlan.toPlain, to: &output) {
                $0.writeReverseVideo(target.isReversed)
            }
        } else {
            output += sequence(for: target)
        }
        pen = target
    }

    /// The SGR sequence that sets `target` from the current pen: from the
    /// plain one only what it adds, else from a reset.
    private mutating func sequence(for target: Pen) -> [UInt8] {
        let fromPlain = pen == Pen(look: 0)
        let key = SequenceKey(look: target.look, isReversed: target.isReversed, fromPlain: fromPlain)
        if let cached = sequenceCache[key] { return cached }
        var bytes: [UInt8] = Array("\u{1B}[".utf8)
        var parameters = parameters(for: target.look)
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

    /// The SGR parameters of `look` (bold, then colours), without a reset.
    private mutating func parameters(for look: UInt64) -> [UInt8] {
        if let cached = parameterCache[look] { return cached }
        let style = PackedStyle(rawValue: look).style
        var parts: [String] = []
        if style.isBold { parts.append("1") }
        if let foreground = style.foreground { parts.append(colorMode.parameters(for: foreground, background: false)) }
        if let background = style.background { parts.append(colorMode.parameters(for: background, background: true)) }
        let bytes = Array(parts.joined(separator: ";").utf8)
        parameterCache[look] = bytes
        return bytes
    }
}
