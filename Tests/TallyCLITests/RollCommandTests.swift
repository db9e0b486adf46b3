import Foundation
import Testing

@Suite struct RollCommandTests {
    struct Column: Decodable {
        var role: String
        var place: Int?
        var faces: [String]
        var offset: Double
        var direction: String
        var opacity: Double
        var width: Double
        var blur: Double
    }

    struct Line: Decodable {
        var t: Double
        var text: String
        var columns: [Column]
    }

    func frames(_ arguments: [String]) async throws -> [Line] {
        let result = try await TallyProcess.run(["roll"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try result.lines.map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }

    @Test func framesGiveEveryColumnAndTheReading() async throws {
        let lines = try await frames(["999", "1000", "--frames", "10"])
        #expect(lines.first?.text == "999")
        #expect(lines.last?.text == "1,000")
        #expect(lines.last?.t == 2)
        #expect(lines.last?.columns.map(\.role) == ["digit", "separator", "digit", "digit", "digit"])
        let middle = try #require(lines.first { $0.t == 0.5 })
        let thousands = try #require(middle.columns.first)
        #expect(thousands.place == 3 && thousands.faces == ["0", "1"] && thousands.width > 0 && thousands.width < 1)
        #expect(middle.columns.allSatisfy { (0..<1).contains($0.offset) })
    }

    @Test func modesAndOptions() async throws {
        #expect(try await frames(["5", "-5", "--frames", "4"]).last?.text == "-5")
        #expect(try await frames(["-9", "-10", "--frames", "4"]).last?.text == "-10")
        // As many decimals as the numbers given have, as count shows them (issue 46).
        #expect(try await frames(["9.99", "10.5", "--frames", "4"]).last?.text == "10.50")
        #expect(try await frames(["0", "42", "--min-length", "5", "--frames", "2"]).last?.text == "00,042")
        #expect(
            try await frames(["0", "42", "--min-length", "5", "--pad", "space", "--grouping", "none", "--frames", "2"])
                .last?.text == "   42")
        #expect(
            try await frames(["0", "1234.5", "--decimals", "2", "--locale", "de_DE", "--frames", "2"]).last?.text
                == "1.234,50")
        let carry = try await frames(["0", "1000000", "--carry", "--frames", "50"])
        let values = carry.map { Double($0.text.replacingOccurrences(of: ",", with: "")) ?? -1 }
        #expect(values == values.sorted(), "carry readings never go back")
        #expect(carry.last?.text == "1,000,000")
        let classic = try await frames(["0", "7", "--classic", "--density", "3", "--frames", "100", "--duration", "1s"])
        #expect(classic.first?.text == "7", "classic starts on its target")
        #expect(classic.last?.text == "7")
        let fade = try await frames(["19", "25", "--reduced-motion", "--frames", "4"])
        #expect(fade[2].columns.map(\.faces) == [["1", "2"], ["9", "5"]])
        let shortest = try await frames(["9", "0", "--direction", "shortest", "--frames", "10"])
        #expect(Set(shortest.flatMap { $0.columns.flatMap(\.faces) }) == ["9", "0"])
    }

    @Test func plainOutputIsOneLinePerReading() async throws {
        let result = try await TallyProcess.run(["roll", "5", "-5", "--duration", "300ms", "--direction", "trend"])
        #expect(result.status == 0)
        #expect(result.lines.first == "5" && result.lines.last == "-5")
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.lines.contains("-0"))
    }

    @Test func inATerminalTheDigitsRoll() async throws {
        let result = try await TallyProcess.runInTerminal("roll 999 1000 --duration 300ms")
        #expect(result.status == 0)
        let parts = result.stdout.components(separatedBy: "\u{1B}[?25h\u{1B}[?1049l")
        #expect(parts.count == 2)
        #expect(parts[1].contains("█") || parts[1].contains("▀"), "the final value stays, big")
    }

    /// On the Linux console the timeline commands draw ASCII art, in the
    /// animation and in the value left on the main screen (the path through
    /// `PlaybackOptions.suit`); `--pixels` still chooses.
    @Test(arguments: [
        ("roll 999 1000 --duration 300ms", true), ("count 0 100 --duration 300ms", true),
        ("count 0 100 --duration 300ms --pixels quad", false),
    ])
    func onTheLinuxConsoleTheDigitsAreASCIIArt(command: String, isASCII: Bool) async throws {
        let result = try await TallyProcess.runInTerminal(command, environment: ["TERM": "linux"])
        #expect(result.status == 0)
        let parts = result.stdout.components(separatedBy: "\u{1B}[?25h\u{1B}[?1049l")
        #expect(parts.count == 2)
        #expect(TimerCommandTests.hasBigDigits(parts[0]) != isASCII, "the animation")
        #expect(TimerCommandTests.hasBigDigits(parts[1]) != isASCII, "the value left: \(parts[1])")
        #expect(parts[1].contains("8") == isASCII, "the value left, in ASCII art: \(parts[1])")
    }

    @Test(arguments: [
        (["roll"], "FROM and TO"), (["roll", "1"], "FROM and TO"), (["roll", "1", "x"], "'x'"),
        (["roll", "1", "2", "--direction", "left"], "'left'"), (["roll", "1", "2", "--density", "-1"], "'-1'"),
        (["roll", "1", "2", "--min-length", "99"], "'99'"), (["roll", "1", "2", "--pad", "dots"], "'dots'"),
        (["roll", "1", "2", "--classic", "--carry"], "--classic"),
        (["roll", "1", "2", "--duration-offset", "x"], "'x'"),
        (["roll", "1", "2", "--easing", "nope"], "'nope'"), (["roll", "1", "2", "--frames", "0"], "'0'"),
        (["roll", "1", "2", "3"], "'3'"), (["roll", "1", "2", "--bogus"], "'--bogus'"),
    ])
    func badInputExitsTwo(arguments: [String], named: String) async throws {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(named), "\(result.stderr)")
    }
}
