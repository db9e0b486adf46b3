/// Why a font file cannot give a Lottie animation its glyphs.
///
/// ```swift
/// do {
///     _ = try LottieFont(trueType: [0, 1, 2])
/// } catch {
///     print(error)  // "not a TrueType font (its first bytes are no sfnt version)"
/// }
/// ```
public enum LottieFontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data does not start as a TrueType font does (CFF-flavoured
    /// OpenType, a collection, or something else).
    case notTrueType
    /// A table the glyphs need is absent: its tag.
    case missingTable(String)
    /// A table is cut short or holds what cannot be: which, and why.
    case damaged(table: String, reason: String)

    /// One line that says what is wrong.
    public var description: String {
        switch self {
        case .notTrueType: return "not a TrueType font (its first bytes are no sfnt version)"
        case .missingTable(let tag): return "the font has no '\(tag)' table"
        case .damaged(let table, let reason): return "the font's '\(table)' table is damaged (\(reason))"
        }
    }
}
