import Foundation
import Synchronization
import TallyCore

/// The format a counting model writes a frame with, worked out once for
/// each format and locale rather than at every frame: putting a format in
/// another locale makes its tables again, which costs microseconds. The
/// rule is `CountingModel.locale`'s: the count's own format takes the
/// locale when one is set; a format given follows it when it is one of
/// Foundation's spellings without a locale of its own
/// (`NumberFormat.following(_:)`), and is used as it is otherwise.
///
/// ```swift
/// let formats = LocalizedFormats()
/// formats.format(given: .currency(code: "EUR"), own: counter.format, in: Locale(identifier: "de_DE"))
/// // "1.234,56 €", the tables made once
/// ```
final class LocalizedFormats: Sendable {
    /// The last format worked out, and what it was worked out from.
    private let last = Mutex<(base: NumberFormat, given: Bool, locale: Locale, localized: NumberFormat)?>(nil)

    /// The format to write with: `given`, else `own`, in `locale` as the rule says.
    func format(given: NumberFormat?, own: NumberFormat, in locale: Locale?) -> NumberFormat {
        let base = given ?? own
        guard let locale else { return base }
        return last.withLock { last in
            if let last, last.locale == locale, last.given == (given != nil), last.base == base {
                return last.localized
            }
            let localized: NumberFormat
            if given != nil {
                localized = base.following(locale)
            } else {
                var own = base
                if own.locale != locale { own.locale = locale }
                localized = own
            }
            last = (base, given != nil, locale, localized)
            return localized
        }
    }
}
