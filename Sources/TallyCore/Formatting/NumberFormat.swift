import Foundation

/// Turns numbers into text, fast enough to run on every frame.
///
/// A `NumberFormat` reads its locale's digits, marks and grouping from
/// Foundation once, when it is made or its locale changes, and then writes
/// each number with integer arithmetic into a stack buffer: a text of up to
/// 15 bytes costs no heap allocation. Its output equals Foundation's
/// `Decimal.FormatStyle` with `.precision(.fractionLength(n))`, with one
/// deliberate difference: a value that rounds to zero has no minus sign, so
/// a counter passing through zero never flashes "-0.00".
///
/// ```swift
/// var format = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2)
/// format.string(for: try FixedDecimal("1234567.891"))  // "1.234.567,89"
/// format.prefix = "€ "
/// format.string(for: -5)                               // "€ -5,00"
/// ```
public struct NumberFormat: Sendable {
    /// The locale whose digits, decimal mark and grouping are used.
    ///
    /// ```swift
    /// var format = NumberFormat(fractionDigits: 1)
    /// format.locale = Locale(identifier: "de_DE")
    /// format.string(for: 1234.5)  // "1.234,5"
    /// ```
    public var locale: Locale {
        didSet {
            followsEnvironmentLocale = false
            restyle()
        }
    }
    /// Digits after the decimal mark, 0 through 18 (values outside are clamped).
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.fractionDigits = 2
    /// format.string(for: 3)  // "3.00"
    /// ```
    public var fractionDigits: Int { didSet { compile() } }
    /// How dropped digits round; half-even by default.
    ///
    /// ```swift
    /// var format = NumberFormat(fractionDigits: 1)
    /// format.rounding = .halfUp
    /// format.string(for: 0.25)  // "0.3"
    /// ```
    public var rounding: Rounding
    /// How integer digits are grouped.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.grouping = .indian
    /// format.string(for: 12_345_678)  // "1,23,45,678"
    /// ```
    public var grouping: Grouping { didSet { compile() } }
    /// Text before the number, e.g. "$".
    ///
    /// ```swift
    /// NumberFormat(prefix: "$").string(for: 5)  // "$5"
    /// ```
    public var prefix: String { didSet { compile() } }
    /// Text after the number, e.g. " pts".
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.suffix = " pts"
    /// format.string(for: 42)  // "42 pts"
    /// ```
    public var suffix: String { didSet { compile() } }
    /// Whether a sign goes before or after ``prefix``.
    ///
    /// ```swift
    /// var format = NumberFormat(prefix: "$")
    /// format.signPosition = .beforePrefix
    /// format.string(for: -5)  // "-$5"
    /// ```
    public var signPosition: SignPosition { didSet { compile() } }
    /// Integer digits to show at least, padding with zeros.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.minimumIntegerDigits = 3
    /// format.string(for: 7)  // "007"
    /// ```
    public var minimumIntegerDigits: Int { didSet { compile() } }
    /// Digits to write instead of the locale's; `nil` uses the locale's.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.numerals = .arabicIndic
    /// format.string(for: 12)  // "١٢"
    /// ```
    public var numerals: Numerals? { didSet { compile() } }
    /// The text between digit groups instead of the locale's (countUp.js's
    /// `separator`); `nil` uses the locale's.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.groupSeparator = ":"
    /// format.string(for: 10000)  // "10:000"
    /// ```
    public var groupSeparator: String? { didSet { compile() } }
    /// The decimal mark instead of the locale's (countUp.js's `decimal`);
    /// `nil` uses the locale's.
    ///
    /// ```swift
    /// var format = NumberFormat(fractionDigits: 1)
    /// format.decimalMark = ","
    /// format.string(for: 100)  // "100,0"
    /// ```
    public var decimalMark: String? { didSet { compile() } }

