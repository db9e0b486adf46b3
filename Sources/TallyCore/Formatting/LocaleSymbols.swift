import Foundation

/// The digits, marks, grouping and affixes of a locale for a style, read
/// from Foundation's CLDR data once by formatting probe values.
struct LocaleSymbols: Sendable, Hashable {
    var digits: [String]
    var decimalMark: String
    var groupSeparator: String
    /// Size of the group nearest the decimal mark (0: the locale does not group).
    var primaryGroupSize: Int
    /// Size of every further group (2 for Indian grouping).
    var secondaryGroupSize: Int
    /// CLDR minimumGroupingDigits: es_ES writes 1234 but 12.345 (2).
    var minimumGroupingDigits: Int
    /// The signs and symbols around the digits in standard notation.
    var affixes: Affixes
    /// The minus sign of the locale's plain numbers, whatever the style.
    var minus: String

    init(_ locale: Locale) {
        self.init(FormatProbe(locale: locale, style: .decimal, notation: .standard, sign: .automatic))
    }

    /// The text of the whole number `value` of `digits` digits with the
    /// fewest decimals (from one) that ICU writes whole: it splits some
    /// numbers around some Turkish currency names ("-CLP 28.631.41 Şili
    /// pesosu8"), not others.
    private static func whole(_ probe: FormatProbe, _ value: Decimal, digits: Int) -> ProbeParts? {
        for decimals in [1, 2, 3, 4, 0] {
            let parts = ProbeParts(probe.text(value, .fractionDigits(decimals)))
            // Whole: every digit in the number, no word touching it.
            if parts.digitCount == digits + decimals, parts.prefix.last?.isLetter != true,
                parts.suffix.first?.isLetter != true
            {
                return parts
            }
        }
        return nil
    }

    /// The text of a number of `sign` that ICU writes whole, trying numbers
    /// of 8 digits down to 1.
    private static func whole(_ probe: FormatProbe, sign: Int) -> ProbeParts {
        for digits in [8, 7, 6, 5, 4, 3, 2, 1] {
            let value = Decimal(sign) * (Decimal(string: String("12345678".prefix(digits))) ?? 1)
            if let parts = whole(probe, value, digits: digits) { return parts }
        }
        return ProbeParts(probe.text(Decimal(sign * 12_345_678), .fractionDigits(1)))
    }

    /// The symbols of `probe`'s style in standard notation.
    init(_ probe: FormatProbe) {
        let standard = FormatProbe(locale: probe.locale, style: probe.style, notation: .standard, sign: probe.sign)
        let shown = Decimal(123_456_785) / 10
        // Marks and grouping as the style writes them with the sign display
        // (en_IN's accountants group 851,643, not 8,51,643); from the
        // currency's symbol where ICU splits the digits around some Turkish
        // currency names ("BIF 26 Burundi frangı4").
        var marks = standard
        var positive = ProbeParts(marks.text(shown, .fractionDigits(1)))
        if case .currency(let code, _) = probe.style, positive.digitCount != 9 {
            marks = FormatProbe(
                locale: probe.locale, style: .currency(code: code, presentation: .symbol), notation: .standard,
                sign: probe.sign)
            positive = ProbeParts(marks.text(shown, .fractionDigits(1)))
        }
        let positiveParts = Self.whole(standard, sign: 1)
        let zeroParts: ProbeParts
        if let whole = Self.whole(standard, 0, digits: 1) {
            zeroParts = whole
        } else {
            // Zero's sign is a plus where it shows one, else none.
            let shows: Bool
            switch probe.sign {
            case .always(let zero), .accountingAlways(let zero): shows = zero
            case .automatic, .never, .accounting: shows = false
            }
            let unsigned = FormatProbe(
                locale: probe.locale, style: probe.style, notation: .standard, sign: .never)
            zeroParts = shows ? positiveParts : Self.whole(unsigned, sign: 1)
        }
        affixes = Affixes(positive: positiveParts, negative: Self.whole(standard, sign: -1), zero: zeroParts)
        // The digits of plain numbers: every style writes the locale's (and
        // Foundation's currency style forgets them when told not to group).
        let decimal = FormatProbe(locale: probe.locale, style: .decimal, notation: .standard, sign: .automatic)
        let plain = ProbeParts(decimal.text(Decimal(1_234_567_890), .fractionDigits(0), grouping: false))
        minus = ProbeParts(decimal.text(-1, .fractionDigits(0))).prefix

        var digits = (0...9).map { String($0) }
        if plain.runs.count == 1, plain.runs[0].count == 10 {
            for character in plain.runs[0] {
                if let value = character.wholeNumberValue { digits[value] = String(character) }
            }
        }
        self.digits = digits

        // runs: integer groups, then the fraction digit; separators between them.
        let runs = positive.runs
        decimalMark = positive.separators.last ?? "."
        let integerRuns = runs.dropLast()
        if integerRuns.count >= 2 {
            groupSeparator = positive.separators.first ?? ","
            primaryGroupSize = integerRuns[integerRuns.endIndex - 1].count
            secondaryGroupSize = integerRuns[integerRuns.endIndex - 2].count
        } else {
            groupSeparator = ""
            primaryGroupSize = 0
            secondaryGroupSize = 0
        }
        minimumGroupingDigits = 1
        if primaryGroupSize > 0 {
            for extra in 1...3 {
                let digitCount = primaryGroupSize + extra
                let ones = (0..<digitCount).reduce(Decimal(0)) { total, _ in total * 10 + 1 }
                if ProbeParts(marks.text(ones, .fractionDigits(0))).runs.count > 1 {
                    minimumGroupingDigits = extra
                    break
                }
            }
        }
    }
}
