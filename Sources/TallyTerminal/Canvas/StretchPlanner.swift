/// The cheapest way to write one stretch of a row: a shortest path over its
/// cells and two pens (plain, and reverse video), where each cell is written
/// in either pen that can draw it, switches between pens cost their SGR
/// bytes, unchanged cells may be skipped with a cursor move, and runs of
/// blanks on the default background may be erased.
///
/// A long run of unchanged cells is one segment, a gap, that can only be
/// skipped: skipping it is never dearer than writing any part of it, so the
/// plan's size grows with the changed cells, not with the stretch.
///
/// The tables are kept from stretch to stretch, so that a frame allocates
/// none once they have grown.
///
/// A segment's costs come from ``CellKind``'s table, which the emitter
/// writes from too.
///
/// ```swift
/// var planner = StretchPlanner()
/// planner.append(room: 2) { appender in
///     appender.append(Segment(changed: true, plain: 3, reversed: 1, blank: false, width: 1))  // █
///     appender.append(Segment(changed: true, plain: 3, reversed: 1, blank: false, width: 1))
/// }
/// planner.solve(startPlain: 0, startReversed: 4, canErase: true)
/// planner.tracePath()  // 0: plain, 6 bytes either way (4 to switch, then two 1-byte spaces); a tie keeps plain
/// ```
struct StretchPlanner {
    /// A move in the path.
    enum Step: UInt8 {
        case start, toggle, write, skip, erase, eraseToEnd
        /// A blank written, then an erase of the rest of the run: one
        /// byte cheaper than erasing a run of 10, 100, ... blanks whole,
        /// which a run of blanks in one segment cannot start within.
        case eraseAfterOne
    }

    /// A segment of the stretch, one position of the path: a cell, a run
    /// of cells of one ``RunKind``, or a gap of unchanged cells.
    struct Segment {
        /// Whether it changed since the last frame.
        var changed: Bool
        /// Its bytes written plainly, or -1 when the plain pen cannot draw it.
        var plain: Int16
        /// Its bytes written in reverse video, or -1.
        var reversed: Int16
        /// Whether it is a blank on the default background.
        var blank: Bool
        /// Whether it is a wide character: its second column is the next
        /// segment, never written, which a write of this one passes.
        var isWide = false
        /// The columns it spans: 1 for a cell (a wide character's second
        /// column is a segment of its own), a run's or a gap's length.
        var width: Int16
        /// Its first column, counted from the stretch's.
        var column: Int32 = 0
        /// The next changed segment after it, and where the run of
        /// default blanks from it ends (itself when none starts there).
        var nextChange: Int32 = 0
        var runEnd: Int32 = 0
        /// The bytes of skipping it to the next change, and of erasing the
        /// blanks from it (-1: not allowed, or dearer than writing them).
        var skip: Int16 = -1
        var erase: Int16 = -1
        /// Whether the erase from it writes its first blank, then erases
        /// the rest (``Step/eraseAfterOne``).
        var erasesAfterOne = false
    }

    /// A pen at a segment: the fewest bytes to reach it, and how (the
    /// state it came from and the step taken, packed in one word).
    struct State {
        /// The fewest bytes to reach it.
        var cost: Int
        /// The state it came from, times 8, plus its step.
        private var link: UInt32

        /// The state reached at `cost` bytes from state `from` by `step`.
        init(cost: Int, from: Int, step: Step) {
            self.cost = cost
            link = UInt32(truncatingIfNeeded: from) << 3 | UInt32(step.rawValue)
        }

        /// The state it came from.
        var from: Int { Int(link >> 3) }
        /// The step that reached it.
        var step: Step { Step(rawValue: UInt8(link & 7))! }
    }

    /// A step of the cheapest path: what it does, in which pen, and the
    /// columns (from the stretch's first) where it begins and ends.
    struct Move {
        /// What it does.
        var step: Step
        /// Whether the pen is reversed after it.
        var isReversed: Bool
        /// Its first column, and the column after it, from the stretch's.
        var from: Int32
        var to: Int32
    }

