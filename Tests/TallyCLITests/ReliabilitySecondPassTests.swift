import Foundation
import TallyCore
import Testing

@testable import TallyCLI

/// The second reliability pass (issue 46), end to end on the built binary
/// where a user meets it: each case names the item it stands for. The
/// class of items 1 and 2, every input line at a constant cost in every
/// mode of `follow`, is `FollowCostMillionTests`.
@Suite(.serialized) struct ReliabilitySecondPassTests {
    /// Runs a shell script with `$T` the tally binary.
    static func shell(_ script: String) async throws -> TallyProcess.Result {
        try await TallyProcess.runProgram(
            "/bin/sh", ["-c", script], environment: ["T": TallyProcess.executable.path])
    }

    // MARK: Item 2: follow --frames on endless input

    /// Timed input without end stops at the line that takes the output past
    /// the limit, with the limit's message (before, it was read whole first
    /// and memory grew until the input ended, which it never did). Under a
    /// 400 MB address-space limit; the lines written before it (the samples
    /// before the last line within the limit: 999,990 s at 1 a second) go
    /// to `wc`.
    @Test func framesOnEndlessInputStopAtTheLimit() async throws {
        let result = try await Self.shell(
            #"""
            ulimit -v 400000
            awk 'BEGIN { for (i = 0; ; i++) print i * 10, i }' | { "$T" follow --frames 1; echo "tally $?" >&2; } | wc -l
            """#)
        #expect(result.stderr.hasSuffix("would write 1,000,001 lines, more than 1,000,000 (lower the rate, or add --no-limit)\ntally 2\n"), "\(result.stderr)")
        #expect(result.stderr.contains("over the input up to '1000000 100000'"), "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "999990", "the samples before the line")
    }

    /// The issue's own case: nothing is written, the numbers are those given.
    @Test func theLimitIsSaidWithTheUsersNumbers() async throws {
        let result = try await Self.shell(#"printf '0 0\n1500 1\n' | "$T" follow --frames 1000"#)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(
            result.stderr
                == "tally: --frames 1000 over the input up to '1500 1' would write 1,500,001 lines, more than"
                + " 1,000,000 (lower the rate, or add --no-limit)\n")
        // Past the limit only with the last move, at the end of input.
        let atTheEnd = try await Self.shell(#"printf '0 0\n999.9 1\n' | "$T" follow --frames 1000 > /dev/null"#)
        #expect(
            atTheEnd.stderr
                == "tally: --frames 1000 over 1000.4 seconds would write 1,000,401 lines, more than 1,000,000"
                + " (lower the rate, or add --no-limit)\n")
        let count = try await TallyProcess.run(["count", "0", "1", "--frames", "29.97", "--duration", "9.5h"])
        #expect(
            count.stderr
                == "tally: --frames 29.97 over 34200 seconds would write 1,024,975 lines, more than 1,000,000"
                + " (lower the rate, or add --no-limit)\n")
    }

    /// Lines sampled as they come: each sample is the frame at its instant
    /// of the timeline made of every line up to that instant (closed after
    /// the last line), as a slow reference makes it anew for each sample; a
    /// value arriving mid-move turns it, and the digits after the mark are
    /// as many as the most precise value so far has.
    @Test func streamedFramesAreTheFramesOfTheInputSoFar() async throws {
        let input: [(Double, String)] = [(0, "0"), (0.5, "120"), (0.8, "90"), (0.8, "95"), (3, "-4.25"), (3.05, "7")]
        let text = input.map { "\($0.0) \($0.1)\\n" }.joined()
        let result = try await Self.shell("printf '\(text)' | \"$T\" follow --frames 20 --rate")
        let motion = try FollowCommand(
            ParsedArguments(["--rate"], options: FollowCommand.options, command: "tally follow")
        ).counterMotion()
        /// The timeline of the lines at or before `end`, closed when they are all of them.
        func timeline(through end: Duration) throws -> FollowTimeline<Counter> {
            var meter = RateMeter(format: NumberFormat())
            meter.record(0, at: .zero, arrival: .zero)
            var following = FollowTimeline(base: try motion.start(0), meter: meter)
            var taken = 1
            for (seconds, value) in input.dropFirst() {
                let at = try Duration.checkedSeconds(seconds)
                guard at <= end else { break }
                following.receive(try FixedDecimal(value), at: at, arrival: at, by: motion)
                taken += 1
            }
            following.isOpen = taken < input.count
            return following
        }
        var expected: [String] = []
        var index: Int64 = 0
        let sampler = FrameSampler(rate: 20)
        while true {
            var at = sampler.instant(index)
            let reference = try timeline(through: at)
            let last = !reference.isOpen && at >= reference.duration
            if last { at = reference.duration }
            let frame = reference.frame(at: at)
            var line = JSONLine()
            line.add("t", seconds: at)
            line.add("text", frame.base.text)
            if let rate = frame.rate, let number = FollowCommand.json(rate.perSecond) { line.add("rate", number: number) }
            expected.append(line.text)
            if last { break }
            index += 1
        }
        #expect(result.lines == expected, "\(result.stdout)")
        #expect(result.lines.first == #"{"t":0,"text":"0"}"# && result.lines.last == #"{"t":3.55,"text":"7.00","rate":225}"#)
    }

    // MARK: Item 3: a closed standard output

    /// Every command that writes to standard output fails when it is
    /// closed, from its first write, with one line and status 74; each stops
    /// at once (a timer of an hour, a tour of 24 s, a stopwatch for ever).
    @Test(arguments: [
        "count 0 100 --frames 10", "count 0 100", "roll 1 5", "roll 1 5 --frames 10", "follow", "follow --roll",
        "follow --frames 10", "countdown 3", "countdown 3 --frames 10", "timer 1h", "timer 1h --exec 'touch \"$D/ran\"'",
        "stopwatch", "demo", "manual", "completions bash", "--help", "--version", "count --help",
        "cooldown --store \"$D\" --key k --status", "cooldown --store \"$D\" --key k --start",
    ])
    func aClosedOutputIsSaidWithStatus74(arguments: String) async throws {
        // A number, timed for --frames; the folder $D for the store and the --exec.
        let input = arguments.hasPrefix("follow --frames") ? "0 5" : "5"
        let result = try await Self.shell(
            "export D=\"$(mktemp -d)\"; echo '\(input)' | timeout 20 \"$T\" \(arguments) >&-; echo $?;"
                + " ls \"$D\"; rm -rf \"$D\"")
        #expect(result.lines.first == "74", "\(arguments): \(result.stdout) \(result.stderr)")
        #expect(result.stderr == "tally: cannot write to standard output (it is closed)\n", "\(arguments)")
        #expect(!result.lines.contains("ran"), "a timer stopped by its output runs no --exec")
    }

    /// Standard error closed too: nothing can be said, the status says it.
    @Test func bothClosedIsStill74() async throws {
        let result = try await Self.shell("\"$T\" count 0 9 --frames 1 >&- 2>&-; echo $?")
        #expect(result.stdout == "74\n")
    }

    // MARK: Item 4: demo > /dev/full

    /// The tour ends at its first failed write (before, it played its 24 s
    /// to the end); `timeout` would say 124 if it did not.
    @Test func theTourStopsOnAFullDisk() async throws {
        let result = try await Self.shell("timeout 10 \"$T\" demo > /dev/full; echo $?")
        #expect(result.stdout == "74\n")
        #expect(result.stderr == "tally: cannot write to standard output (No space left on device)\n")
    }

    // MARK: Item 5: numbers in messages

    /// A number out of range on follow's input is said as count says it.
    @Test func outOfRangeInputIsSaidAsCountSaysIt() async throws {
        let follow = try await Self.shell("echo 12345678901234567890 | \"$T\" follow")
        let count = try await TallyProcess.run(["count", "12345678901234567890", "1"])
        #expect(follow.status == 0 && count.status == 2)
        let range = "(at most 19 integer digits and 18 fraction digits)"
        #expect(follow.stderr.contains("a number out of range \(range)"), "\(follow.stderr)")
        #expect(count.stderr.contains(range), "\(count.stderr)")
    }

    /// A rate past what a decimal holds is written in the rate's format
    /// with a power of ten: its locale's mark and digits, its words.
    @Test(arguments: [
        ("en_US", [String](), "+9.00E21/s"), ("de_DE", [], "+9,00E21/s"),
        ("de_DE", ["--currency", "EUR"], "+9,00E21\u{A0}€/s"), ("en_US", ["--numerals", "arab"], "+٩.٠٠E٢١/s"),
        // A mantissa as the style writes it: bytes whole, a percentage times 100.
        ("en_US", ["--bytes"], "+9E21 bytes/s"), ("en_US", ["--percent"], "+900.00E21%/s"),
    ])
    func aHugeRateIsWrittenInItsFormat(locale: String, options: [String], expected: String) throws {
        let format = try FormatOptions.format(
            ParsedArguments(["--locale", locale] + options, options: FollowCommand.options, command: "tally follow"),
            defaultDecimals: 0)
        var meter = RateMeter(format: format)
        meter.record(0, at: .zero, arrival: .zero)
        meter.record(9_000_000_000_000_000_000, at: .milliseconds(1), arrival: .milliseconds(1))
        #expect(meter.rate(at: .milliseconds(1))?.text == expected)
    }

    @Test func aHugeRateKeepsItsSignAndRoundsToThreeDigits() {
        #expect(RateMeter.scientific(-1.8e22, in: NumberFormat()) == "-1.80E22")
        #expect(RateMeter.scientific(-9.996e25, in: NumberFormat()) == "-1.00E26", "rounded up to the next power")
        #expect(RateMeter.scientific(1.23456e19, in: NumberFormat()) == "1.23E19")
    }

    // MARK: Item 6: roll's decimals are count's

    /// A roll starts and ends with the digits after the mark a count has:
    /// as many as the numbers given have, or --decimals.
    @Test(arguments: [
        ["1", "2.25"], ["0.5", "-5"], ["9.99", "10.5"], ["-1.5", "2"], ["0", "0.001"], ["1", "2.25", "--decimals", "1"],
        ["1.5", "2", "--currency", "EUR"],
    ])
    func rollShowsTheDecimalsCountShows(arguments: [String]) async throws {
        func texts(_ command: String) async throws -> [String] {
            let result = try await TallyProcess.run([command] + arguments + ["--frames", "1"])
            return try result.lines.map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["text"]
                    as? String ?? ""
            }
        }
        let roll = try await texts("roll")
        let count = try await texts("count")
        #expect(roll.first == count.first && roll.last == count.last, "\(arguments): roll \(roll), count \(count)")
    }
}
