/// Formatted text split into its leading words and signs, its runs of
/// digits, the separators between the runs, and its trailing words.
///
/// The number is the first run of decimal digits (Unicode's Nd, so "万"
/// is a word) and what joins further runs to it: one or two characters
/// that are neither letters nor brackets ("1,234.5", "١٬٢٣٤", "1 234").
/// Digits in the words after it, or in brackets before it, stay words:
/// "550.90 Mauritanian ouguiyas (1973–2017)".
struct ProbeParts {
    var prefix = ""
    var runs: [String] = []
    var separators: [String] = []
    var suffix = ""

    init(_ text: String) {
        let characters = Array(text)
        var index = 0
        // Digits alone in brackets belong to a word: "leoni za Siera Leoni
        // (1964—2022) 2", not "(0,011 OMR)".
        while index < characters.count, !Self.isDigit(characters[index]) || Self.bracketed(characters, index) {
            let word = Self.isDigit(characters[index])
            prefix.append(characters[index])
            index += 1
            while word, index < characters.count, !")）".contains(characters[index]) {
                prefix.append(characters[index])
                index += 1
            }
        }
        while index < characters.count {
            var run = ""
            while index < characters.count, Self.isDigit(characters[index]) {
                run.append(characters[index])
                index += 1
            }
            runs.append(run)
            var joint = index
            while joint < characters.count, joint - index < 2, !Self.isDigit(characters[joint]),
                !characters[joint].isLetter, !"()（）".contains(characters[joint])
            {
                joint += 1
            }
            guard joint > index, joint < characters.count, Self.isDigit(characters[joint]) else { break }
            separators.append(String(characters[index..<joint]))
            index = joint
        }
        suffix = String(characters[index...])
    }

    /// Whether the digit at `index` is in brackets that hold nothing but
    /// digits and what joins them.
    private static func bracketed(_ characters: [Character], _ index: Int) -> Bool {
        guard isDigit(characters[index]), index > 0, "(（".contains(characters[index - 1]) else { return false }
        var end = index
        while end < characters.count,
            isDigit(characters[end]) || (end + 1 < characters.count && isDigit(characters[end + 1]))
        {
            end += 1
        }
        return end < characters.count && ")）".contains(characters[end])
    }

    /// A decimal digit (Nd), not any numeral: 万 has a numeric value but is
    /// a word of Japanese compact notation.
    private static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first?.properties.numericType == .decimal
    }

    /// The digits shown, in order, as one run.
    var digitCount: Int { runs.reduce(0) { $0 + $1.count } }
}
