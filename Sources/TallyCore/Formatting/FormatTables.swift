import Synchronization

/// The settings of a ``NumberFormat`` turned into what the per-frame path
/// writes: digit bytes, marks and affixes as UTF-8, grouping as numbers.
final class FormatTables: Sendable {
    let digitTable: [UInt8]
    let digitOffsets: [Int]
    /// Bytes per digit when every digit has the same length, else 0.
    let uniformDigitWidth: Int
    /// Whether the digits are ASCII 0-9, written without the table.
    let asciiDigits: Bool
    let fractionDigits: Int
    let minimumIntegerDigits: Int
    let decimalMark: ByteRun
    let groupSeparator: ByteRun
    let primaryGroupSize: Int
    let secondaryGroupSize: Int
    let minimumGroupingDigits: Int
    /// The group separator and the decimal mark, one ASCII byte each, of a
    /// format with ASCII digits grouped by three or not at all (en_US's ","
    /// and "."): what ``NumberWriter``'s shortest path writes. Nil for any
    /// other format.
    let asciiMarks: (group: UInt8, decimal: UInt8)?
    /// The signs and symbols around the digits in standard notation.
    let affixes: AffixRuns
    /// How the digits shown are chosen.
    let precision: Precision
    /// 2 for a percentage (the number times 100), else 0.
    let percentShift: Int
    /// Compact notation's or a byte count's units, each with its affixes.
    let units: [MagnitudeUnit]
    let unitAffixes: [AffixRuns]
    /// `units`' divisors and whether their words vary, apart: reading a
    /// unit out of `units` copies its six strings.
    let unitDivisors: [Int]
    let unitWordsVary: [Bool]
    let byteUnits: ByteUnits?
    /// Whether the words around the number change with it in standard
    /// notation (a currency's name): Foundation is asked for each number's.
    let affixesVary: Bool
    /// A decimal with fixed digits: the path without units or precision work.
    let isPlain: Bool
    /// Digits after a value's mark that its text can show: a counter counts
    /// in steps of this many (a percentage's two more, significant digits'
    /// own, none for whole bytes).
    let valueDigits: Int
    /// What is needed to ask Foundation for words that vary.
    let probe: FormatProbe
    let prefix: String
    let suffix: String
    let signPosition: SignPosition
    let signed: Bool
    /// The sign's affixes alone, for the byte units whose words vary.
    let signs: Affixes
    /// Words asked of Foundation, by the number shown: a count of bytes
    /// passes the same few hundred numbers again and again. At most
    /// ``wordsKept`` are kept; beyond, words are asked anew.
    let words = Mutex<[WordsKey: AffixRuns]>([:])
    static let wordsKept = 4_096

    /// A number as shown, with its unit: what words that vary depend on.
    struct WordsKey: Hashable {
        let unit: Int
        let shown: Int128
        let digits: Int
    }

    /// How the digits shown are chosen.
    enum Precision: Sendable, Hashable {
        /// ``NumberFormat/fractionDigits`` after the mark.
        case fractionDigits
        /// Between the bounds' counts of significant digits.
        case significantDigits(minimum: Int, maximum: Int)
        /// The value's own fraction digits, between the bounds.
        case fractionLength(minimum: Int, maximum: Int)
        /// Compact notation's: a whole number, with two significant digits
        /// below ten.
        case compact
        /// A byte count's: whole bytes and kilobytes, one decimal for
        /// megabytes, two beyond, without trailing zeros.
        case bytes
    }

    struct Settings {
        var fractionDigits: Int
        var grouping: Grouping
        var prefix: String
        var suffix: String
        var signPosition: SignPosition
        var minimumIntegerDigits: Int
        var numerals: Numerals?
        var significantDigits: ClosedRange<Int>?
        var fractionLength: ClosedRange<Int>?
        var probe: FormatProbe
    }