    /// The stretch's cells: the first ``count`` of this storage, which is
    /// kept (and only grows) from stretch to stretch.
    private var segments: [Segment] = []
    /// How many segments the stretch has.
    private(set) var count = 0
    /// The stretch's columns: where the segment after the last one begins.
    private(set) var columns = 0
    /// Per segment × 2 + pen (0 plain, 1 reversed).
    private var states: [State] = []
    /// The moves of the cheapest path, last first: the first ``pathCount``
    /// of this storage.
    private(set) var path: [Move] = []
    /// How many moves the cheapest path takes.
    private(set) var pathCount = 0

    /// Bytes of `ESC[7m` and of `ESC[27m`: a switch between the pens.
    static let toReversed = ByteWriter.reverseVideoCount(true)
    static let toPlain = ByteWriter.reverseVideoCount(false)

    /// Empties the plan, keeping its room.
    mutating func removeAll() {
        count = 0
        columns = 0
    }

    /// Adds segments after the last one through `body`, which may append
    /// at most `room` of them: one check of the storage for the lot, not
    /// one an append. The appender writes into the plan's storage: it must
    /// not be kept beyond `body` (nothing is returned through which it
    /// could leave).
    ///
    /// ```swift
    /// plan.append(room: 2) { appender in
    ///     appender.append(Segment(changed: true, plain: 3, reversed: 1, blank: false, width: 1))
    /// }
    /// ```
    mutating func append(room: Int, _ body: (inout Appender) -> Void) {
        let needed = count + max(room, 0)
        if segments.count < needed {
            let blank = Segment(changed: false, plain: -1, reversed: -1, blank: false, width: 1)
            segments.append(contentsOf: repeatElement(blank, count: needed - segments.count))
        }
        let (start, startColumns) = (count, columns)
        let (end, endColumns) = segments.withUnsafeMutableBufferPointer { storage in
            var appender = Appender(storage: storage, count: start, limit: needed, columns: startColumns)
            body(&appender)
            return (appender.count, appender.columns)
        }
        (count, columns) = (end, endColumns)
    }

    /// Writes segments into a plan's storage for the length of one
    /// ``append(room:_:)``.
    struct Appender {
        fileprivate let storage: UnsafeMutableBufferPointer<Segment>
        /// The segments written so far, the plan's own included.
        private(set) var count: Int
        fileprivate let limit: Int
        fileprivate(set) var columns: Int

        fileprivate init(storage: UnsafeMutableBufferPointer<Segment>, count: Int, limit: Int, columns: Int) {
            self.storage = storage
            self.count = count
            self.limit = limit
            self.columns = columns
        }

        /// Adds a segment after the last one.
        @inline(__always)
        mutating func append(_ segment: Segment) {
            precondition(count < limit, "more segments than the room asked for")
            var segment = segment
            segment.column = Int32(columns)
            storage[count] = segment
            count &+= 1
            columns &+= Int(segment.width)
        }

        /// The columns of the last segment (there must be one).
        var lastWidth: Int16 { storage[count &- 1].width }

        /// Adds `cells` cells (one unless told) to the last segment, a
        /// run of narrow cells of one ``StretchPlanner/RunKind``:
        /// `plain` and `reversed` are their bytes.
        @inline(__always)
        mutating func extendLast(cells: Int16 = 1, plain: Int16, reversed: Int16) {
            storage[count &- 1].plain &+= plain
            if reversed >= 0 { storage[count &- 1].reversed &+= reversed }
            storage[count &- 1].width &+= cells
            columns &+= Int(cells)
        }
    }

    /// The kind of run a narrow cell may join, where no path needs to do
    /// anything inside the run that it could not do at one of its ends: so
    /// the run can be one segment, its costs the sums of its cells'.
    enum RunKind: UInt8 {
        /// It joins no run.
        case none
        /// Changed blanks on the default background (1 byte plainly, 3
        /// reversed): alike, so the cost of a switch point is linear along
        /// the run; ``solve(startPlain:startReversed:canReverse:canErase:)``
        /// weighs the one erase starting inside it that can be cheaper.
        case changedBlanks
        /// Changed cells only the plain pen draws (text).
        case changedText
        /// Changed cells no dearer reversed than plain (block glyphs): a pen
        /// switch inside the run moved to its start (to reversed) or to its
        /// end (to plain) costs as much, and writes no cell dearer.
        case changedBlocks
        /// Unchanged cells of the kinds of ``changedText`` and
        /// ``changedBlocks`` (not blanks, which an erase may start at): a
        /// skip to the next change from inside the run saves at most a byte
        /// of the move for each cell written before it.
        case unchangedText
        case unchangedBlocks
    }

