/// The ten digits a number is written with.
///
/// By default a ``NumberFormat`` writes the digits of its locale (Arabic-Indic
/// for `ar_EG`, Latin for most). Set ``NumberFormat/numerals`` to use others.
///
/// ```swift
/// var format = NumberFormat()
/// format.numerals = .devanagari
/// format.string(for: 2024)  // "२,०२४"
/// ```
public struct Numerals: Sendable, Hashable {
    /// The digits for 0 through 9.
    public let digits: [String]

    /// Numerals from ten characters, for 0 through 9 in order.
    ///
    /// ```swift
    /// let circled = try Numerals(digits: "⓪①②③④⑤⑥⑦⑧⑨")
    /// ```
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` unless the
    ///   text has exactly ten characters, all different, none blank, a
    ///   control or an invisible format character: numbers written with
    ///   them must read back as the numbers they are.
    public init(digits: String) throws(TallyError) {
        let characters = digits.map(String.init)
        guard characters.count == 10 else {
            throw .invalidParameter(name: "numerals", reason: "expected exactly ten digits, 0 to 9")
        }
        guard Set(characters).count == 10 else {
            throw .invalidParameter(name: "numerals", reason: "the ten digits must all differ")
        }
        let unreadable = digits.unicodeScalars.contains {
            $0.isControlOrInvisibleFormat || $0.properties.isWhitespace
        }
        guard !unreadable else {
            throw .invalidParameter(name: "numerals", reason: "a digit is blank, a control or invisible")
        }
        self.digits = characters
    }

    private init(zero: Unicode.Scalar) {
        digits = (0..<10).map { String(Character(Unicode.Scalar(zero.value + UInt32($0))!)) }
    }

    /// 0123456789.
    public static let latin = Numerals(zero: "0")
    /// ٠١٢٣٤٥٦٧٨٩, as in Egypt and much of the Arab world.
    public static let arabicIndic = Numerals(zero: "\u{0660}")
    /// ۰۱۲۳۴۵۶۷۸۹, as in Iran and Pakistan.
    public static let extendedArabicIndic = Numerals(zero: "\u{06F0}")
    /// ०१२३४५६७८९, as in Hindi and Marathi.
    public static let devanagari = Numerals(zero: "\u{0966}")
    /// ০১২৩৪৫৬৭৮৯, as in Bengali.
    public static let bengali = Numerals(zero: "\u{09E6}")
    /// ０１２３４５６７８９, full-width forms for CJK text.
    public static let fullwidth = Numerals(zero: "\u{FF10}")
}
