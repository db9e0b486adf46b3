import Foundation
import TallyCore

/// The number-format options of the commands that show numbers.
enum FormatOptions {
    static let decimals = Option<Int>(
        "decimals", value: "N", help: "digits after the decimal mark, 0-18",
        default: "as many as the numbers given have"
    ) { text, name throws(UsageError) in
        guard let value = Int(text), (0...FixedDecimal.maximumScale).contains(value) else {
            throw UsageError("invalid value '\(text)' for \(name) (expected a whole number from 0 to 18)")
        }
        return value
    }

    static let grouping = Option<Grouping>(
        "grouping", value: "G", help: "standard, indian, none or locale", default: "the locale's",
        completion: .words(["standard", "indian", "none", "locale"])
    ) { text, name throws(UsageError) in
        switch text {
        case "standard": return .standard
        case "indian": return .indian
        case "none": return .never
        case "locale": return .automatic
        default:
            throw UsageError("invalid value '\(text)' for \(name) (expected standard, indian, none or locale)")
        }
    }

    static let locale = Option<Locale>(
        "locale", value: "ID", help: "e.g. en_US, de_DE, hi_IN, ar_EG", default: "en_US",
        completion: .locales
    ) { text, name throws(UsageError) in
        // Foundation's identifiers, written `de_DE` or `de-DE`.
        let normalized = text.replacingOccurrences(of: "-", with: "_")
        guard knownLocales.contains(normalized) else {
            throw UsageError("unknown locale '\(text)' for \(name) (e.g. en_US, de_DE, hi_IN)")
        }
        return Locale(identifier: normalized)
    }

    static let prefix = Option<String>("prefix", value: "S", help: "text before the number, e.g. '$'")
    static let suffix = Option<String>("suffix", value: "S", help: "text after the number, e.g. ' %'")
    static let signBeforePrefix = Flag("sign-before-prefix", help: "write -$5 instead of $-5")
    static let separator = Option<String>(
        "separator", value: "S", help: "the text between digit groups, e.g. ':' (10:000)", default: "the locale's")
    static let decimalMark = Option<String>(
        "decimal-mark", value: "S", help: "the decimal mark, e.g. ','", default: "the locale's")
    static let numerals = Option<Numerals>(
        "numerals", value: "SET",
        help: "the digits: latn, arab, arabext, deva, beng, fullwide, or ten characters for 0-9",
        default: "the locale's", completion: .words(namedNumerals.map(\.0))
    ) { text, name throws(UsageError) in
        if let named = namedNumerals.first(where: { $0.0 == text }) { return named.1 }
        do throws(TallyError) {
            return try Numerals(digits: text)
        } catch .invalidParameter(_, let reason) where text.count == 10 {
            throw UsageError("invalid value '\(text)' for \(name) (\(reason))")
        } catch {
            throw UsageError(
                "invalid value '\(text)' for \(name) (expected latn, arab, arabext, deva, beng, fullwide, or ten characters)"
            )
        }
    }

    /// The numbering systems `--numerals` knows by their CLDR names.
    static let namedNumerals: [(String, Numerals)] = [
        ("latn", .latin), ("arab", .arabicIndic), ("arabext", .extendedArabicIndic), ("deva", .devanagari),
        ("beng", .bengali), ("fullwide", .fullwidth),
    ]

    static let specs = [
        decimals.spec, grouping.spec, locale.spec, prefix.spec, suffix.spec, signBeforePrefix.spec, separator.spec,
        decimalMark.spec, numerals.spec,
    ]

    static func format(_ arguments: ParsedArguments, defaultDecimals: Int) throws(UsageError) -> NumberFormat {
        var format = NumberFormat(
            locale: try arguments.value(locale) ?? Locale(identifier: "en_US"),
            fractionDigits: try arguments.value(decimals) ?? defaultDecimals)
        if let grouping = try arguments.value(grouping) { format.grouping = grouping }
        format.prefix = try arguments.value(prefix) ?? ""
        format.suffix = try arguments.value(suffix) ?? ""
        format.signPosition = arguments.has(signBeforePrefix) ? .beforePrefix : .afterPrefix
        format.groupSeparator = try arguments.value(separator)
        format.decimalMark = try arguments.value(decimalMark)
        format.numerals = try arguments.value(numerals)
        try StyleOptions.apply(to: &format, arguments)
        // The options as a whole: a separator that is the decimal mark, or
        // holds a digit or a sign, would print numbers that read wrong.
        do {
            try format.check()
        } catch .invalidParameter(let name, let reason) {
            throw blame(name, reason, in: format, arguments)
        } catch {
            throw UsageError("\(error)")
        }
        return format
    }

    /// The option to blame for `format`'s `name` that `reason` refuses:
    /// the one given for it; else `--numerals` when its digits are at fault;
    /// else `--decimal-mark` when the mark given is the locale's separator;
    /// else the locale.
    private static func blame(
        _ name: String, _ reason: String, in format: NumberFormat, _ arguments: ParsedArguments
    ) -> UsageError {
        let options = ["group separator": separator, "decimal mark": decimalMark, "prefix": prefix, "suffix": suffix]
        if let option = options[name]?.spec.name, let given = arguments.value(option) {
            return UsageError("invalid value '\(given)' for --\(option) (the \(name) \(reason))")
        }
        if let given = arguments.value(numerals.spec.name) {
            var latin = format
            latin.numerals = nil
            if (try? latin.check()) != nil {
                return UsageError(
                    "invalid value '\(given)' for --numerals (a digit is the locale's \(name):"
                        + " give another with --\(options[name]?.spec.name ?? "separator"))")
            }
        }
        if name == "group separator", let mark = arguments.value(decimalMark.spec.name) {
            return UsageError(
                "invalid value '\(mark)' for --decimal-mark (it is the locale's group separator:"
                    + " give another with --separator, or --grouping none)")
        }
        return UsageError(
            "invalid value '\(arguments.value(locale.spec.name) ?? "en_US")' for --locale (its \(name) \(reason))")
    }

    private static let knownLocales = Set(Locale.availableIdentifiers).union(["en_US_POSIX"])

    /// The locales shells complete for `--locale`: those of a language and a
    /// region (`de_DE`, `hi_IN`, `yue_HK`), sorted, about 600 of the 1,000 or so
    /// `--locale` takes (the others, `de`, `sr_Latn_RS`, `en_US_POSIX`, are
    /// accepted but not offered).
    static let completedLocales = knownLocales.filter { identifier in
        let parts = identifier.split(separator: "_", omittingEmptySubsequences: false)
        return parts.count == 2 && (2...3).contains(parts[0].count) && parts[0].allSatisfy(\.isLowercase)
            && parts[1].count == 2 && parts[1].allSatisfy(\.isUppercase)
    }.sorted()
}
