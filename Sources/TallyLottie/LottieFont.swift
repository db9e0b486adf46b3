/// Where an exported animation's glyphs come from: Tally's own stroke
/// font (stroked paths), or a TrueType font's outlines (filled paths, read
/// from its `glyf` table).
///
/// ```swift
/// var style = LottieStyle()
/// style.font = try LottieFont(trueType: Array(try Data(contentsOf: fontURL)))
/// ```
public struct LottieFont: Sendable {
    enum Source: Sendable {
        case stroke
        case trueType(TrueTypeFont)
    }

    let source: Source

    /// Tally's stroke font: digits, signs, A-Z, a-z and some punctuation,
    /// drawn with a round pen.
    ///
    /// ```swift
    /// LottieStyle().font.isStroke  // true
    /// ```
    public static let stroke = LottieFont(source: .stroke)

    /// The outlines of a TrueType font (a `.ttf` file's bytes).
    ///
    /// ```swift
    /// let font = try LottieFont(trueType: bytes)
    /// ```
    ///
    /// - Throws: ``LottieFontError`` when the data is not a TrueType font
    ///   or its tables are damaged (an OpenType font with CFF outlines is
    ///   not read).
    public init(trueType bytes: [UInt8]) throws(LottieFontError) {
        source = .trueType(try TrueTypeFont(bytes))
    }

    private init(source: Source) {
        self.source = source
    }

    /// Whether this is Tally's stroke font.
    public var isStroke: Bool {
        if case .stroke = source { return true }
        return false
    }
}
