import TallyCore
import TallyTerminal
import TallyTestSupport
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
                    CountdownView(
                        frame: countdown.frame(at: .milliseconds(999)), mode: .quadrant, height: height,
                        colorMode: .trueColor
                    )
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

    /// The line typed into `follow` stays in view in any window: its end
    /// (with the cursor) when the label is wider than the window, over the
    /// first row of a window under three rows, said to be no number when
    /// it was not; a window under three rows with nothing typed keeps its
    /// value to itself.
    @Test(arguments: [(80, 24), (30, 10), (12, 3), (20, 2), (9, 1)])
    func theTypedLineStaysInView(width: Int, height: Int) {
        var view = FollowView(inner: NumberView(text: "4,321", mode: .quadrant, height: nil), rate: "+40.0/s")
        /// The end of the label that fits the window, as it should be shown.
        func shown(_ typing: String) -> String {
            let label = height >= 3 ? "+40.0/s   " + typing : typing
            return String(label.suffix(height >= 3 ? width - 2 : width))
        }
        for (typed, rejected) in [("12345678901234567890", false), ("", true), ("7", true)] {
            view.typed = typed
            view.rejected = rejected
            var buffer = CellBuffer(width: width, height: height)
            view.draw(into: &buffer)
            let typing = (rejected ? "not a number; " : "") + "type a number, Enter: \(typed)_"
            #expect(buffer.lines.contains { $0.contains(shown(typing)) }, "\(width)x\(height): \(buffer.lines)")
        }
        view.typed = ""
        view.rejected = false
        var buffer = CellBuffer(width: width, height: height)
        view.draw(into: &buffer)
        #expect(buffer.lines.joined().contains("Enter: _") == (height >= 3), "\(width)x\(height): \(buffer.lines)")
    }
}

/// Key hints are fitted to the window, never cut mid-word.
@Suite struct KeyHintsTests {
    let timer = KeyHints([("space pause", "spc", 1), ("r restart", "r", 2), ("+/- 30s", "+/-", 3), ("q quit", "q", 0)])

    @Test func fullThenShortThenFewer() {
        #expect(timer.text(fitting: 80) == "space pause · r restart · +/- 30s · q quit")
        #expect(timer.text(fitting: 20) == "spc r +/- q")
        #expect(timer.text(fitting: 9) == "spc r q")
        #expect(timer.text(fitting: 5) == "spc q")
        #expect(timer.text(fitting: 1) == "q")
        #expect(timer.text(fitting: 0) == "")
    }

    /// The fitting adds up lengths before it joins any text: it picks what
    /// joining every candidate and measuring it picks, for random hints
    /// (ranks with gaps and repeats) at every width.
    @Test func fittingMatchesJoiningEveryCandidate() {
        func reference(_ items: [KeyHints.Item], _ width: Int) -> String {
            var kept = items
            for rank in Set(items.map(\.rank)).sorted(by: >) {
                let full = kept.map(\.text).joined(separator: " · ")
                if full.count <= width { return full }
                let short = kept.map(\.short).joined(separator: " ")
                if short.count <= width { return short }
                kept.removeAll { $0.rank == rank }
            }
            return ""
        }
        var random = SplitMix64(seed: 5)
        let words = ["q quit", "space pause", "r", "+/- 30s", "enter: press", "paused", "l lap", "any key: dismiss"]
        for _ in 0..<200 {
            let items = (0..<Int.random(in: 0...5, using: &random)).map { _ -> KeyHints.Item in
                let text = words.randomElement(using: &random)!
                return (
                    text, String(text.prefix(Int.random(in: 1...3, using: &random))),
                    Int.random(in: 0...4, using: &random)
                )
            }
            for width in 0...50 {
                #expect(KeyHints(items).text(fitting: width) == reference(items, width), "\(items) at \(width)")
            }
        }
    }

    /// At every width the hint is whole words of the full hint or their short forms.
    @Test func everyWidthGivesWholeHints() {
        let words = Set(
            timer.items.flatMap { $0.text.split(separator: " ") + $0.short.split(separator: " ") }.map(String.init) + [
                "·"
            ])
        for width in 0...60 {
            let text = timer.text(fitting: width)
            #expect(text.count <= width)
            #expect(text.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(width): \(text)")
            #expect(text.isEmpty || text.hasSuffix("q") || text.hasSuffix("quit"), "q is the last to go")
        }
    }