    /// What the number is: a decimal (the default), a percentage, money
    /// or bytes.
    ///
    /// ```swift
    /// var format = NumberFormat(locale: Locale(identifier: "fr_FR"), fractionDigits: 2)
    /// format.style = .currency(code: "EUR")
    /// format.string(for: 1234.5)  // "1 234,50 €"
    /// ```
    public var style: NumberStyle {
        didSet {
            // One spelling per currency: "eur" is "EUR".
            if case .currency(let code, let presentation) = style, code != code.uppercased() {
                style = .currency(code: code.uppercased(), presentation: presentation)
            }
            restyle()
        }
    }
    /// Every digit, or the locale's short names of large numbers ("12M").
    ///
    /// ```swift
    /// var format = NumberFormat(locale: Locale(identifier: "de_DE"))
    /// format.notation = .compact
    /// format.string(for: 12_345_678)  // "12 Mio."
    /// ```
    public var notation: Notation { didSet { restyle() } }
    /// When the sign is shown.
    ///
    /// ```swift
    /// var format = NumberFormat(currency: "USD")
    /// format.signDisplay = .accounting
    /// format.string(for: -1234.5)  // "($1,234.50)"
    /// ```
    public var signDisplay: SignDisplay { didSet { restyle() } }
    /// Rounds to at most `upperBound` significant digits and shows at
    /// least `lowerBound` of them, instead of ``fractionDigits``; `nil`
    /// (the default) uses ``fractionDigits``. Bounds are clamped to 1...30.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.significantDigits = 1...3
    /// format.string(for: try FixedDecimal("1234.5678"))  // "1,230"
    /// format.string(for: try FixedDecimal("0.0012345"))  // "0.00123"
    /// ```
    public var significantDigits: ClosedRange<Int>? { didSet { compile() } }
    /// Shows as many fraction digits as the value has, at least
    /// `lowerBound` (padded with zeros) and at most `upperBound` (rounded),
    /// instead of ``fractionDigits``: Foundation's
    /// `.precision(.fractionLength(0...6))`, the precision of its `.number`.
    /// `nil` (the default) uses ``fractionDigits``; ``significantDigits``
    /// comes first when both are set. Bounds are clamped to 0...18.
    ///
    /// A value keeps the digits it was given (`FixedDecimal("1.50")` shows
    /// "1.50", where Foundation's `Decimal` has forgotten the zero), so a
    /// count from 0 to 19.99 shows two digits all along instead of
    /// changing width; a value rounded to `upperBound` digits drops the
    /// zeros rounding leaves, as Foundation does (1.9999999 is "2").
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.fractionLength = 0...3
    /// format.string(for: 12)                              // "12"
    /// format.string(for: try FixedDecimal("1234.5678"))  // "1,234.568"
    /// ```
    public var fractionLength: ClosedRange<Int>? { didSet { compile() } }
    /// Whether the locale is the view's (SwiftUI's `\.locale`) rather than
    /// one given: true for the formats Foundation's spellings make
    /// (``number``, ``percent``, ``currency(code:)``) until a locale is set.
    package var followsEnvironmentLocale = false

    private var styled: StyledSymbols
    private var compiled: FormatTables

    /// Creates a format.
    ///
    /// ```swift
    /// let format = NumberFormat(fractionDigits: 2, prefix: "$")
    /// format.string(for: 1234.5)  // "$1,234.50"
    /// ```
    ///
    /// - Parameters:
    ///   - locale: Whose symbols to use; `en_US` by default.
    ///   - fractionDigits: Digits after the decimal mark, 0...18.
    ///   - grouping: How to group integer digits.
    ///   - prefix: Text before the number.
    ///   - suffix: Text after the number.
    public init(
        locale: Locale = Locale(identifier: "en_US"), fractionDigits: Int = 0,
        grouping: Grouping = .automatic, prefix: String = "", suffix: String = ""
    ) {
        self.locale = locale
        self.fractionDigits = fractionDigits
        self.rounding = .halfEven
        self.grouping = grouping
        self.prefix = prefix
        self.suffix = suffix
        self.signPosition = .afterPrefix
        self.minimumIntegerDigits = 1
        self.numerals = nil
        self.groupSeparator = nil
        self.decimalMark = nil
        self.style = .decimal
        self.notation = .standard
        self.signDisplay = .automatic
        self.significantDigits = nil
        self.fractionLength = nil
        let styled = StyledSymbols.of(
            FormatProbe(locale: locale, style: .decimal, notation: .standard, sign: .automatic))
        self.styled = styled
        self.compiled = FormatTables(
            FormatTables.Settings(
                fractionDigits: fractionDigits, grouping: grouping, prefix: prefix, suffix: suffix,
                signPosition: .afterPrefix, minimumIntegerDigits: 1, numerals: nil, significantDigits: nil,
                fractionLength: nil,
                probe: FormatProbe(locale: locale, style: .decimal, notation: .standard, sign: .automatic)),
            symbols: styled.symbols, styled: styled)
    }

