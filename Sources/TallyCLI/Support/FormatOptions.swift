import Foundation
import TallyCore

/// The number-format options shared by the commands that show numbers.
enum FormatOptions {
    static let valued: Set<String> = ["decimals", "grouping", "locale", "prefix", "suffix"]
    static let switches: Set<String> = ["sign-before-prefix"]

    static let usage = """
          --decimals N          digits after the decimal mark, 0-18 (default: as many as FROM or TO has)
          --grouping G          standard, indian or none (default: the locale's)
          --locale ID           e.g. en_US, de_DE, hi_IN, ar_EG (default: en_US)
          --prefix S            text before the number, e.g. '$'
          --suffix S            text after the number, e.g. ' %'
          --sign-before-prefix  write -$5 instead of $-5
        """

    static func format(_ arguments: ParsedArguments, defaultDecimals: Int) throws(UsageError) -> NumberFormat {
        var locale = Locale(identifier: "en_US")
        if let identifier = arguments.value("locale") {
            locale = try Self.locale(identifier)
        }
        var decimals = defaultDecimals
        if let text = arguments.value("decimals") {
            guard let value = Int(text), (0...FixedDecimal.maximumScale).contains(value) else {
                throw UsageError("invalid value '\(text)' for --decimals (expected a whole number from 0 to 18)")
            }
            decimals = value
        }
        var format = NumberFormat(locale: locale, fractionDigits: decimals)
        if let grouping = arguments.value("grouping") {
            switch grouping {
            case "standard": format.grouping = .standard
            case "indian": format.grouping = .indian
            case "none": format.grouping = .never
            case "locale": format.grouping = .automatic
            default:
                throw UsageError(
                    "invalid value '\(grouping)' for --grouping (expected standard, indian, none or locale)")
            }
        }
        format.prefix = arguments.value("prefix") ?? ""
        format.suffix = arguments.value("suffix") ?? ""
        format.signPosition = arguments.has("sign-before-prefix") ? .beforePrefix : .afterPrefix
        return format
    }

    /// A locale Foundation knows, written `de_DE` or `de-DE`.
    static func locale(_ identifier: String) throws(UsageError) -> Locale {
        let normalized = identifier.replacingOccurrences(of: "-", with: "_")
        guard knownLocales.contains(normalized) else {
            throw UsageError("unknown locale '\(identifier)' for --locale (e.g. en_US, de_DE, hi_IN)")
        }
        return Locale(identifier: normalized)
    }

    private static let knownLocales = Set(Locale.availableIdentifiers).union(["en_US_POSIX"])
}
