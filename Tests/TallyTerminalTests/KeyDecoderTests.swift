import TallyTestSupport
import Testing

@testable import TallyTerminal

@Suite struct KeyDecoderTests {
    static func events(_ bytes: [UInt8]) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        return bytes.compactMap { decoder.event(for: $0) }
    }

    /// What xterm, VTE and tmux send for keys without a character: arrows
    /// (normal and application mode, with modifiers), Home, End, Insert,
    /// Delete, Page Up and Down, F1-F12, Shift-Tab, a focus report.
    static let sequences = [
        "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OD", "\u{1B}[1;5C", "\u{1B}[1;2A",
        "\u{1B}[H", "\u{1B}[F", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[5~", "\u{1B}[6~",
        "\u{1B}OP", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[Z", "\u{1B}[I", "\u{1B}[O",
    ]

    /// Printable keys mixed with sequences, at random, decode to the
    /// printable keys alone, in order: the sequences leave nothing behind
    /// (before, `ESC [ A` came through as `[` and `A`).
    @Test func keysWithoutACharacterLeaveNothing() {
        var random = SplitMix64(seed: 5)
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            var expected: [TerminalEvent] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                if Bool.random(using: &random) {
                    bytes += Array(Self.sequences.randomElement(using: &random)!.utf8)
                } else {
                    let key = printable.randomElement(using: &random)!
                    bytes += Array(String(key).utf8)
                    expected.append(.key(key))
                }
            }
            #expect(Self.events(bytes) == expected, "\(bytes)")
        }
    }

    @Test func controlKeys() {
        #expect(Self.events([13, 10]) == [.key("\r"), .key("\r")])
        #expect(Self.events([0x7F, 8]) == [.key("\u{7F}"), .key("\u{7F}")])
        #expect(Self.events([4]) == [.key("\u{4}")])
        #expect(Self.events([3]) == [.interrupt])
        // Bytes of other characters (é in UTF-8, a tab) are not keys here.
        #expect(Self.events(Array("é\t".utf8)) == [])
    }

    /// A control byte inside a half-read sequence still counts (Ctrl-C
    /// interrupts), and ends the sequence; Esc before a printable key
    /// (Alt, or Esc pressed alone) counts as that key.
    @Test func controlBytesAndEscAlone() {
        #expect(Self.events(Array("\u{1B}[1;".utf8) + [3] + Array("q".utf8)) == [.interrupt, .key("q")])
        #expect(Self.events(Array("\u{1B}q".utf8)) == [.key("q")])
        #expect(Self.events(Array("\u{1B}\u{1B}[A1".utf8)) == [.key("1")])
        #expect(Self.events(Array("\u{1B}O".utf8) + [13]) == [.key("\r")])
    }
}
