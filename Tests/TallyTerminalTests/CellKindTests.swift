import Testing

@testable import TallyTerminal

/// ``CellKind``'s table against what a terminal needs, written out here by
/// hand: each kind's bytes in each pen, for the characters big digits and
/// text are made of.
@Suite struct CellKindTests {
    /// (kind, character, what the plain pen writes, what the reversed pen writes; nil: nothing)
    static let table: [(CellKind, Character, String?, String?)] = [
        (.blank, " ", " ", "█"),
        (.block, "█", "█", " "),
        (.block, "▀", "▀", "▄"),
        (.block, "▗", "▗", "▛"),
        (.text, "a", "a", nil),
        (.text, "é", "é", nil),
        (.text, "⣿", "⣿", nil),
        (.text, "第", "第", nil),
        (.text, "𝐀", "𝐀", nil),
        (.undrawable, "a", nil, nil),
    ]

    @Test func eachKindCostsWhatItsGlyphsTake() {
        for (kind, character, plain, reversed) in Self.table {
            let code = character.unicodeScalars.first!.value
            #expect(CellKind(drawable: code) == kind || kind == .undrawable, "\(character)")
            #expect(kind.cost(of: code, in: [], reversed: false) == plain.map { $0.utf8.count } ?? -1, "\(character)")
            #expect(kind.cost(of: code, in: [], reversed: true) == reversed.map { $0.utf8.count } ?? -1, "\(character)")
        }
        // A cluster's bytes are its character's.
        let flag: Character = "🇫🇷"
        #expect(CellKind.cluster.cost(of: CellBuffer.clusterFlag, in: [flag], reversed: false) == flag.utf8.count)
        #expect(CellKind.cluster.cost(of: CellBuffer.clusterFlag, in: [flag], reversed: true) == -1)
        #expect(CellKind.rightHalf.cost(of: CellBuffer.continuationCode, in: [], reversed: false) == -1)
        #expect(CellKind.blankCosts == (1, 3))
    }
}
