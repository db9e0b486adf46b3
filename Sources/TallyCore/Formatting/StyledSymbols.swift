import Foundation
import Synchronization

/// Everything a style, notation and sign display take from Foundation in a
/// locale, probed once per process: marks, affixes, units, and whether
/// the words change with the number.
struct StyledSymbols: Sendable, Hashable {
    let symbols: LocaleSymbols
    let units: UnitTable?
    /// Whether the words around a number change with it in standard
    /// notation (a currency's name: "1 US dollar", "2 US dollars").
    let affixesVary: Bool
    /// The plain number's affixes for the sign display (a byte count's sign).
    let signs: Affixes
    /// A currency's own decimals (0 for yen); 0 for other styles.
    let currencyFractionDigits: Int

    private init(_ probe: FormatProbe) {
        symbols = LocaleSymbols(probe)
        let plain = FormatProbe(locale: probe.locale, style: .decimal, notation: .standard, sign: probe.sign)
        signs = probe.style == .decimal ? symbols.affixes : LocaleSymbols(plain).affixes
        switch probe.style {
        case .bytes(let byteUnits): units = UnitTable.bytes(probe, byteUnits, signs: signs)
        default: units = probe.notation == .compact ? UnitTable.compact(probe) : nil
        }
        if case .currency(_, .name) = probe.style {
            let standard = FormatProbe(
                locale: probe.locale, style: probe.style, notation: .standard, sign: probe.sign)
            let first = ProbeParts(standard.text(1, .fractionDigits(0)))
            affixesVary = [2, 3, 5, 11, 21, 101, 1_000_000].map { Decimal($0) }.contains { sample in
                [0, 2].contains { digits in
                    let parts = ProbeParts(standard.text(sample, .fractionDigits(digits)))
                    return parts.prefix != first.prefix || parts.suffix != first.suffix
                }
            }
        } else {
            affixesVary = false
        }
        currencyFractionDigits = probe.currencyFractionDigits()
    }

    /// The symbols of `probe`, from the process's cache when asked before.
    static func of(_ probe: FormatProbe) -> StyledSymbols {
        if let known = cache.withLock({ $0[probe] }) { return known }
        let made = StyledSymbols(probe)
        cache.withLock { entries in
            // A few formats are in use at a time; an app that makes many
            // different ones keeps the memory of a few hundred.
            if entries.count >= 256 { entries.removeAll() }
            entries[probe] = made
        }
        return made
    }

    private static let cache = Mutex<[FormatProbe: StyledSymbols]>([:])
}