    init(_ settings: Settings, symbols: LocaleSymbols, styled: StyledSymbols) {
        let digits = (settings.numerals?.digits ?? symbols.digits).map { Array($0.utf8) }
        uniformDigitWidth = digits.allSatisfy { $0.count == digits[0].count } ? digits[0].count : 0
        asciiDigits = digits == (0...9).map { [UInt8(ascii: "0") + UInt8($0)] }
        digitTable = digits.flatMap { $0 }
        digitOffsets = digits.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        fractionDigits = min(max(settings.fractionDigits, 0), FixedDecimal.maximumScale)
        minimumIntegerDigits = min(max(settings.minimumIntegerDigits, 1), 40)
        decimalMark = ByteRun(symbols.decimalMark)
        var minimumGrouping: Int
        switch settings.grouping {
        case .automatic:
            (primaryGroupSize, secondaryGroupSize) = (symbols.primaryGroupSize, symbols.secondaryGroupSize)
            minimumGrouping = symbols.minimumGroupingDigits
        case .standard:
            (primaryGroupSize, secondaryGroupSize, minimumGrouping) = (3, 3, 1)
        case .indian:
            (primaryGroupSize, secondaryGroupSize, minimumGrouping) = (3, 2, 1)
        case .never:
            (primaryGroupSize, secondaryGroupSize, minimumGrouping) = (0, 3, 1)
        }
        groupSeparator = ByteRun(symbols.groupSeparator.isEmpty ? "," : symbols.groupSeparator)
        if asciiDigits, let group = groupSeparator.asciiByte, let decimal = decimalMark.asciiByte,
            primaryGroupSize == 0 || (primaryGroupSize == 3 && secondaryGroupSize == 3)
        {
            asciiMarks = (group, decimal)
        } else {
            asciiMarks = nil
        }
        let probe = settings.probe
        let signed: Bool
        switch probe.sign {
        case .always, .accountingAlways: signed = true
        case .automatic, .never, .accounting: signed = false
        }
        self.signed = signed
        affixes = AffixRuns(
            styled.symbols.affixes, prefix: settings.prefix, suffix: settings.suffix,
            signPosition: settings.signPosition, signed: signed, signs: styled.signs)
        units = styled.units?.units ?? []
        byteUnits = styled.units?.byteUnits
        unitDivisors = units.map(\.divisorExponent)
        unitWordsVary = units.map(\.varies)
        unitAffixes = units.map {
            AffixRuns(
                $0.affixes, prefix: settings.prefix, suffix: settings.suffix, signPosition: settings.signPosition,
                signed: signed, signs: styled.signs)
        }
        if byteUnits != nil {
            precision = .bytes
        } else if let range = settings.significantDigits {
            let low = min(max(range.lowerBound, 1), Self.maximumSignificantDigits)
            precision = .significantDigits(
                minimum: low, maximum: min(max(range.upperBound, low), Self.maximumSignificantDigits))
        } else if let range = settings.fractionLength {
            let low = min(max(range.lowerBound, 0), FixedDecimal.maximumScale)
            precision = .fractionLength(
                minimum: low, maximum: min(max(range.upperBound, low), FixedDecimal.maximumScale))
        } else if probe.notation == .compact {
            precision = .compact
        } else {
            precision = .fractionDigits
        }
        // Compact notation groups only from two digits beyond a group (CLDR's
        // "min2"); a byte count takes no notation.
        if probe.notation == .compact, byteUnits == nil { minimumGrouping = max(minimumGrouping, 2) }
        minimumGroupingDigits = minimumGrouping
        percentShift = probe.style == .percent ? 2 : 0
        let shown: Int
        switch precision {
        case .fractionDigits, .compact: shown = fractionDigits
        case .significantDigits(_, let maximum): shown = maximum - 1
        case .fractionLength(let minimum, _): shown = minimum
        case .bytes: shown = 0
        }
        valueDigits = min(shown + (precision == .bytes ? 0 : percentShift), FixedDecimal.maximumScale)
        affixesVary = styled.affixesVary
        isPlain = units.isEmpty && precision == .fractionDigits && percentShift == 0 && !affixesVary
        self.probe = probe
        prefix = settings.prefix
        suffix = settings.suffix
        signPosition = settings.signPosition
        signs = styled.signs
    }

    /// The most significant digits a format shows (an `Int128` holds 38).
    static let maximumSignificantDigits = 30

    /// UTF-8 bytes of the lowest `count` decimal digits of `value`.
    func bytes<T: FixedWidthInteger & UnsignedInteger>(ofDigits value: T, count: Int) -> Int {
        var rest = value
        var total = 0
        for _ in 0..<count {
            let (next, digit) = rest.quotientAndRemainder(dividingBy: 10)
            total += digitOffsets[Int(digit) + 1] - digitOffsets[Int(digit)]
            rest = next
        }
        return total
    }
}