    /// The ``RunKind`` of a narrow cell that costs `plain` and `reversed`
    /// bytes (-1: that pen does not draw it).
    ///
    /// ```swift
    /// StretchPlanner.runKind(plain: 3, reversed: 1, isBlank: false, isChanged: true)  // .changedBlocks: █
    /// StretchPlanner.runKind(plain: 1, reversed: -1, isBlank: false, isChanged: true)  // .changedText: a letter
    /// StretchPlanner.runKind(plain: 1, reversed: 3, isBlank: true, isChanged: false)  // .none
    /// ```
    @inline(__always)
    static func runKind(plain: Int16, reversed: Int16, isBlank: Bool, isChanged: Bool) -> RunKind {
        if isBlank { return isChanged && plain == 1 && reversed == 3 ? .changedBlanks : .none }
        if reversed < 0 {
            guard plain >= 0 else { return .none }
            return isChanged ? .changedText : .unchangedText
        }
        guard reversed <= plain else { return .none }
        return isChanged ? .changedBlocks : .unchangedBlocks
    }

    /// Keeps only the first `count` segments.
    mutating func truncate(to count: Int) {
        self.count = min(count, self.count)
        columns =
            self.count > 0
            ? Int(segments[self.count - 1].column) + Int(segments[self.count - 1].width) : 0
    }

    /// Fills the tables, starting in the plain pen at `startPlain` bytes or
    /// the reversed one at `startReversed` (never, unless `canReverse`);
    /// `canErase` when the pen's background is the default one.
    ///
    /// - Returns: The bytes of the cheapest path, its start included.
    @discardableResult
    mutating func solve(startPlain: Int, startReversed: Int, canReverse: Bool = true, canErase: Bool) -> Int {
        let count = count
        let infinity = Int.max / 2
        let unreached = State(cost: infinity, from: 0, step: .start)
        let needed = (count + 1) * 2
        if states.count < needed { states.append(contentsOf: repeatElement(unreached, count: needed - states.count)) }
        let columns = columns
        return segments.withUnsafeMutableBufferPointer { segments in
            let segments = segments.baseAddress!
            @inline(__always) func column(_ index: Int) -> Int {
                Self.column(index, of: segments, count: count, columns: columns)
            }
            // From the end: each segment's next change and run of blanks,
            // and what skipping to the one and erasing the other cost.
            var nextChange = count
            var runEnd = count
            for index in stride(from: count - 1, through: 0, by: -1) {
                let segment = segments[index]
                runEnd = segment.blank ? runEnd : index
                segments[index].nextChange = Int32(truncatingIfNeeded: nextChange)
                segments[index].runEnd = Int32(truncatingIfNeeded: runEnd)
                segments[index].skip =
                    segment.changed ? -1 : Int16(Self.moveCost(column(nextChange) &- Int(segment.column)))
                segments[index].erasesAfterOne = false
                if canErase, segment.blank {
                    // An erase leaves the cursor: a move past the run,
                    // unless the run ends the stretch. Taken only when
                    // cheaper than writing the run.
                    let run = column(runEnd) &- Int(segment.column)
                    var erase = Self.eraseCost(run, movesPast: runEnd < count)
                    // A run of changed blanks is one segment, where an
                    // erase of its cells from the second on could start:
                    // cheaper only when the run is 10, 100, ... blanks and
                    // a move follows (both counts one digit shorter), and
                    // then by one byte.
                    if segment.changed, segment.width > 1, runEnd < count,
                        1 &+ Self.eraseCost(run &- 1, movesPast: true) < erase
                    {
                        erase = 1 &+ Self.eraseCost(run &- 1, movesPast: true)
                        segments[index].erasesAfterOne = true
                    }
                    segments[index].erase = erase < run ? Int16(erase) : -1
                } else {
                    segments[index].erase = -1
                }
                if segment.changed { nextChange = index }
            }
            return states.withUnsafeMutableBufferPointer { states in
                let states = states.baseAddress!
                states.update(repeating: unreached, count: needed)
                states[0] = State(cost: startPlain, from: 0, step: .start)
                if canReverse { states[1] = State(cost: startReversed, from: 0, step: .start) }
                @inline(__always) func relax(_ target: Int, _ value: Int, _ origin: Int, _ kind: Step) {
                    if value < states[target].cost { states[target] = State(cost: value, from: origin, step: kind) }
                }
                for index in 0..<count {
                    let here = index &* 2
                    if canReverse { relax(here &+ 1, states[here].cost &+ Self.toReversed, here, .toggle) }
                    relax(here, states[here &+ 1].cost &+ Self.toPlain, here &+ 1, .toggle)
                    let segment = segments[index]
                    let next = min(index &+ (segment.isWide ? 2 : 1), count) &* 2
                    let skipTo = Int(segment.nextChange) &* 2
                    let plainCost = states[here].cost
                    if plainCost < infinity {
                        if segment.plain >= 0 { relax(next, plainCost &+ Int(segment.plain), here, .write) }
                        if segment.skip >= 0 { relax(skipTo, plainCost &+ Int(segment.skip), here, .skip) }
                        if segment.erase >= 0 {
                            let end = Int(segment.runEnd)
                            let step: Step =
                                segment.erasesAfterOne ? .eraseAfterOne : end < count ? .erase : .eraseToEnd
                            relax(end &* 2, plainCost &+ Int(segment.erase), here, step)
                        }
                    }
                    let reversedCost = states[here &+ 1].cost
                    if reversedCost < infinity {
                        if segment.reversed >= 0 {
                            relax(next &+ 1, reversedCost &+ Int(segment.reversed), here &+ 1, .write)
                        }
                        if segment.skip >= 0 {
                            relax(skipTo &+ 1, reversedCost &+ Int(segment.skip), here &+ 1, .skip)
                        }
                    }
                }
                return min(states[count &* 2].cost, states[count &* 2 &+ 1].cost)
            }
        }
    }

