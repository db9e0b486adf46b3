import Foundation

/// The digits, marks and grouping of a locale, read from Foundation's
/// CLDR data once by formatting probe values with `Decimal.FormatStyle`.
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
    var positivePrefix: String
    var positiveSuffix: String
    var negativePrefix: String
    var negativeSuffix: String

    init(_ locale: Locale) {
        let style = Decimal.FormatStyle(locale: locale)
        let probe = Decimal(123_456_785) / 10
        let negative = Self.parts(of: (-probe).formatted(style.precision(.fractionLength(1))))
        let positive = Self.parts(of: probe.formatted(style.precision(.fractionLength(1))))
        let plain = Self.parts(
            of: Decimal(1_234_567_890).formatted(
                style.grouping(.never).precision(.fractionLength(0))))

        var digits = (0...9).map { String($0) }
        if plain.runs.count == 1, plain.runs[0].count == 10 {
            for character in plain.runs[0] {
                if let value = character.wholeNumberValue { digits[value] = String(character) }
            }
        }
        self.digits = digits
        negativePrefix = negative.prefix
        negativeSuffix = negative.suffix
        positivePrefix = positive.prefix
        positiveSuffix = positive.suffix

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
                let text = ones.formatted(style.precision(.fractionLength(0)))
                if Self.parts(of: text).runs.count > 1 {
                    minimumGroupingDigits = extra
                    break
                }
            }
        }
    }

    /// Splits formatted text into its leading affix, its runs of digits,
    /// the separators between runs, and its trailing affix.
    private static func parts(of text: String) -> (
        prefix: String, runs: [String], separators: [String], suffix: String
    ) {
        var prefix = ""
        var runs: [String] = []
        var separators: [String] = []
        var pending = ""
        for character in text {
            if character.wholeNumberValue != nil, character.unicodeScalars.count == 1 {
                if runs.isEmpty {
                    prefix = pending
                    runs.append("")
                } else if !pending.isEmpty {
                    separators.append(pending)
                    runs.append("")
                }
                pending = ""
                runs[runs.count - 1].append(character)
            } else {
                pending.append(character)
            }
        }
        return (prefix, runs, separators, pending)
    }
}
