import TallyCore

/// One character cell of a terminal screen.
///
/// A wide character (CJK, most emoji) fills two cells: the first holds it and
/// the second is a continuation that draws nothing.
///
/// ```swift
/// let cell = Cell("7", style: .plain)
/// ```
public struct Cell: Hashable, Sendable {
    /// The character shown, or `nil` in the right half of a wide character.
    public var character: Character?
    /// Its colours and weight.
    public var style: TextStyle

    /// A cell showing `character`.
    ///
    /// ```swift
    /// Cell("█", style: TextStyle(isBold: true)).character  // "█"
    /// ```
    public init(_ character: Character, style: TextStyle = .plain) {
        self.character = character
        self.style = style
    }

    init(continuationWith style: TextStyle) {
        character = nil
        self.style = style
    }

    /// An empty cell.
    public static let blank = Cell(" ")

    /// Columns a character takes on a terminal: 2 for East Asian wide and
    /// full-width characters and most emoji, 1 otherwise.
    ///
    /// ```swift
    /// Cell.width(of: "倒")  // 2
    /// ```
    public static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 1 }
        return width(ofScalar: scalar.value)
    }

    /// Columns `text` takes: the sum of its characters' widths.
    ///
    /// ```swift
    /// Cell.width(of: "q quit · 倒计时")  // 15
    /// ```
    static func width(of text: String) -> Int {
        if isNarrowScalars(text) { return text.unicodeScalars.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// Whether each scalar of `text` is a character of its own, one column
    /// wide: every scalar lies in U+0020...U+007E or U+00A0...U+02FF
    /// (Latin-1 without its controls, and the Latin Extended, IPA and
    /// spacing modifier blocks), where no scalar joins its neighbours into
    /// one character (combining marks begin at U+0300; the soft hyphen,
    /// U+00AD, is a format character that joins nothing). Such text is written
    /// and measured a scalar at a time, without making `Character`s: key
    /// hints, labels and numbers.
    static func isNarrowScalars(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) || (0xA0..<0x300).contains($0.value) }
    }

    /// ``width(of:)`` of a character that begins with the scalar `value`.
    static func width(ofScalar value: UInt32) -> Int {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
