/// The cheapest way to write one stretch of a row: a shortest path over its
/// cells and two pens (plain, and reverse video), where each cell is written
/// in either pen that can draw it, switches between pens cost their SGR
/// bytes, unchanged cells may be skipped with a cursor move, and runs of
/// blanks on the default background may be erased.
///
/// A long run of unchanged cells is one position, a gap, that can only be
/// skipped: skipping it is never dearer than writing any part of it, so the
/// plan's size grows with the changed cells, not with the stretch.
///
/// The tables are kept from stretch to stretch, so that a frame allocates
/// none once they have grown.
///
/// ```swift
/// var plan = StretchPlan()
/// plan.append(Position(changed: true, plain: 3, reversed: 1, blank: false, width: 1))  // █
/// plan.append(Position(changed: true, plain: 3, reversed: 1, blank: false, width: 1))
/// plan.solve(startPlain: 0, startReversed: 4, canErase: true)
/// plan.tracePath()  // 0: plain; two blocks cost less than a switch there and back
/// ```
struct StretchPlan {
    /// A move in the path.
    enum Step: UInt8 {
        case start, toggle, write, skip, erase, eraseToEnd
    }

    /// One cell of the stretch.
    struct Position {
        /// Whether it changed since the last frame.
        var changed: Bool
        /// Its bytes written plainly, or -1 when the plain pen cannot draw it.
        var plain: Int16
        /// Its bytes written in reverse video, or -1.
        var reversed: Int16
        /// Whether it is a blank on the default background.
        var blank: Bool
        /// The columns its character takes (2 for a wide one, whose second
        /// column is a position of its own, never written), or a gap's.
        var width: Int16
        /// Its first column, counted from the stretch's.
        var column: Int32 = 0
        /// The next changed position after it, and where the run of
        /// default blanks from it ends (itself when none starts there).
        var nextChange: Int32 = 0
        var runEnd: Int32 = 0
    }

    /// A pen at a position: the fewest bytes to reach it, and how.
    struct State {
        var cost: Int
        var from: Int32
        var step: Step
    }

    /// The stretch's cells.
    private(set) var positions: [Position] = []
    /// The stretch's columns: where the position after the last one begins.
    private(set) var columns = 0
    /// Per position × 2 + pen (0 plain, 1 reversed).
    private(set) var states: [State] = []
    /// The states of the cheapest path, last first.
    private(set) var path: [Int] = []

    /// Bytes of `ESC[7m` and of `ESC[27m`.
    static let toReversed = 4
    static let toPlain = 5

    /// Empties the plan, keeping its room.
    mutating func removeAll() {
        positions.removeAll(keepingCapacity: true)
        columns = 0
    }

    /// Adds a position after the last one.
    mutating func append(_ position: Position) {
        var position = position
        position.column = Int32(columns)
        positions.append(position)
        columns += Int(position.width == 2 ? 1 : position.width)
    }

    /// Keeps only the first `count` positions.
    mutating func truncate(to count: Int) {
        positions.removeLast(positions.count - count)
        columns = positions.last.map { Int($0.column) + ($0.width == 2 ? 1 : Int($0.width)) } ?? 0
    }

    /// The column where position `index` begins (``columns`` past the end).
    func column(of index: Int) -> Int {
        index < positions.count ? Int(positions[index].column) : columns
    }

    /// Fills the tables, starting in the plain pen at `startPlain` bytes or
    /// the reversed one at `startReversed` (never, unless `canReverse`);
    /// `canErase` when the pen's background is the default one.
    mutating func solve(startPlain: Int, startReversed: Int, canReverse: Bool = true, canErase: Bool) {
        let count = positions.count
        let infinity = Int.max / 2
        states.removeAll(keepingCapacity: true)
        states.append(contentsOf: repeatElement(State(cost: infinity, from: -1, step: .start), count: (count + 1) * 2))
        states[0].cost = startPlain
        if canReverse { states[1].cost = startReversed }
        positions.withUnsafeMutableBufferPointer { positions in
            var nextChange = Int32(count)
            var runEnd = Int32(count)
            for index in stride(from: count - 1, through: 0, by: -1) {
                positions[index].nextChange = nextChange
                runEnd = positions[index].blank ? runEnd : Int32(index)
                positions[index].runEnd = runEnd
                if positions[index].changed { nextChange = Int32(index) }
            }
            states.withUnsafeMutableBufferPointer { states in
                func relax(_ target: Int, _ value: Int, _ origin: Int, _ kind: Step) {
                    if value < states[target].cost {
                        states[target] = State(cost: value, from: Int32(origin), step: kind)
                    }
                }
                for index in 0..<count {
                    let here = index * 2
                    if canReverse { relax(here + 1, states[here].cost + Self.toReversed, here, .toggle) }
                    relax(here, states[here + 1].cost + Self.toPlain, here + 1, .toggle)
                    let position = positions[index]
                    for pen in 0..<2 where states[here + pen].cost < infinity {
                        let state = here + pen
                        let cost = states[state].cost
                        let written = Int(pen == 0 ? position.plain : position.reversed)
                        if written >= 0 {
                            relax(min(index + Int(position.width), count) * 2 + pen, cost + written, state, .write)
                        }
                        if !position.changed {
                            let next = Int(position.nextChange)
                            let distance = (next < count ? Int(positions[next].column) : columns) - Int(position.column)
                            relax(next * 2 + pen, cost + Self.moveCost(distance), state, .skip)
                        }
                        if pen == 0, canErase, position.blank {
                            // An erase leaves the cursor: a move past the run,
                            // unless the run ends the stretch. Taken only when
                            // cheaper than writing the run.
                            let next = Int(position.runEnd)
                            let run = (next < count ? Int(positions[next].column) : columns) - Int(position.column)
                            let erase = Self.decimalCount(run) + 3 + (next < count ? Self.moveCost(run) : 0)
                            if erase < run { relax(next * 2, cost + erase, state, next < count ? .erase : .eraseToEnd) }
                        }
                    }
                }
            }
        }
    }

    /// Traces the cheapest path to the end into ``path`` (last state
    /// first). A stretch may end in reverse video: the next one starts from
    /// whichever pen is current, and a frame puts the plain pen back once,
    /// at its end. Returns the state the path starts from (0 plain, 1
    /// reversed).
    @discardableResult
    mutating func tracePath() -> Int {
        let end = positions.count * 2
        var state = states[end + 1].cost < states[end].cost ? end + 1 : end
        path.removeAll(keepingCapacity: true)
        while states[state].step != .start {
            path.append(state)
            state = Int(states[state].from)
        }
        return state
    }

    /// Bytes of a move `columns` right (`ESC[C`, `ESC[nC`).
    static func moveCost(_ columns: Int) -> Int {
        columns == 1 ? 3 : 3 + decimalCount(columns)
    }

    /// Digits of a positive number.
    static func decimalCount(_ number: Int) -> Int {
        number < 10 ? 1 : number < 100 ? 2 : number < 1000 ? 3 : String(number).count
    }
}
