import TallyCore
import TallyTerminal
import Testing

@testable import TallyCLI

/// Every full-screen view keeps its big digits within `--height` rows.
@Suite struct ViewTests {
    /// A picture drawn into an 80 × 40 window: how many of its rows hold
    /// pixels of big digits, and its text.
    static func drawn(_ draw: (inout CellBuffer) -> Void) -> (digitRows: Int, text: String) {
        var buffer = CellBuffer(width: 80, height: 40)
        draw(&buffer)
        let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
        return (buffer.lines.count { line in line.contains { blocks.contains($0) } }, buffer.lines.joined())
    }

    /// The picture of every command, with the reading it shows, drawn at
    /// most `height` rows tall.
    static func pictures(height: Int?) throws -> [String: (reading: String, draw: (inout CellBuffer) -> Void)] {
        var options = Countdown.Options()
        options.startScale = 1
        options.startOpacity = 1
        let countdown = try Countdown(options: options)
        let odometer = try Odometer(from: 1000, to: 1000)
        let timer = try CountdownTimer(duration: .seconds(90))
        return [
            "count": ("1,234", { NumberView(text: "1,234", mode: .quadrant, height: height).draw(into: &$0) }),
            "roll": (
                "1,000",
                { OdometerView(frame: odometer.frame(at: .zero), mode: .quadrant, height: height).draw(into: &$0) }
            ),
            "timer": (
                "1:30",
                {
                    TimerView(
                        frame: timer.frame(at: .zero), title: nil, endText: nil, mode: .quadrant, height: height
                    ).draw(into: &$0)
                }
            ),
            "countdown": (
                "3",
                {
                    CountdownView(frame: countdown.frame(at: .milliseconds(999)), mode: .quadrant, height: height)
                        .draw(into: &$0)
                }
            ),
            "cooldown": (
                "59s", { CooldownView(text: "59s", isReady: false, mode: .quadrant, height: height).draw(into: &$0) }
            ),
        ]
    }

    /// Big digits no taller than `--height`; below the smallest big digits,
    /// the reading as plain text.
    @Test(arguments: [1, 2, 3, 5, 8, 10])
    func bigDigitsKeepWithinTheHeight(rows: Int) throws {
        let unlimited = try Self.pictures(height: nil)
        for (name, picture) in try Self.pictures(height: rows) {
            let (digitRows, text) = Self.drawn(picture.draw)
            #expect(digitRows <= rows, "\(name): \(digitRows) rows")
            #expect(digitRows > 0 || text.contains(picture.reading), "\(name) shows nothing")
            #expect(Self.drawn(unlimited[name]!.draw).digitRows > rows, "\(name): the window alone draws it taller")
        }
    }
}
