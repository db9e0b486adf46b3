import Testing

@testable import TallyCLI

/// The picture left in the scrollback: trimmed of its trailing blanks as
/// the character reference trims it.
@Suite struct FinalPictureTests {
    /// The slow reference: trailing spaces dropped character by character.
    static func reference(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines
    }

    @Test func trimsAsTheCharacterReferenceDoes() {
        // Every line of up to four of these pieces, several lines at a time.
        // U+0D4E and U+0600 prepend: the blank after one is in its cluster.
        let pieces = [
            " ", "  ", "█", "▀▄", "e\u{301}", " \u{301}", "界", "👨‍👩‍👧", "4", "\u{1B}", "\u{D4E}", "\u{600}", "",
        ]
        var lines: [String] = []
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    for d in pieces { lines.append(a + b + c + d) }
                }
            }
        }
        #expect(ScrollbackPicture.trimmed(lines) == Self.reference(lines))
        for start in stride(from: 0, to: lines.count, by: 97) {
            let some = Array(lines[start..<min(start + 5, lines.count)])
            #expect(ScrollbackPicture.trimmed(some) == Self.reference(some))
        }
        #expect(ScrollbackPicture.trimmed(["", " 42  ", "   ", ""]) == [" 42"])
        #expect(ScrollbackPicture.trimmed(["  ", ""]) == [])
    }
}
