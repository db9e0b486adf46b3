import Foundation
import TallyCore
import Testing

@Suite struct CountCommandTests {
    struct FrameLine: Decodable, Equatable {
        var t: Double
        var value: String
        var text: String
    }

    func frames(_ arguments: [String]) async throws -> [FrameLine] {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try result.lines.map { try JSONDecoder().decode(FrameLine.self, from: Data($0.utf8)) }
    }

    @Test func framesSampleTheWholeTimeline() async throws {
        let lines = try await frames(["count", "0", "100", "--frames", "10"])
        #expect(lines.count == 21)
        #expect(lines.first == FrameLine(t: 0, value: "0", text: "0"))
        #expect(lines.last == FrameLine(t: 2, value: "100", text: "100"))
        #expect(lines[10] == FrameLine(t: 1, value: "50", text: "50"))
        let times = lines.map(\.t)
        #expect(times == times.sorted())
    }

    @Test func framesEndExactlyOnTheTargetWhenTheRateDoesNotDivide() async throws {
        let lines = try await frames([
            "count", "0", "1234.56", "--frames", "3", "--duration", "1s", "--easing", "ease-out",
        ])
        #expect(lines.map(\.t) == [0, 0.333333, 0.666667, 1])
        #expect(lines.last?.text == "1,234.56")
    }

