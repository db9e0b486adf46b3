/// A frame's cells beside the last frame's, as unsafe buffers for the length
/// of one render: the tests of which cells changed and how, that the
/// renderer's row and stretch loops ask for every cell.
///
/// A cell's *shown style* is the bits of its style that the terminal shows
/// (``PackedStyle/visibleBits(in:)``): without colours, its weight alone.
///
/// ```swift
/// // Inside TerminalScreen.render(into:), for each changed row:
/// let first = diff.firstChanged(from: row, to: row + width)
/// ```
struct FrameDiff {
    let codes: UnsafeBufferPointer<UInt32>
    let shownStyles: UnsafeBufferPointer<UInt64>
    let oldCodes: UnsafeBufferPointer<UInt32>
    let oldShownStyles: UnsafeBufferPointer<UInt64>
    /// The clusters of the frame and of the last one: two references,
    /// not the buffers' eight, for a value copied for every stretch.
    let clusters: [Character]
    let oldClusters: [Character]
    /// Whether both frames store their clusters alike, so that equal codes
    /// mean equal characters; when they do not, a cluster's code says
    /// nothing, and its character is compared.
    let clustersAgree: Bool
    /// The style bits the terminal shows.
    let visible: UInt64

    /// Whether cell `index` is a blank on the default background: what
    /// an erase leaves.
    @inline(__always)
    func isDefaultBlank(_ index: Int) -> Bool {
        codes[index] == CellBuffer.blankCode && shownStyles[index] & visible & PackedStyle.backgroundBits == 0
    }

    /// The changed cells from `start` (up to `end`) that join a run of
    /// ``StretchPlanner/RunKind/changedBlocks`` in `shownStyle`: block glyphs.
    /// How many, and their bytes in each pen (``CellKind``'s): the tests
    /// of the stretch's loop for its commonest cells, in a few
    /// instructions each.
    @inline(__always)
    func changedBlocks(from start: Int, to end: Int, shownStyle: UInt64) -> (count: Int, plain: Int, reversed: Int) {
        var index = start
        var (plain, reversed) = (0, 0)
        while index < end {
            let code = codes[index]
            // A space has a complement too, but is a blank.
            guard code &- 0x2580 < 32, BlockComplement.of(code) != nil,
                shownStyles[index] & visible == shownStyle, code != oldCodes[index] || oldShownStyles[index] & visible != shownStyle
            else { break }
            plain &+= CellKind.block.cost(of: code, in: clusters, reversed: false)
            reversed &+= CellKind.block.cost(of: code, in: clusters, reversed: true)
            index &+= 1
        }
        return (index &- start, plain, reversed)
    }

    /// The changed cells from `start` (up to `end`) that join a run of
    /// ``StretchPlanner/RunKind/changedBlanks``: blanks on the default
    /// background that showed something else. How many. Only in a stretch
    /// on the default background, the only one where such a run starts.
    @inline(__always)
    func changedDefaultBlanks(from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, isDefaultBlank(index),
            oldCodes[index] != CellBuffer.blankCode || oldShownStyles[index] & visible & PackedStyle.backgroundBits != 0
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
    func showsTheSame(_ index: Int) -> Bool {
        let code = codes[index]
        let oldCode = oldCodes[index]
        let shownStyle = shownStyles[index] & visible
        let oldShownStyle = oldShownStyles[index] & visible
        if code == CellBuffer.blankCode, oldCode == CellBuffer.blankCode {
            return shownStyle & PackedStyle.backgroundBits == oldShownStyle & PackedStyle.backgroundBits
        }
        guard shownStyle == oldShownStyle else { return false }
        if code == oldCode, clustersAgree || code & CellBuffer.clusterFlag == 0 {
            return true
        }
        return code & CellBuffer.clusterFlag != 0
            && CellBuffer.character(for: code, in: clusters) == CellBuffer.character(for: oldCode, in: oldClusters)
    }

    /// The first cell from `start` to `end` (`end` when none) that
    /// does not hold the same code and shown style as before: four cells to a
    /// test while the clusters agree.
    @inline(__always)
    func firstChanged(from start: Int, to end: Int) -> Int {
        var index = start
        if clustersAgree {
            let (codes, oldCodes) = (UnsafeRawPointer(codes.baseAddress!), UnsafeRawPointer(oldCodes.baseAddress!))
            let (shownStyles, oldShownStyles) = (UnsafeRawPointer(shownStyles.baseAddress!), UnsafeRawPointer(oldShownStyles.baseAddress!))
            @inline(__always) func word(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt64 {
                pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            }
            while end &- index >= 4 {
                let (codeBytes, styleBytes) = (index &* 4, index &* 8)
                let codeDifference =
                    (word(codes, codeBytes) ^ word(oldCodes, codeBytes))
                    | (word(codes, codeBytes &+ 8) ^ word(oldCodes, codeBytes &+ 8))
                let styleDifference =
                    (word(shownStyles, styleBytes) ^ word(oldShownStyles, styleBytes))
                    | (word(shownStyles, styleBytes &+ 8) ^ word(oldShownStyles, styleBytes &+ 8))
                    | (word(shownStyles, styleBytes &+ 16) ^ word(oldShownStyles, styleBytes &+ 16))
                    | (word(shownStyles, styleBytes &+ 24) ^ word(oldShownStyles, styleBytes &+ 24))
                if codeDifference | styleDifference != 0 { break }
                index &+= 4
            }
        }
        while index < end, isUnchanged(index) { index &+= 1 }
        return index
    }

    /// Whether cell `index` holds the same code and shown style as before (a
    /// cluster's code only when the clusters agree): the test that
    /// finds unchanged runs.
    @inline(__always)
    func isUnchanged(_ index: Int) -> Bool {
        codes[index] == oldCodes[index] && shownStyles[index] == oldShownStyles[index]
            && (clustersAgree || codes[index] & CellBuffer.clusterFlag == 0)
    }
}

/// A cell of a stretch, as its plan sees it: its ``CellKind``, whether it
/// changed, its bytes in each pen (-1: that pen does not draw it), its
/// columns, and whether it is a blank on the default background.
struct StretchCell {
    let kind: CellKind
    let isChanged: Bool
    let plain: Int
    let reversed: Int
    let columns: Int
    let isDefaultBlank: Bool

    /// Cell `index` of `cells` in a stretch drawn in `shownStyle`; `isUnchanged`
    /// when it holds the same code and shown style as before.
    @inline(__always)
    init(_ index: Int, shownStyle: UInt64, isUnchanged: Bool, _ cells: FrameDiff) {
        let code = cells.codes[index]
        kind = CellKind(
            code: code, shownStyle: cells.shownStyles[index] & cells.visible, stretchStyle: shownStyle,
            background: shownStyle & PackedStyle.backgroundBits)
        isChanged = !isUnchanged && !cells.showsTheSame(index)
        plain = kind.cost(of: code, in: cells.clusters, reversed: false)
        reversed = kind.cost(of: code, in: cells.clusters, reversed: true)
        columns = kind.columns(of: code, in: cells.clusters)
        isDefaultBlank = cells.isDefaultBlank(index)
    }
}
