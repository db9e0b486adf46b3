import Foundation
import TallyCore

/// Section 3: counter frames in each style of ``NumberStyle`` against the
/// decimal frame (the baseline) and Foundation's format style making the
/// same text from the same value. The count runs from 0 to 12,345.67, so
/// every text fits in 15 bytes ("12.345,67 €" is 14) and needs no heap.
func measureStyles() throws {
    let german = Locale(identifier: "de_DE")
    let english = Locale(identifier: "en_US")
    let to = 12_345.67
    func counter(_ configure: (inout NumberFormat) -> Void) throws -> Counter {
        var format = NumberFormat(locale: english, fractionDigits: 2)
        configure(&format)
        return try Counter(
            from: FixedDecimal(0), to: FixedDecimal(to), duration: duration, easing: .easeOut, format: format)
    }
    let decimal = try counter { _ in }
    let euros = try counter { $0 = NumberFormat(currency: "EUR", locale: german) }
    let percent = try counter {
        $0.style = .percent
        $0.fractionDigits = 0
    }
    let compact = try counter { $0.notation = .compact }
    let significant = try counter { $0.significantDigits = 1...3 }
    let signed = try counter { $0.signDisplay = .always() }
    let bytes = try counter { $0.style = .bytes() }
    let value = { (elapsed: Duration) in to * progress(elapsed) }
    let foundationEuros = FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: german)
    let foundationCompact = FloatingPointFormatStyle<Double>(locale: english).notation(.compactName)
    let foundationBytes = ByteCountFormatStyle(
        style: .file, allowedUnits: .all, spellsOutZero: false, includesActualByteCount: false, locale: english)
    let results = measure([
        Contender(name: "Tally decimal frame (baseline)") { decimal.frame(at: $0).text },
        Contender(name: "Tally currency (EUR, de_DE)") { euros.frame(at: $0).text },
        Contender(name: "Tally percent") { percent.frame(at: $0).text },
        Contender(name: "Tally compact") { compact.frame(at: $0).text },
        Contender(name: "Tally 3 significant digits") { significant.frame(at: $0).text },
        Contender(name: "Tally sign always") { signed.frame(at: $0).text },
        Contender(name: "Tally bytes") { bytes.frame(at: $0).text },
        Contender(name: "Foundation .currency(EUR), de_DE") { foundationEuros.format(value($0)) },
        Contender(name: "Foundation .compactName") { foundationCompact.format(value($0)) },
        Contender(name: "Foundation ByteCountFormatStyle") { foundationBytes.format(Int64(value($0).rounded())) },
    ])
    print("")
    print("3. One counter frame in each style, 0 to 12,345.67 (value at t plus its text)")
    print("   goal: currency and compact within 1.5x of the decimal frame, no allocation")
    print("")
    row(results[0], "   baseline        ")
    for other in results.dropFirst(1).prefix(6) { row(other, ratio(other, to: results[0])) }
    let pairs = [(7, 1, "currency"), (8, 3, "compact"), (9, 6, "bytes")]
    for (foundation, tally, _) in pairs {
        row(
            results[foundation],
            ratio(results[foundation], to: results[0])
                + String(
                    format: " (%.1fx Tally's)",
                    results[foundation].nanosecondsPerFrame / results[tally].nanosecondsPerFrame))
    }
}
