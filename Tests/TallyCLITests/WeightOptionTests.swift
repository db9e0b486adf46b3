import TallyCore
import TallyTerminal
import Testing

@testable import TallyCLI

/// `--weight`: every command that draws big digits draws them as heavy as
/// it asks. Weights are told apart in ASCII art by its full cells (`8`):
/// a bold stroke is several cells wide, a thin one one or two.
@Suite struct WeightOptionTests {
    static func fullCells(_ text: String) -> Int { text.count { $0 == "8" } }

    /// The interactive commands, in a real terminal (tmux): thin digits
    /// have far fewer full cells than bold ones. The screens compared show
    /// the same number at both weights: the timer's and the cooldown's
    /// seconds, follow's one value, and the first frame of the stopwatch
    /// and the demo (`--fps 0.001`: the next is 1,000 s away). `typed` is a
    /// line typed once the command runs (`follow` reads its numbers from
    /// the terminal).
    @Test(
        arguments: [
            ("timer 1h", nil), ("stopwatch --fps 0.001", nil), ("cooldown --seconds 30", nil), ("follow", "4321"),
            ("demo --fps 0.001", nil),
        ] as [(String, String?)])
    func interactiveCommandsDrawTheWeightAsked(command: String, typed: String?) async throws {
        var full: [StrokeWeight: Int] = [:]
        for weight in [StrokeWeight.thin, .bold] {
            let session = try await TmuxSession(
                "\(command) --pixels ascii --weight \(weight.rawValue)", width: 80, height: 24)
            if let typed {
                #expect(try await session.shows { $0.contains("type a number and Enter") }, "\(command): the prompt")
                try await session.press(typed, "Enter")
            }
            // Digits drawn (a stroke's edge), not only the key hints.
            let screen = try await session.waitForScreen { $0.contains { "8[]".contains($0) } }
            full[weight] = Self.fullCells(screen)
            try await session.press("q")
            #expect(try await session.waitForExit(seconds: 300) != nil, "\(command) ends on q")
            await session.close()
        }
        #expect(full[.thin]! * 2 < full[.bold]!, "\(command): \(full)")
    }

    /// The timeline commands' views, drawn from the parsed command: each
    /// weight lights more cells than the one before it.
    @Test(arguments: [["count", "0", "1234.56"], ["roll", "999", "1000"], ["countdown", "3"]])
    func timelineViewsDrawTheWeightAsked(arguments: [String]) throws {
        let lit = try StrokeWeight.allCases.map { weight in
            let options = arguments + ["--pixels", "ascii", "--weight", weight.rawValue]
            let buffer: CellBuffer
            switch arguments[0] {
            case "count": buffer = TerminalStillTests.picture(try parse(CountCommand.self, options), at: .seconds(1))
            case "roll": buffer = TerminalStillTests.picture(try parse(RollCommand.self, options), at: .seconds(2))
            default: buffer = TerminalStillTests.picture(try parse(CountdownCommand.self, options), at: .zero)
            }
            return buffer.lines.joined().count { $0 != " " }
        }
        #expect(zip(lit, lit.dropFirst()).allSatisfy { $0 < $1 }, "\(arguments[0]): \(lit)")
    }

    /// The value `count` and `roll` leave on the main screen is drawn at
    /// the weight asked too.
    @Test(arguments: ["count 0 100 --duration 300ms", "roll 999 1000 --duration 300ms"])
    func theValueLeftHasTheWeightAsked(command: String) async throws {
        var full: [StrokeWeight: Int] = [:]
        for weight in [StrokeWeight.thin, .bold] {
            let result = try await TallyProcess.runInTerminal(
                "\(command) --pixels ascii --weight \(weight.rawValue)")
            #expect(result.status == 0)
            let parts = result.stdout.components(separatedBy: "\u{1B}[?25h\u{1B}[?1049l")
            try #require(parts.count == 2)
            full[weight] = Self.fullCells(parts[1])
        }
        #expect(full[.thin]! * 2 < full[.bold]!, "\(command): \(full)")
    }

    @Test(arguments: ["timer 5m", "stopwatch", "cooldown", "follow", "demo", "count 0 1", "roll 0 1", "countdown 3"])
    func anUnknownWeightExitsTwo(command: String) async throws {
        let result = try await TallyProcess.run(command.split(separator: " ").map(String.init) + ["--weight", "heavy"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "tally: invalid value 'heavy' for --weight (expected thin, light, regular or bold)\n",
            "\(result.stderr)")
    }

    private func parse<C: Command>(_ type: C.Type, _ arguments: [String]) throws -> C {
        try TerminalStillTests.parse(type, Array(arguments.dropFirst()))
    }
}