    /// countUp.js's `separator`, `decimal` and numeral options, from its own
    /// test cases (first and last frames), and the same marks on an
    /// odometer; a bad numeral set is exit 2 with one line.
    @Test(
        arguments: [
            (["count", "0", "10000", "--separator", ":"], "0", "10:000"),
            (["count", "0", "100", "--decimals", "1", "--decimal-mark", ",", "--separator", "."], "0,0", "100,0"),
            (["count", "0", "1000", "--numerals", "deva"], "०", "१,०००"),
            (["count", "0", "12", "--numerals", "fullwide", "--decimal-mark", "·", "--decimals", "1"], "０·０", "１２·０"),
            (["count", "-5", "5", "--numerals", "⓪①②③④⑤⑥⑦⑧⑨"], "-⑤", "⑤"),
            (["roll", "9999", "10000", "--separator", ":"], "9:999", "10:000"),
        ] as [([String], String, String)])
    func countUpFormattingOptions(arguments: [String], first: String, last: String) async throws {
        let result = try await TallyProcess.run(arguments + ["--frames", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        let texts = try result.lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["text"] as? String
        }
        #expect(texts.first == first && texts.last == last, "\(texts)")
        let bad = try await TallyProcess.run(["count", "0", "1", "--numerals", "0123"])
        #expect(bad.status == 2 && bad.stderr.contains("--numerals") && bad.stderr.split(separator: "\n").count == 1)
    }

    @Test func formattingOptions() async throws {
        let euro = try await frames([
            "count", "0", "-1234.5", "--frames", "1", "--locale", "de_DE", "--prefix", "€", "--decimals", "2",
            "--sign-before-prefix",
        ])
        #expect(euro.last?.text == "-€1.234,50")
        let indian = try await frames(["count", "0", "123456789", "--frames", "1", "--grouping", "indian"])
        #expect(indian.last?.text == "12,34,56,789")
        let plain = try await frames([
            "count", "0", "123456789", "--frames", "1", "--grouping", "none", "--suffix", " pts",
        ])
        #expect(plain.last?.text == "123456789 pts")
        let arabic = try await frames(["count", "0", "2024", "--frames", "1", "--locale", "ar-EG"])
        #expect(arabic.last?.text == "٢٬٠٢٤")
    }

    @Test func negativeNumbersAreOperands() async throws {
        #expect(try await frames(["count", "0", "-5", "--frames", "1"]).last?.text == "-5")
        let extremes = try await frames(["count", "-9223372036854775808", "0", "--frames", "1", "--grouping", "none"])
        #expect(extremes.first?.text == "-9223372036854775808")
        #expect(extremes.last?.text == "0")
        let afterDashes = try await frames(["count", "--frames", "1", "--", "-1", "-.5"])
        #expect(afterDashes.last?.value == "-0.5")
        let max = try await frames([
            "count", "9223372036854775807", "-9223372036854775808", "--frames", "4", "--easing", "ease-in-out-elastic",
        ])
        #expect(max.last?.value == "-9223372036854775808")
        #expect(max.first?.text == "9,223,372,036,854,775,807")
    }

    @Test func springTakesItsOwnDuration() async throws {
        let lines = try await frames(["count", "0", "100", "--easing", "spring(1,100,10)", "--frames", "10"])
        let settling = try #require(try Easing.spring(mass: 1, stiffness: 100, damping: 10).settlingDuration)
        #expect(lines.last?.t == settling / .seconds(1))
        #expect(lines.contains { (Int($0.value) ?? 0) > 100 }, "a spring overshoots")
        #expect(lines.last?.text == "100")
    }

    @Test(arguments: [
        ("2", 2.0), ("2s", 2), ("500ms", 0.5), ("1.5m", 90), ("1m30s", 90), ("1h2m3s", 3723), ("1:30", 90),
        ("1:02:03", 3723), ("0", 0), ("0.25", 0.25), ("1h", 3600), ("2m5.5s", 125.5), ("0:05", 5), ("10:00", 600),
        ("2d", 172_800), ("1d2h", 93_600), ("1h 5m 30s", 3930), ("1d 1s", 86_401),
    ])
    func durationsAreReadAsWritten(text: String, seconds: Double) async throws {
        let lines = try await frames(["count", "0", "1", "--duration", text, "--frames", "0.01"])
        #expect(lines.last?.t == seconds)
        #expect(lines.last?.text == "1")
    }

    @Test func plainOutputHasOneLinePerChangeAndNoEscapes() async throws {
        let result = try await TallyProcess.run(["count", "0", "5", "--duration", "250ms", "--fps", "100"])
        #expect(result.status == 0)
        // Real time: a busy machine may skip a value, never repeat one or go back.
        let values = result.lines.compactMap { Int($0) }
        #expect(values.count == result.lines.count && values.first == 0 && values.last == 5, "\(result.lines)")
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "one line per change: \(result.lines)")
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func inATerminalTheCountFillsTheWindowAndLeavesTheLastValue() async throws {
        let result = try await TallyProcess.runInTerminal("count 0 3 --duration 200ms --fps 100")
        #expect(result.status == 0)
        let output = result.stdout
        #expect(output.contains("\u{1B}[?1049h\u{1B}[?25l"), "alternate screen, cursor hidden")
        let parts = output.components(separatedBy: "\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0t")
        #expect(parts.count == 2, "cursor shown, main screen and window title back, once")
        let after = parts.last ?? ""
        #expect(!after.contains("\u{1B}"), "the last value is printed as plain lines")
        #expect(after.contains("█"), "in big digits")
    }

    @Test func helpIsPrinted() async throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try await TallyProcess.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.contains("USAGE: tally <command>"))
            #expect(result.stdout.contains("130"))
        }
        for arguments in [["count", "--help"], ["count", "-h"], ["count", "0", "1", "--help"]] {
            let result = try await TallyProcess.run(arguments)
            #expect(result.status == 0)
            #expect(result.stdout.contains("USAGE: tally count FROM TO"))
        }
        for command in ["count", "roll", "timer", "countdown", "cooldown", "demo"] {
            let asked = try await TallyProcess.run(["help", command])
            let flag = try await TallyProcess.run([command, "--help"])
            #expect(asked.status == 0 && asked.stdout == flag.stdout && !flag.stdout.isEmpty, "help \(command)")
        }
        let unknown = try await TallyProcess.run(["help", "bogus"])
        #expect(unknown.status == 2 && unknown.stderr.contains("'bogus'"))
    }

    /// A token with control characters or of any length gives one short,
    /// harmless line.
    @Test func errorsAreOneSafeShortLine() async throws {
        for token in ["1\n2\n3", "\u{1B}[2J\u{1B}]0;owned\u{7}", String(repeating: "9x", count: 50_000)] {
            let result = try await TallyProcess.run(["count", "0", token])
            #expect(result.status == 2)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            #expect(result.stderr.count <= 320)
        }
    }

    /// A dumb terminal gets what a pipe gets: plain lines, no escapes.
    @Test func aDumbTerminalGetsPlainLines() async throws {
        let result = try await TallyProcess.runInTerminal(
            "count 0 3 --duration 300ms --fps 100", environment: ["TERM": "dumb"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"), "no escape sequence")
        #expect(
            result.stdout.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            } == ["0", "1", "2", "3"])
    }

    /// Without a UTF-8 locale there are no block glyphs: plain lines, as piped.
    @Test(arguments: [["LC_ALL": "C"], ["LC_ALL": "", "LC_CTYPE": "", "LANG": "POSIX"]])
    func aLocaleWithoutUTF8GetsPlainLines(environment: [String: String]) async throws {
        let result = try await TallyProcess.runInTerminal(
            "count 0 3 --duration 300ms --fps 100", environment: environment)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"), "no escape sequence")
        let ascii = result.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
    }

    @Test func versionIsPrinted() async throws {
        for arguments in [["--version"], ["version"]] {
            let result = try await TallyProcess.run(arguments)
            #expect(result.status == 0 && result.lines == ["tally 0.2.0"])
        }
        #expect(try await TallyProcess.run(["--help"]).stdout.hasPrefix("tally 0.2.0:"))
    }

    @Test(arguments: [
        (["count"], "FROM and TO"),
        (["count", "1"], "FROM and TO"),
        (["count", "0", "1", "2"], "'2'"),
        (["count", "abc", "1"], "'abc'"),
        (["count", "0", "1e", "--frames", "1"], "'1e'"),
        (["count", "0", "99999999999999999999"], "'99999999999999999999'"),
        (["count", "0", "1", "--duration", "2x"], "'2x'"),
        (["count", "0", "1", "--duration", "-2s"], "'-2s'"),
        (["count", "0", "1", "--duration", "1:60"], "'1:60'"),
        (["count", "0", "1", "--duration", "1:2"], "'1:2'"),
        (["count", "0", "1", "--duration", "1m1h"], "'1m1h'"),
        (["count", "0", "1", "--duration", "1 h"], "'1 h'"),
        (["count", "0", "1", "--svg", "-", "--frames", "2"], "--svg and --frames"),
        (["count", "0", "1", "--duration", "876000h", "--frames", "1000"], "--no-limit"),
        (["count", "0", "1000000000000", "--duration", "24h", "--svg", "-"], "--no-limit"),
        (["count", "0", "1", "--duration", "24h", "--svg", "/nonexistent-dir/x.svg"], "/nonexistent-dir/x.svg"),
        (["roll", "0", "1", "--svg", "-", "--frames", "2"], "--svg and --frames"),
        (["countdown", "--svg", "-", "--frames", "2"], "--svg and --frames"),
        (["count", "0", "1", "--duration", "1h  5m"], "'1h  5m'"),
        (["count", "0", "1", "--duration", "1h 5"], "'1h 5'"),
        (["count", "0", "1", "--duration", "1h1d"], "'1h1d'"),
        (["count", "0", "1", "--duration", "1::2"], "'1::2'"),
        (["count", "0", "1", "--duration", "1:02:60"], "'1:02:60'"),
        (["count", "0", "1", "--duration", ""], "''"),
        (["count", "0", "1", "--duration", "s"], "'s'"),
        (["count", "0", "1", "--duration", "1.2.3s"], "'1.2.3s'"),
        (["count", "0", "1", "--duration", "nan"], "'nan'"),
        (["count", "0", "1", "--duration", "inf"], "'inf'"),
        (["count", "0", "1", "--duration", "999999999h"], "'999999999h'"),
        (["count", "0", "1", "--duration"], "--duration"),
        (["count", "0", "1", "--easing", "wobble"], "'wobble'"),
        (["count", "0", "1", "--easing", "steps(0)"], "'steps(0)'"),
        (["count", "0", "1", "--decimals", "19"], "'19'"),
        (["count", "0", "1", "--decimals", "two"], "'two'"),
        (["count", "0", "1", "--grouping", "weird"], "'weird'"),
        (["count", "0", "1", "--locale", "xx_YY"], "'xx_YY'"),
        (["count", "0", "1", "--fps", "0"], "'0'"),
        (["count", "0", "1", "--fps", "-3"], "'-3'"),
        (["count", "0", "1", "--frames", "nan"], "'nan'"),
        (["count", "0", "1", "--frames"], "--frames"),
        (["count", "0", "1", "--bogus"], "'--bogus'"),
        (["count", "0", "1", "--sign-before-prefix=yes"], "--sign-before-prefix"),
        (["bogus"], "'bogus'"),
        ([], "no command"),
        (["demo", "extra"], "'extra'"),
        (["count", "1"], "FROM and TO"),
        (["roll"], "FROM and TO"),
        (["roll", "1", "2", "3"], "'3'"),
        (["timer", "1", "2"], "'2'"),
        (["countdown", "3", "4"], "'4'"),
        (["cooldown", "now"], "'now'"),
        (["timer", "--bogus"], "'tally timer'"),
    ])
    func badInputExitsTwoWithOneLine(arguments: [String], named: String) async throws {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stdout.isEmpty, "\(arguments)")
        let errorLines = result.stderr.split(separator: "\n")
        #expect(errorLines.count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("tally: "))
        #expect(result.stderr.contains(named), "\(arguments): \(result.stderr)")
    }

    @Test func demoPlaysToTheEnd() async throws {
        let result = try await TallyProcess.run(["demo", "--fps", "5"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        let finals = [
            "count, ease-out", "1,234,567", "count, de_DE", "1.234.567,89", "count, hi_IN (3;2)", "12,34,56,789",
            "count, new target mid-way", "250", "roll 999 -> 1,000", "1,000", "roll 9.99 -> 10.5", "10.5",
            "roll 5 -> -5", "-5", "roll, carry 0 -> 1,000,000", "1,000,000", "countdown 3, 2, 1, Go!", "Go!",
            "cooldown button", "Get code",
        ]
        for index in stride(from: 0, to: finals.count, by: 2) {
            let line = finals[index].padding(toLength: 28, withPad: " ", startingAt: 0) + finals[index + 1]
            #expect(result.lines.contains(line), "\(line)")
        }
    }

}