    /// count, roll and countdown show their keys on the last row, fitted to
    /// the width (whole words, q last to go), "paused" while paused, and no
    /// hint in a window under six rows.
    @Test(arguments: ["count", "roll", "countdown"])
    func playbackViewsShowTheirKeys(name: String) throws {
        func lastLine(width: Int, height: Int, paused: Bool) throws -> String {
            var buffer = CellBuffer(width: width, height: height)
            switch name {
            case "count":
                var view = NumberView(text: "1,234", mode: .quadrant, height: nil)
                view.isPaused = paused
                view.draw(into: &buffer)
            case "roll":
                var view = OdometerView(
                    frame: try Odometer(from: 1, to: 2).frame(at: .zero), mode: .quadrant, height: nil)
                view.isPaused = paused
                view.draw(into: &buffer)
            default:
                var view = CountdownView(
                    frame: try Countdown().frame(at: .zero), mode: .quadrant, height: nil, colorMode: .trueColor)
                view.isPaused = paused
                view.draw(into: &buffer)
            }
            return buffer.lines[height - 1].trimmingCharacters(in: .whitespaces)
        }
        #expect(try lastLine(width: 80, height: 24, paused: false) == "space pause · q quit")
        #expect(try lastLine(width: 80, height: 24, paused: true) == "paused · space resume · q quit")
        #expect(try lastLine(width: 10, height: 24, paused: false) == "spc q")
        #expect(try lastLine(width: 3, height: 24, paused: false) == "q")
        #expect(try !lastLine(width: 80, height: 5, paused: false).contains("q quit"))
    }

    /// At zero, held: the end text in big letters, drawn inverted (dark on
    /// the highlight) while the blink is on and plain while it is off, with
    /// the hint to dismiss it; without --end, 0:00.
    @Test(arguments: ["Done", nil] as [String?])
    func theTimersHeldEndIsBigAndBlinks(endText: String?) throws {
        let timer = try CountdownTimer(duration: .seconds(1))
        let view = TimerView(
            frame: timer.frame(at: .seconds(1)), title: nil, endText: endText, mode: .quadrant, height: nil)
        func draw(ringing: Bool?) -> CellBuffer {
            var buffer = CellBuffer(width: 80, height: 24)
            var held = view
            held.ringing = ringing
            held.draw(into: &buffer)
            return buffer
        }
        let on = draw(ringing: true)
        let off = draw(ringing: false)
        let backgrounds = { (buffer: CellBuffer) in
            (0..<24).flatMap { y in (0..<80).map { buffer[$0, y].style.background } }
        }
        #expect(ViewTests.drawn { $0 = on }.digitRows >= 5, "big letters")
        #expect(on.lines[23].contains("any key: dismiss"))
        #expect(backgrounds(on).contains(ViewStyle.inverted.background), "inverted while on")
        #expect(!backgrounds(off).contains(ViewStyle.inverted.background), "plain while off")
        #expect(ViewTests.drawn { $0 = off }.digitRows == ViewTests.drawn { $0 = on }.digitRows, "the same letters")
        #expect(!draw(ringing: nil).lines[23].contains("dismiss"), "no hold: no hint to dismiss")
    }

    /// --critical: the last seconds red where there is colour, inverted (a
    /// solid block with the digits cut out) where there is none; before
    /// them, and while paused, the usual digits.
    @Test func theTimersCriticalSecondsStandOut() throws {
        let timer = try CountdownTimer(duration: .seconds(60))
        func draw(at elapsed: Duration, _ colorMode: ColorMode, paused: Bool = false) -> CellBuffer {
            var view = TimerView(
                frame: timer.frame(at: elapsed), title: nil, endText: nil, mode: .quadrant, height: nil, critical: 10,
                colorMode: colorMode)
            view.isPaused = paused
            var buffer = CellBuffer(width: 80, height: 24)
            view.draw(into: &buffer)
            return buffer
        }
        func count(_ buffer: CellBuffer, _ test: (Cell) -> Bool) -> Int {
            (0..<buffer.height).reduce(0) { sum, y in sum + (0..<buffer.width).count { test(buffer[$0, y]) } }
        }
        let red = ViewStyle.critical.foreground
        #expect(count(draw(at: .seconds(55), .trueColor)) { $0.style.foreground == red } > 20, "0:05 is red")
        #expect(count(draw(at: .seconds(45), .trueColor)) { $0.style.foreground == red } == 0, "0:15 is not")
        #expect(count(draw(at: .seconds(55), .trueColor, paused: true)) { $0.style.foreground == red } == 0)
        let full = { (cell: Cell) in cell.character == "█" }
        let inverted = count(draw(at: .seconds(55), .none), full)
        let usual = count(draw(at: .seconds(45), .none), full)
        #expect(inverted > 2 * max(usual, 1), "without colour: inverted (\(inverted) full blocks against \(usual))")
    }

