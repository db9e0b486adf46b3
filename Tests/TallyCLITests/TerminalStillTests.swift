import Foundation
import TallyCore
import TallyTerminal
import TallyTestSupport
import Testing

@testable import TallyCLI

/// The README's stills: each command's full-screen picture at a chosen
/// instant, drawn by its own view into an 80 × 24 cell buffer and turned
/// into SVG by `TerminalStill`, compared with `docs/stills/<name>.svg`.
/// `TALLY_RECORD_SNAPSHOTS=1` (or `scripts/make-pictures`) records them.
@Suite struct TerminalStillTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func parse<C: Command>(_ type: C.Type, _ arguments: [String]) throws -> C {
        try C(ParsedArguments(arguments, options: C.options, command: "tally \(C.name)"))
    }

    /// A timeline command's view at `elapsed`, as the full screen draws it.
    static func picture<C: TimelineCommand>(_ command: C, at elapsed: Duration) -> CellBuffer {
        let terminal = MemoryTerminal(columns: 80, rows: 24)
        let session = FullScreenSession(terminal: terminal, digits: command.playback.digits.style(on: terminal))
        var view = command.view(in: session)
        C.apply(command.timeline.frame(at: elapsed), to: &view)
        return drawn(view)
    }

    static func drawn(_ view: some PlaybackView) -> CellBuffer {
        var buffer = CellBuffer(width: 80, height: 24)
        view.draw(into: &buffer)
        return buffer
    }

    /// Each still: the command it shows, and its picture.
    static func stills() throws -> [String: CellBuffer] {
        let count = try parse(CountCommand.self, ["0", "1234.56", "--easing", "ease-out", "--prefix", "$"])
        let roll = try parse(RollCommand.self, ["999", "1000", "--pixels", "half"])
        let countdown = try parse(CountdownCommand.self, ["3", "--end", "Go!"])
        let timer = try CountdownTimer(duration: .seconds(25 * 60))
        let stopwatch = Stopwatch()
        var stopwatchView = StopwatchView(
            frame: stopwatch.frame(at: .milliseconds(83_410)), mode: .quadrant, height: 10)
        stopwatchView.laps = [
            StopwatchView.Lap(number: 1, split: .milliseconds(31_250), total: .milliseconds(31_250)),
            StopwatchView.Lap(number: 2, split: .milliseconds(29_870), total: .milliseconds(61_120)),
        ]
        let follow = try Counter(from: 41.5, to: 58.25, duration: .milliseconds(500))
        let tour = try Odometer(from: 99, to: 1024)
        return [
            "count": picture(count, at: .milliseconds(900)),
            "roll": picture(roll, at: .milliseconds(600)),
            "countdown": picture(countdown, at: .milliseconds(1850)),
            "timer": drawn(
                TimerView(
                    frame: timer.frame(at: .seconds(12 * 60 + 13)), title: "Tea", endText: nil, mode: .quadrant,
                    height: nil)),
            "timer-ascii": drawn(
                TimerView(
                    frame: timer.frame(at: .seconds(12 * 60 + 13)), title: "Tea", endText: nil, mode: .ascii,
                    height: nil)),
            "stopwatch": drawn(stopwatchView),
            "cooldown": drawn(CooldownView(text: "42s", isReady: false, mode: .quadrant, height: nil)),
            "follow": drawn(NumberView(text: follow.frame(at: .milliseconds(250)).text, mode: .braille, height: nil)),
            "demo": drawn(
                Labelled(
                    label: "roll 99 -> 1,024",
                    view: OdometerView(frame: tour.frame(at: .milliseconds(700)), mode: .quadrant, height: nil))),
        ]
    }

    @Test(arguments: ["count", "roll", "countdown", "timer", "timer-ascii", "stopwatch", "cooldown", "follow", "demo"])
    func still(name: String) throws {
        let buffer = try #require(try Self.stills()[name])
        let file = Self.repository.appendingPathComponent("docs/stills/\(name).svg")
        try Snapshot.check(TerminalStill.svg(of: buffer), file: file)
    }

    /// Block elements are rectangles: a half block is half a cell, a
    /// quadrant a quarter, and neighbours of one colour join.
    @Test func blocksAreRectangles() {
        var buffer = CellBuffer(width: 3, height: 1)
        _ = buffer.put("▀▀▗", x: 0, y: 0)
        let svg = TerminalStill.svg(of: buffer)
        #expect(
            svg.contains("<path fill=\"#d8dee9\" shape-rendering=\"crispEdges\" d=\"M0 0h16v8h-16zM20 8h4v8h-4z\"/>"),
            "\(svg)")
        #expect(!svg.contains("<text"))
        var full = CellBuffer(width: 2, height: 2)
        _ = full.put("█▁", x: 0, y: 0)
        _ = full.put("█▏", x: 0, y: 1)
        let solid = TerminalStill.svg(of: full)
        #expect(solid.contains("d=\"M0 0h8v16h-8zM0 16h9v16h-9zM8 14h8v2h-8z\""), "whole cells, eighths: \(solid)")
    }

    /// Braille is dots; other characters are text stretched to their cells,
    /// a wide character to two.
    @Test func brailleAndText() {
        var buffer = CellBuffer(width: 6, height: 1)
        _ = buffer.put("⠁a<倒", x: 0, y: 0, style: TextStyle(foreground: .white, isBold: true))
        let svg = TerminalStill.svg(of: buffer)
        #expect(svg.contains("stroke-linecap=\"round\" d=\"M2 2h0\""), "\(svg)")
        #expect(svg.contains("textLength=\"32\""), "a, < and a wide character: four cells: \(svg)")
        #expect(svg.contains("font-weight=\"bold\" fill=\"#ffffff\">a&lt;倒</text>"), "\(svg)")
    }
}
