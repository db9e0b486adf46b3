import Foundation
import TallyTestSupport
import Testing

@testable import TallyCLI

/// The lines `tally follow` reads: blanks around a number are trimmed as
/// Foundation's `CharacterSet.whitespaces` trims them (the oracle), without
/// Foundation.
@Suite struct FollowInputTests {
    @Test func blanksAreTrimmedAsFoundationTrimsWhitespaces() {
        let pieces: [String] = [
            " ", "\t", "\u{A0}", "\u{3000}", "\u{2009}", "\u{202F}", "\u{200B}", "\u{2028}", "\u{85}", "\r", "\u{B}",
            "1", "-", ".", "5", "e\u{301}", "👍🏽", "x",
        ]
        var random = SplitMix64(seed: 29)
        for _ in 0..<5_000 {
            let line = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            #expect(
                FollowCommand.trimmingBlanks(line) == line.trimmingCharacters(in: .whitespaces),
                "\(line.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Every scalar of the first two planes (every space separator lies in
    /// the first), alone, is a blank exactly when Foundation trims it.
    @Test func everyScalarIsABlankExactlyWhenFoundationTrimsIt() {
        for value in UInt32(0)...0x1FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let line = "5" + String(scalar)
            #expect(
                FollowCommand.trimmingBlanks(line) == line.trimmingCharacters(in: .whitespaces),
                "U+\(String(value, radix: 16))")
        }
    }

    @Test func aNumberAmongBlanksIsRead() {
        #expect(FollowCommand.numberOrSkip("\t 1,5 ".replacingOccurrences(of: ",", with: "")) == 15)
        #expect(FollowCommand.numberOrSkip("\u{3000}42\u{A0}") == 42)
        #expect(FollowCommand.numberOrSkip(" \t ") == nil)
    }
}
