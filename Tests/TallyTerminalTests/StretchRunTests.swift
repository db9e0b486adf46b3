import TallyCore
import TallyTestSupport
import Testing

@testable import TallyTerminal

/// A run of cells of one kind (``StretchPlanner/RunKind``: blocks, text,
/// default blanks) is one segment of a stretch's plan: the plan must cost
/// what the same cells, one segment each, cost.
@Suite struct StretchRunTests {
    /// A cell of a random stretch: changed or not, its bytes in each pen,
    /// whether it is a default blank.
    struct Cell {
        var changed: Bool
        var plain: Int16
        var reversed: Int16
        var blank: Bool

        /// The kind of run it may join.
        var kind: StretchPlanner.RunKind {
            StretchPlanner.runKind(plain: plain, reversed: reversed, isBlank: blank, isChanged: changed)
        }
    }

    static func randomCells(_ g: inout SplitMix64) -> [Cell] {
        // Few kinds, so that runs of one kind are common, with unlike costs.
        let kinds: [(plain: Int16, reversed: Int16, blank: Bool)] = [
            (3, 1, false), (1, 3, false), (3, 3, false), (3, -1, false), (1, -1, false), (1, 3, true),
            (4, 2, false), (4, -1, false),
        ]
        return (0..<Int.random(in: 1...40, using: &g)).map { _ in
            let kind = kinds.randomElement(using: &g)!
            return Cell(
                changed: Int.random(in: 0..<4, using: &g) != 0, plain: kind.plain, reversed: kind.reversed,
                blank: kind.blank)
        }
    }

    static func cost(
        _ cells: [Cell], merging: Bool, startPlain: Int, startReversed: Int, canReverse: Bool, canErase: Bool
    ) -> Int {
        var plan = StretchPlanner()
        plan.append(room: cells.count) { appender in
            var previous: Cell?
            for cell in cells {
                if merging, cell.kind != .none, let last = previous, last.kind == cell.kind {
                    appender.extendLast(plain: cell.plain, reversed: cell.reversed)
                } else {
                    appender.append(
                        StretchPlanner.Segment(
                            changed: cell.changed, plain: cell.plain, reversed: cell.reversed, blank: cell.blank,
                            width: 1))
                }
                previous = cell
            }
        }
        return plan.solve(
            startPlain: startPlain, startReversed: startReversed, canReverse: canReverse, canErase: canErase)
    }

    @Test func runsCostWhatTheirCellsCost() {
        var g = SplitMix64(seed: 29)
        var merged = 0
        for _ in 0..<20_000 {
            let cells = Self.randomCells(&g)
            let startPlain = Int.random(in: 0...12, using: &g)
            let startReversed = Int.random(in: 0...12, using: &g)
            let canReverse = Int.random(in: 0..<4, using: &g) != 0
            let canErase = Bool.random(using: &g)
            let each = Self.cost(
                cells, merging: false, startPlain: startPlain, startReversed: startReversed, canReverse: canReverse,
                canErase: canErase)
            let runs = Self.cost(
                cells, merging: true, startPlain: startPlain, startReversed: startReversed, canReverse: canReverse,
                canErase: canErase)
            #expect(runs == each, "\(cells) from \(startPlain)/\(startReversed)")
            if zip(cells, cells.dropFirst()).contains(where: { $0.kind != .none && $0.kind == $1.kind }) {
                merged += 1
            }
        }
        // The stretches did hold runs to merge.
        #expect(merged > 10_000)
    }

    /// Runs of 1 to 120 changed blanks, after unchanged ones or not, ending
    /// the stretch or followed by unchanged blanks and a changed block: an
    /// erase of a run of 10 or 100 that a move follows is cheaper from its
    /// second blank, which the run's one position must still find.
    @Test func blankRunsCostWhatTheirCellsCost() {
        let block = Cell(changed: true, plain: 3, reversed: 1, blank: false)
        let unchangedBlank = Cell(changed: false, plain: 1, reversed: 3, blank: true)
        let changedBlank = Cell(changed: true, plain: 1, reversed: 3, blank: true)
        for length in 1...120 {
            for before in 0...2 {
                for after in [-1, 0, 1, 5] {
                    var cells = [block] + Array(repeating: unchangedBlank, count: before)
                    cells += Array(repeating: changedBlank, count: length)
                    if after >= 0 { cells += Array(repeating: unchangedBlank, count: after) + [block] }
                    for (startPlain, startReversed) in [(0, 4), (5, 0)] {
                        let each = Self.cost(
                            cells, merging: false, startPlain: startPlain, startReversed: startReversed,
                            canReverse: true, canErase: true)
                        let runs = Self.cost(
                            cells, merging: true, startPlain: startPlain, startReversed: startReversed,
                            canReverse: true, canErase: true)
                        #expect(runs == each, "\(length) blanks after \(before), then \(after)")
                    }
                }
            }
        }
    }

