import Foundation
import Testing

/// `tally follow`: numbers from a pipe, in motion.
@Suite(.timeLimit(.minutes(10))) struct FollowCommandTests {
    /// Runs `tally follow` with `input` on standard input, through sh.
    static func follow(_ arguments: String, input: String) async throws -> TallyProcess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("input")
        try input.write(to: file, atomically: true, encoding: .utf8)
        return try await TallyProcess.runProgram(
            "/bin/sh", ["-c", "'\(TallyProcess.executable.path)' follow \(arguments) < '\(file.path)'"])
    }

    /// Piped: one line per change, from the first value to the last; a line
    /// that is not a number is reported once and skipped; the end of input
    /// lets the last move finish, exit 0.
    /// (The moves last a second: in 200 ms a process starved by a parallel
    /// build and test run once drew no frame between the values. Motion on
    /// virtual time, exactly, is `framesFromTimedInput`.)
    @Test func pipedItMovesToEachValue() async throws {
        let result = try await Self.follow("--duration 1s", input: "0\n100\nabc\nxyz\n250\n")
        #expect(result.status == 0)
        #expect(result.lines.first == "0" && result.lines.last == "250", "\(result.lines)")
        #expect(result.lines.count > 3, "in motion: \(result.lines)")
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("'abc'"))
        let decimals = try await Self.follow("", input: "1.5\n2.25\n")
        #expect(decimals.lines.last == "2.25", "as many decimals as the most precise value")
    }

    /// --roll piped: readings that always lie between the values (carry).
    @Test func pipedRollReadsBetweenTheValues() async throws {
        let result = try await Self.follow("--roll --duration 300ms", input: "5\n12\n")
        let values = result.lines.compactMap { Int($0) }
        #expect(result.status == 0 && values.count == result.lines.count)
        #expect(values.first == 5 && values.last == 12 && zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// --frames: the timed input sampled on virtual time, the same every run;
    /// a value arriving mid-move turns it without a jump.
    @Test func framesFromTimedInput() async throws {
        let result = try await Self.follow("--frames 10", input: "0 0\n0.5 120\n0.8 90\n")
        let texts = try result.lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["text"] as? String
        }
        #expect(texts == ["0", "0", "0", "0", "0", "0", "59", "94", "112", "121", "121", "111", "97", "90"])
        let again = try await Self.follow("--frames 10", input: "0 0\n0.5 120\n0.8 90\n")
        #expect(again.stdout == result.stdout)
    }

    /// --rate with --frames: no rate before the second value, then the
    /// change per second since the value before, held until the next:
    /// 120 in 0.5 s is 240/s, then 90 after 0.3 s is -100/s.
    @Test func rateFromTimedInput() async throws {
        let result = try await Self.follow("--frames 10 --rate", input: "0 0\n0.5 120\n0.8 90\n")
        let lines = try result.lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let rates = lines.map { ($0["rate"] as? NSNumber)?.doubleValue }
        #expect(rates == [nil, nil, nil, nil, nil, 240, 240, 240, -100, -100, -100, -100, -100, -100])
        #expect(
            lines.map { $0["text"] as? String } == [
                "0", "0", "0", "0", "0", "0", "59", "94", "112", "121", "121", "111", "97", "90",
            ])
    }

    /// --trend-colors with --frames: each move flashes the digits green up
    /// and red down, fading back over a second to their own colour (light
    /// blue, 120, 220, 255), checked against a naive blend; the first value
    /// flashes nothing, and the timeline lasts until the last colour has
    /// faded. Without the flag, no "color" key (`framesFromTimedInput`).
    @Test func trendColorsFromTimedInput() async throws {
        let result = try await Self.follow("--frames 10 --trend-colors", input: "0 0\n0.5 120\n0.8 90\n")
        #expect(result.status == 0)
        let lines = try result.lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(
            lines.map { $0["text"] as? String } == [
                "0", "0", "0", "0", "0", "0", "59", "94", "112", "121", "121", "111", "97", "90", "90", "90", "90",
                "90", "90",
            ])
        let own = [120.0, 220, 255]
        let (green, red) = ([52.0, 199, 89], [255.0, 59, 48])
        /// The naive blend: (1 - s) × own + s × colour, channel by channel.
        func blend(_ color: [Double], _ strength: Double) -> [Double] {
            zip(own, color).map { $0 + ($1 - $0) * strength }
        }
        let expected: [[Double]?] = (0..<lines.count).map { tenth in
            switch tenth {
            case 5...7: blend(green, 1 - Double(tenth - 5) / 10)
            case 8...17: blend(red, 1 - Double(tenth - 8) / 10)
            default: nil
            }
        }
        for (tenth, line) in lines.enumerated() {
            let color = (line["color"] as? [NSNumber])?.map(\.doubleValue)
            #expect((color == nil) == (expected[tenth] == nil), "at \(tenth) tenths: \(line)")
            if let color, let want = expected[tenth] {
                #expect(zip(color, want).allSatisfy { abs($0 - $1) <= 0.5 }, "at \(tenth) tenths: \(color) \(want)")
            }
        }
        let again = try await Self.follow("--frames 10 --trend-colors", input: "0 0\n0.5 120\n0.8 90\n")
        #expect(again.stdout == result.stdout)
    }

    /// --reduced-motion: each value at once, and with --trend-colors each
    /// colour held for its second, then gone at once; --roll cross-fades.
    @Test func reducedMotionShowsEachValueAtOnceAndHoldsTheColour() async throws {
        let input = "0 0\n0.5 120\n0.8 90\n"
        let result = try await Self.follow("--frames 10 --trend-colors --reduced-motion", input: input)
        let lines = try result.lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let texts: [String?] = lines.map { $0["text"] as? String }
        var shown: [String?] = Array(repeating: "0", count: 5)
        shown += Array(repeating: "120", count: 3)
        shown += Array(repeating: "90", count: 11)
        #expect(texts == shown)
        let colors: [[Int]?] = lines.map { ($0["color"] as? [NSNumber])?.map(\.intValue) }
        let green: [Int]? = [52, 199, 89]
        let red: [Int]? = [255, 59, 48]
        var held: [[Int]?] = Array(repeating: nil, count: 5)
        held += Array(repeating: green, count: 3)
        held += Array(repeating: red, count: 10)
        held.append(nil)
        #expect(colors == held)
        let rolled = try await Self.follow("--frames 10 --roll --reduced-motion", input: input)
        #expect(rolled.status == 0 && rolled.lines.count == 14)
    }

    /// In a terminal, with the values on standard input and the keys from
    /// the terminal: it plays to the end of input, exit 0, terminal back.
    @Test func inATerminalItPlaysToTheEndOfInput() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "5\n42\n".write(to: folder.appendingPathComponent("input"), atomically: true, encoding: .utf8)
        let session = try await TmuxSession("follow --duration 300ms < \(folder.path)/input")
        #expect(try await session.waitForExit() == 0)
        #expect(try await session.terminalIsRestored())
        await session.close()
    }

    /// Numbers typed at the terminal that shows them (standard input is
    /// the terminal): the first at a prompt, the others into the playing
    /// screen, shown as they are typed (Backspace mends, arrows, Home and
    /// function keys type nothing), a line that is
    /// no number said so; q or Ctrl-C quit (130), Ctrl-D ends the input
    /// (0), the terminal back each time. `--height 2` keeps the digits
    /// plain text, to be read off the screen.
    @Test(arguments: [("q", 130), ("C-c", 130), ("C-d", 0)] as [(String, Int32)])
    func numbersTypedAtTheTerminalAreFollowed(ending: String, status: Int32) async throws {
        let session = try await TmuxSession("follow --height 2 --duration 100ms", width: 60, height: 10)
        // Each step waits for its screen; the first that does not come
        // ends the test (the session closed, nothing left running).
        let steps: [(keys: [String], screen: @Sendable (String) -> Bool)] = [
            ([], { $0.contains("type a number and Enter") }),
            (["4321", "Enter"], { $0.contains("4,321") && $0.contains("type a number, Enter: _") }),
            (["12x", "BSpace", "Up", "Home", "F1"], { $0.contains("Enter: 12_") }),
            (["5", "Enter"], { $0.contains("125") && !$0.contains("4,321") }),
            (["1.5.5", "Enter"], { $0.contains("not a number; type a number, Enter: _") && $0.contains("125") }),
        ]
        var passed = true
        for (index, step) in steps.enumerated() where passed {
            if !step.keys.isEmpty { try await session.tmux(["send-keys", "-t", "main"] + step.keys) }
            let screen = try await session.waitForScreen(step.screen)
            passed = step.screen(screen)
            #expect(passed, "step \(index): \(screen)")
        }
        if passed {
            try await session.press(ending)
            #expect(try await session.waitForExit(seconds: 300) == status)
            #expect(try await session.terminalIsRestored())
        }
        await session.close()
    }
}