    /// Creates a format for amounts of a currency, with the currency's own
    /// number of decimals (2 for euros, 0 for yen, 3 for Kuwaiti dinars).
    ///
    /// ```swift
    /// let euros = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
    /// euros.string(for: 1234.5)  // "1.234,50 €"
    /// let yen = NumberFormat(currency: "JPY", locale: Locale(identifier: "ja_JP"))
    /// yen.string(for: 1234)      // "￥1,234"
    /// ```
    ///
    /// - Parameters:
    ///   - code: An ISO 4217 code; ``check()`` refuses one Foundation does not know.
    ///   - locale: Whose symbols and placement to use; `en_US` by default.
    ///   - presentation: Symbol, narrow symbol, ISO code or name.
    public init(
        currency code: String, locale: Locale = Locale(identifier: "en_US"),
        presentation: CurrencyPresentation = .symbol
    ) {
        self.init(locale: locale)
        // An initializer's own assignments run no observers.
        style = .currency(code: code.uppercased(), presentation: presentation)
        styled = StyledSymbols.of(probe)
        fractionDigits = styled.currencyFractionDigits
        compile()
    }

    /// Checks that every number this format writes reads back as itself:
    /// a group separator and a decimal mark that are not empty, differ from
    /// each other, hold no digit (of the numerals in use, or 0-9), no sign
    /// (`+`, `-`, `−`, the locale's minus) and no control or invisible
    /// character; a prefix and a suffix without
    /// controls or invisible characters. A format made of its locale's
    /// symbols always passes; this checks what an app or a user set.
    ///
    /// ```swift
    /// var format = NumberFormat()
    /// format.groupSeparator = "."
    /// try format.check()  // throws: the separator is the decimal mark
    /// ```
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` naming what is wrong.
    public func check() throws(TallyError) {
        if case .currency(let code, _) = style, !Self.currencyCodes.contains(code.uppercased()) {
            throw .invalidParameter(name: "currency", reason: "must be an ISO 4217 code such as EUR ('\(code)')")
        }
        let symbols = styled.symbols
        let separator = groupSeparator ?? symbols.groupSeparator
        let mark = decimalMark ?? symbols.decimalMark
        let digits = Set((numerals?.digits ?? symbols.digits) + (0...9).map(String.init))
        let signs = Set("+-\u{2212}".unicodeScalars).union(
            symbols.minus.unicodeScalars.filter { !$0.isControlOrInvisibleFormat })
        for (name, text) in [("group separator", separator), ("decimal mark", mark)] {
            if name == "decimal mark" || grouping != .never {
                guard !text.isEmpty else { throw .invalidParameter(name: name, reason: "must not be empty") }
            }
            guard !text.contains(where: { digits.contains(String($0)) }) else {
                throw .invalidParameter(name: name, reason: "must not hold a digit ('\(text)')")
            }
            guard !text.unicodeScalars.contains(where: signs.contains) else {
                throw .invalidParameter(name: name, reason: "must not hold a sign ('\(text)')")
            }
        }
        for (name, text) in [
            ("group separator", separator), ("decimal mark", mark), ("prefix", prefix), ("suffix", suffix),
        ]
        where text.unicodeScalars.contains(where: \.isControlOrInvisibleFormat) {
            throw .invalidParameter(name: name, reason: "must not hold a control or an invisible character")
        }
        guard separator != mark || grouping == .never else {
            throw .invalidParameter(
                name: "group separator", reason: "must differ from the decimal mark ('\(mark)'), or numbers read wrong")
        }
    }

    /// Digits after a value's mark that this format's text can show: a
    /// counter counts in steps of this many (a percentage needs two more
    /// than it shows, whole bytes none).
    package var valueDigits: Int { compiled.valueDigits }

    /// The ``fractionDigits`` that show every digit of a value with `scale`
    /// digits after its mark: two fewer for a percentage.
    package func fractionDigits(showing scale: Int) -> Int {
        style == .percent ? max(0, scale - 2) : scale
    }

    /// Raises ``fractionDigits``, never lowering it, so that a value with
    /// `scale` digits after its mark shows them all: the rule by which a
    /// live value (`tally follow`, counting or rolling) keeps as many
    /// decimals as the most precise value so far. True when it changed.
    package mutating func keepDigits(ofScale scale: Int) -> Bool {
        let needed = fractionDigits(showing: scale)
        guard needed > fractionDigits else { return false }
        fractionDigits = needed
        return true
    }

    /// How many numbers' words (which Foundation gives for each number)
    /// this format keeps.
    var keptWordCount: Int { compiled.words.withLock { $0.count } }

    /// The ISO 4217 codes Foundation knows.
    private static let currencyCodes = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// The text for `value`.
    ///
    /// ```swift
    /// NumberFormat(fractionDigits: 2).string(for: try FixedDecimal("-0.004"))  // "0.00"
    /// ```
    ///
    /// - Complexity: O(digits), with no heap allocation when the text has at
    ///   most 15 UTF-8 bytes.
    public func string(for value: FixedDecimal) -> String {
        string(significand: value.significand, scale: value.scale)
    }