    /// follow --trend-colors: the big digits of a count and of an odometer
    /// in the trend colour mixed over their own, their own without one (the
    /// terminal drops colour under NO_COLOR, as for every view).
    @Test func followsTrendColourTintsTheDigits() throws {
        let half = TrendTint<TimelineInstant>.Shade(color: RGBColor(red: 255, green: 59, blue: 48), strength: 0.5)
        let odometer = try Odometer(from: 42, to: 42)
        func foregrounds(_ shade: TrendTint<TimelineInstant>.Shade?, roll: Bool) -> Set<RGBColor?> {
            var buffer = CellBuffer(width: 80, height: 24)
            if roll {
                var view = OdometerView(frame: odometer.frame(at: .zero), mode: .quadrant, height: 8)
                view.shade = shade
                view.draw(into: &buffer)
            } else {
                var view = NumberView(text: "42", mode: .quadrant, height: 8)
                view.shade = shade
                view.draw(into: &buffer)
            }
            return Set((0..<8).flatMap { y in (0..<80).map { buffer[$0, y].style.foreground } })
        }
        let own = try #require(ViewStyle.digits.foreground)
        let mixed = RGBColor(red: 188, green: 140, blue: 152)  // halfway from (120, 220, 255) to (255, 59, 48)
        #expect(ViewStyle.digits(half).foreground == mixed && ViewStyle.digits(nil) == ViewStyle.digits)
        for roll in [false, true] {
            #expect(foregrounds(half, roll: roll).contains(mixed) && !foregrounds(half, roll: roll).contains(own))
            #expect(foregrounds(nil, roll: roll).contains(own) && !foregrounds(nil, roll: roll).contains(mixed))
        }
    }

    /// ASCII art has no solid block to cut digits out of (inverted, it is
    /// a wall of 8s): without colour its last seconds are the usual digits,
    /// and its held end blinks by being drawn every other beat.
    @Test func asciiWarningsWithoutColourAreNotInverted() throws {
        let timer = try CountdownTimer(duration: .seconds(60))
        func draw(at elapsed: Duration, critical: Int64?, ringing: Bool? = nil) -> [String] {
            var view = TimerView(
                frame: timer.frame(at: elapsed), title: nil, endText: nil, mode: .ascii, height: nil,
                critical: critical, colorMode: .none)
            view.ringing = ringing
            var buffer = CellBuffer(width: 80, height: 24)
            view.draw(into: &buffer)
            return buffer.lines
        }
        let critical = draw(at: .seconds(55), critical: 10)
        #expect(critical == draw(at: .seconds(55), critical: nil), "the usual digits")
        #expect(critical.joined().count { $0 == "8" } < 80 * 24 / 4, "no wall of 8s")
        let on = draw(at: .seconds(60), critical: 10, ringing: true)
        let off = draw(at: .seconds(60), critical: 10, ringing: false)
        #expect(off.dropLast().joined().contains("d8"), "the end drawn while the blink is off")
        #expect(on.dropLast().allSatisfy { $0.allSatisfy { $0 == " " } }, "and not while it is on: \(on)")
        #expect(on.last == off.last, "the hint to dismiss stays")
    }

    @Test func theCooldownHintFitsTwentyColumns() {
        var buffer = CellBuffer(width: 20, height: 16)
        CooldownView(text: "Send", isReady: true, mode: .halfBlock, height: nil).draw(into: &buffer)
        #expect(buffer.lines[15].trimmingCharacters(in: .whitespaces) == "enter: press q")
    }
}