    /// Ten changed blanks in one position, a block after them: a blank,
    /// an erase of nine and a move of nine (`␠ESC[9XESC[9C`, 9 bytes)
    /// beat an erase of ten and a move of ten (10 bytes).
    @Test func aRunOfTenBlanksIsErasedFromItsSecond() {
        var plan = StretchPlanner()
        plan.append(room: 2) { appender in
            appender.append(StretchPlanner.Segment(changed: true, plain: 1, reversed: 3, blank: true, width: 1))
            for _ in 1..<10 { appender.extendLast(plain: 1, reversed: 3) }
            appender.append(StretchPlanner.Segment(changed: true, plain: 3, reversed: 1, blank: false, width: 1))
        }
        #expect(plan.solve(startPlain: 0, startReversed: 4, canErase: true) == 9 + 3)
        plan.tracePath()
        #expect(plan.path[1].step == .eraseAfterOne)
        #expect((plan.path[1].from, plan.path[1].to) == (0, 10))
    }

    /// The same run on a screen: ten blocks turned blanks between blocks
    /// are written as a space, an erase of nine and a move of nine, and
    /// the terminal shows the frame.
    @Test func aRunOfTenBlanksIsWrittenAsASpaceAndAnEraseOfNine() {
        var screen = TerminalScreen(width: 20, height: 1, colorMode: .none)
        var terminal = VirtualTerminal(width: 20, height: 1)
        screen.back.put(String(repeating: "█", count: 13), x: 0, y: 0)
        let first = screen.render()
        #expect(terminal.replay(first, expecting: screen.back, in: .none) == nil)
        screen.back.clear()
        screen.back.put("█" + String(repeating: " ", count: 10) + "▀█", x: 0, y: 0)
        let second = screen.render()
        #expect(String(decoding: second, as: UTF8.self).contains(" \u{1B}[9X\u{1B}[9C▀"))
        #expect(terminal.replay(second, expecting: screen.back, in: .none) == nil)
    }

    /// Frames of runs of blocks among wide characters, clusters, blanks
    /// and other shown styles, rendered with runs merged, against the naive
    /// encoder: both bring the terminal to every frame, and the renderer
    /// never writes more.
    @Test(arguments: [ColorMode.none, .palette16, .trueColor])
    func runsInFramesShowWhatTheNaiveEncoderShows(mode: ColorMode) {
        let pieces = ["█", "▀", "▄", "▛", " ", "第", "é", "👍🏽", "𝐀", "a"]
        let colors: [RGBColor?] = [nil, .white, RGBColor(red: 120, green: 220, blue: 255)]
        for seed in 0..<20 {
            var g = SplitMix64(seed: UInt64(seed) &+ 2900)
            let (width, height) = (Int.random(in: 10...90, using: &g), Int.random(in: 1...4, using: &g))
            var screen = TerminalScreen(width: width, height: height, colorMode: mode)
            var naive = NaiveEncoder(colorMode: mode)
            var terminal = VirtualTerminal(width: width, height: height)
            for frame in 0..<100 {
                screen.back.clear()
                for y in 0..<height {
                    var x = Int.random(in: 0..<4, using: &g)
                    while x < width {
                        let count = Int.random(in: 1...12, using: &g)
                        let style = TextStyle(
                            foreground: colors.randomElement(using: &g)!,
                            background: Int.random(in: 0..<4, using: &g) == 0 ? colors.randomElement(using: &g)! : nil)
                        x = screen.back.put(
                            String(repeating: pieces.randomElement(using: &g)!, count: count), x: x, y: y, style: style)
                        x += Int.random(in: 0...3, using: &g)
                    }
                }
                let bytes = screen.render()
                let naiveBytes = naive.encode(screen.back)
                #expect(bytes.count <= naiveBytes.count, "mode \(mode) seed \(seed) frame \(frame)")
                if let problem = terminal.replay(bytes, expecting: screen.back, in: mode) {
                    Issue.record("mode \(mode) seed \(seed) frame \(frame) \(width)x\(height) \(problem)")
                    return
                }
            }
        }
    }

    /// A row of 10,000 changed cells of up to four bytes each, longer than
    /// the longest run one segment takes (4,096 cells): split, and the
    /// terminal shows the row.
    @Test func aRunLongerThanThePlanTakesWholeIsSplit() {
        let width = 10_000
        var screen = TerminalScreen(width: width, height: 1, colorMode: .none)
        var terminal = VirtualTerminal(width: width, height: 1)
        for text in ["a", "𝐀", "█"] {
            screen.back.clear()
            screen.back.put(String(repeating: text, count: width), x: 0, y: 0)
            let bytes = screen.render()
            #expect(terminal.replay(bytes, expecting: screen.back, in: .none) == nil)
            #expect(bytes.count >= width)
        }
    }
}