    /// Traces the cheapest path to the end into the first ``pathCount``
    /// entries of ``path`` (last move first), each move with the columns it
    /// spans. A stretch may end in reverse video: the next one starts from
    /// whichever pen is current, and a frame puts the plain pen back once,
    /// at its end. Returns the state the path starts from (0 plain, 1
    /// reversed).
    @discardableResult
    mutating func tracePath() -> Int {
        let end = count * 2
        // A path takes each state at most once: no longer than the table.
        if path.count < end + 2 {
            path.append(
                contentsOf: repeatElement(
                    Move(step: .start, isReversed: false, from: 0, to: 0), count: end + 2 - path.count))
        }
        let (count, columns) = (count, columns)
        var length = 0
        let first = segments.withUnsafeBufferPointer { segments in
            states.withUnsafeBufferPointer { states in
                path.withUnsafeMutableBufferPointer { path in
                    let segments = segments.baseAddress!
                    @inline(__always) func column(_ index: Int) -> Int32 {
                        Int32(truncatingIfNeeded: Self.column(index, of: segments, count: count, columns: columns))
                    }
                    var state = states[end + 1].cost < states[end].cost ? end + 1 : end
                    while states[state].step != .start {
                        precondition(length < path.count, "a path that comes back to a state")
                        let from = states[state].from
                        path[length] = Move(
                            step: states[state].step, isReversed: state & 1 == 1, from: column(from >> 1),
                            to: column(state >> 1))
                        length += 1
                        state = from
                    }
                    return state
                }
            }
        }
        pathCount = length
        return first
    }

    /// The column where segment `index` of `segments` begins: `columns`,
    /// the stretch's end, past the last of `count`.
    @inline(__always)
    private static func column(_ index: Int, of segments: UnsafePointer<Segment>, count: Int, columns: Int) -> Int {
        index < count ? Int(segments[index].column) : columns
    }

    /// Bytes of erasing `columns` cells (`ESC[nX`), and of the move past
    /// them that follows when `movesPast`.
    @inline(__always)
    static func eraseCost(_ columns: Int, movesPast: Bool) -> Int {
        ByteWriter.decimalCount(columns) &+ 3 &+ (movesPast ? moveCost(columns) : 0)
    }

    /// Bytes of a move `columns` right (`ESC[C`, `ESC[nC`).
    static func moveCost(_ columns: Int) -> Int {
        columns == 1 ? 3 : 3 + ByteWriter.decimalCount(columns)
    }
}
