import Foundation
import Testing

/// `--currency`, `--percent`, `--compact`, `--significant`, `--sign` and
/// `--bytes` on count and follow: the last frame is Foundation's text for
/// the target, and a bad value or combination is exit 2 with one line.
@Suite struct StyleOptionTests {
    /// Foundation's texts, whose spaces are no-break spaces (U+00A0).
    struct FrameLine: Decodable {
        var text: String
    }

    @Test(
        arguments: [
            (["count", "0", "1234.5", "--currency", "EUR", "--locale", "de_DE"], "1.234,50\u{A0}€"),
            (["count", "0", "1234.5", "--currency", "eur", "--locale", "en_IE"], "€1,234.50"),
            (["count", "0", "1234.5", "--currency", "JPY", "--locale", "en_US"], "¥1,234"),
            (["count", "0", "1234.5", "--currency", "USD", "--currency-style", "code"], "USD\u{A0}1,234.50"),
            (["count", "0", "-1234.5", "--currency", "USD", "--sign", "accounting"], "($1,234.50)"),
            (["count", "0", "0.256", "--percent", "--locale", "de_DE"], "25,6\u{A0}%"),
            (["count", "999", "12345678", "--compact", "--locale", "de_DE"], "12\u{A0}Mio."),
            (["count", "999", "12345678", "--compact", "--locale", "hi_IN"], "1.2\u{A0}क॰"),
            (["count", "0", "1234.5678", "--significant", "3"], "1,230"),
            (["count", "0", "5", "--sign", "always"], "+5"),
            (["count", "0", "1250000", "--bytes"], "1.2 MB"),
        ])
    func theLastFrameIsTheStyledTarget(arguments: [String], text: String) async throws {
        let result = try await TallyProcess.run(arguments + ["--frames", "2"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let last = try JSONDecoder().decode(FrameLine.self, from: Data((result.lines.last ?? "").utf8))
        #expect(last.text == text)
    }

    /// follow's decimals follow the values given: 0.256 as a percentage is
    /// 25.6%, not 25.600%; --sign auto is what an odometer does anyway.
    @Test func followShowsPercentagesWithTheValuesDigits() async throws {
        let result = try await TallyProcess.runProgram(
            "/bin/sh", ["-c", "printf '0 0.256\\n' | \"$0\" follow --percent --frames 1", TallyProcess.executable.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.last?.contains(#""text":"25.6%""#) == true, "\(result.lines)")
        let rolled = try await TallyProcess.runProgram(
            "/bin/sh",
            ["-c", "printf '0 5\\n' | \"$0\" follow --roll --sign auto --frames 1", TallyProcess.executable.path])
        #expect(rolled.status == 0, "\(rolled.stderr)")
    }

    /// `roll` takes every style: the odometer ends on the style's text, its
    /// words in a prefix and a suffix column (the JSON roles); `follow
    /// --roll` too, its digits those of the values given.
    @Test func rollsDrawStyles() async throws {
        let euros = try await TallyProcess.run([
            "roll", "0", "1234.5", "--currency", "EUR", "--locale", "de_DE", "--frames", "2",
        ])
        #expect(euros.status == 0, "\(euros.stderr)")
        let last = euros.lines.last ?? ""
        #expect(last.contains("\"text\":\"1.234,50\u{a0}€\""), "\(last)")
        #expect(last.contains("{\"role\":\"suffix\",\"faces\":[\"\u{a0}€\"]"), "\(last)")
        let compact = try await TallyProcess.run(["roll", "999", "1200000", "--compact", "--frames", "2"])
        #expect(compact.lines.first?.contains(#""text":"999""#) == true, "\(compact.lines)")
        #expect(compact.lines.last?.contains(#""text":"1.2M""#) == true, "\(compact.lines)")
        let followed = try await TallyProcess.runProgram(
            "/bin/sh",
            [
                "-c", "printf '0 0.1\\n1 0.256\\n' | \"$0\" follow --roll --percent --frames 1",
                TallyProcess.executable.path,
            ])
        #expect(followed.status == 0, "\(followed.stderr)")
        #expect(followed.lines.last == #"{"t":1.5,"text":"25.6%"}"#, "\(followed.lines)")
    }

    /// `--binary` counts bytes in units of 1,024, as ByteCountFormatStyle's
    /// `.binary` does: 1,000,000 bytes are "977 kB" (decimal: "1 MB").
    @Test func binaryBytesCountInUnitsOf1024() async throws {
        let binary = try await TallyProcess.run(["count", "0", "1000000", "--bytes", "--binary", "--frames", "1"])
        #expect(binary.lines.last?.contains(#""text":"977 kB""#) == true, "\(binary.lines)")
        let decimal = try await TallyProcess.run(["count", "0", "1000000", "--bytes", "--frames", "1"])
        #expect(decimal.lines.last?.contains(#""text":"1 MB""#) == true, "\(decimal.lines)")
    }

    @Test func followWritesBytesAndByteRates() async throws {
        let result = try await TallyProcess.runProgram(
            "/bin/sh",
            [
                "-c", "printf '0 0\\n1 2500000\\n' | \"$0\" follow --rate --bytes --frames 1",
                TallyProcess.executable.path,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.last?.contains(#""text":"2.5 MB""#) == true, "\(result.lines)")
        #expect(result.lines.last?.contains(#""rate":2500000"#) == true, "\(result.lines)")
    }

    @Test(
        arguments: [
            (["count", "0", "5", "--currency", "EURO"], "unknown currency 'EURO' for --currency"),
            (["count", "0", "5", "--currency", "EUR", "--percent"], "--currency and --percent cannot be combined"),
            (["count", "0", "5", "--bytes", "--compact"], "--compact does not apply to --bytes"),
            (["count", "0", "5", "--decimals", "2", "--significant", "3"], "--decimals and --significant"),
            (["count", "0", "5", "--significant", "0"], "--significant"),
            (["count", "0", "5", "--sign", "sometimes"], "invalid value 'sometimes' for --sign"),
            (["count", "0", "5", "--currency-style", "name"], "--currency-style needs --currency"),
            (
                ["roll", "0", "5", "--carry", "--currency", "EUR"],
                "--carry does not apply to --currency: a real odometer turns plain digits"
            ),
            (["roll", "0", "5", "--carry", "--compact"], "--carry does not apply to --compact"),
            (["roll", "0", "5", "--carry", "--prefix", "$"], "--carry does not apply to --prefix"),
            (["count", "0", "5", "--binary"], "--binary needs --bytes"),
        ])
    func badStylesExitTwo(arguments: [String], message: String) async throws {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }
}