    /// The text for the number `significand` × 10^-`scale`.
    @inline(__always)
    func string(significand: Int128, scale: Int) -> String {
        // Only the tables and the rounding are read: the caller passes
        // those, not the whole format, which it would copy.
        NumberWriter.string(significand: significand, scale: scale, compiled, rounding)
    }

    /// Turns the settings into byte tables for the per-frame path.
    private mutating func compile() {
        compiled = Self.tables(
            settings, symbols: effectiveSymbols, styled: styled)
    }

    private var settings: FormatTables.Settings {
        FormatTables.Settings(
            fractionDigits: fractionDigits, grouping: grouping, prefix: prefix, suffix: suffix,
            signPosition: signPosition, minimumIntegerDigits: minimumIntegerDigits, numerals: numerals,
            significantDigits: significantDigits, fractionLength: fractionLength, probe: probe)
    }

    private var probe: FormatProbe {
        FormatProbe(locale: locale, style: style, notation: notation, sign: signDisplay)
    }

    private static func tables(
        _ settings: FormatTables.Settings, symbols: LocaleSymbols, styled: StyledSymbols
    ) -> FormatTables {
        FormatTables(settings, symbols: symbols, styled: styled)
    }

    /// Probes Foundation again for the style, notation and sign display.
    private mutating func restyle() {
        styled = StyledSymbols.of(probe)
        compile()
    }

    /// The locale's symbols with the marks this format sets instead.
    private var effectiveSymbols: LocaleSymbols {
        var effective = styled.symbols
        if let groupSeparator { effective.groupSeparator = groupSeparator }
        if let decimalMark { effective.decimalMark = decimalMark }
        return effective
    }
}

extension NumberFormat {
    /// The pieces an odometer draws columns with: digit faces, marks and
    /// grouping, as this format writes them.
    var odometerSymbols: OdometerSymbols {
        // The grouping of the text this format writes: compact notation
        // groups from two digits beyond a group, as its text does.
        let symbols = effectiveSymbols
        return OdometerSymbols(
            digits: numerals?.digits ?? symbols.digits,
            groupSeparator: symbols.groupSeparator.isEmpty ? "," : symbols.groupSeparator,
            decimalMark: symbols.decimalMark,
            minus: symbols.minus.isEmpty ? "-" : symbols.minus,
            primaryGroupSize: compiled.primaryGroupSize, secondaryGroupSize: max(compiled.secondaryGroupSize, 1),
            minimumGroupingDigits: compiled.minimumGroupingDigits)
    }

    /// Whether this format's text is digits, marks and a minus only, which
    /// an odometer draws in columns of those; otherwise it draws the text
    /// around the digits in a column before and one after them.
    var writesDigitsOnly: Bool {
        prefix.isEmpty && suffix.isEmpty && style == .decimal && notation == .standard && signDisplay == .automatic
            && significantDigits == nil && fractionLength == nil
    }

    /// The number this format's text shows for `value`, with the words
    /// around it.
    func shown(for value: FixedDecimal) -> ShownNumber {
        NumberWriter.shown(value.significand, value.scale, compiled, rounding)
    }
}
