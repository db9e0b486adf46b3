import Foundation
import TallyCore

/// The change per second of a followed value (`tally follow --rate`): at
/// each arrival, the difference from the value before over the time between
/// them, held until the next arrival. A function of time like the rest of a
/// timeline: ``rate(at:)`` is the rate of the last arrival at or before an
/// instant.
///
/// ```swift
/// var meter = RateMeter(format: NumberFormat(fractionDigits: 0))
/// meter.record(100, at: .zero, arrival: .zero)
/// meter.record(250, at: .seconds(3), arrival: .seconds(3))
/// meter.rate(at: .seconds(4))?.text  // "+50.0/s"
/// ```
struct RateMeter: Sendable {
    /// A rate from an arrival on.
    struct Rate: Sendable, Equatable {
        /// Units per second, e.g. `50.0`.
        var perSecond: Double
        /// As shown, signed, in the value's format: `"+50/s"`, `"-1,200 B/s"`.
        var text: String
    }

    let format: NumberFormat
    /// The last value and its arrival.
    private var last: (value: FixedDecimal, at: Duration)?
    /// Rates and the instants they begin, oldest first.
    private var rates: [(at: Duration, rate: Rate)] = []

    init(format: NumberFormat) {
        self.format = format
    }

    /// How many rates the meter keeps: a few, however long it runs.
    var readingCount: Int { rates.count }

    /// Takes in `value`, shown from `elapsed` on the timeline and arrived at
    /// `arrival` on a clock that never stops (the input's own time, or the
    /// time since the input began: the timeline's stops while paused). From
    /// the second value on, a new rate begins at `elapsed`: the difference
    /// over the arrivals' distance. A value arriving with the last one's
    /// time replaces it without a new rate; one from before it is ignored.
    mutating func record(_ value: FixedDecimal, at elapsed: Duration, arrival: Duration) {
        guard let last else {
            self.last = (value, arrival)
            return
        }
        guard arrival >= last.at else { return }
        self.last = (value, arrival)
        guard arrival > last.at else { return }
        let seconds = Double((arrival - last.at) / .nanoseconds(1)) / 1e9
        let perSecond = (value.doubleValue - last.value.doubleValue) / seconds
        guard perSecond.isFinite else { return }
        while let newest = rates.last, newest.at >= elapsed { rates.removeLast() }
        rates.append((elapsed, Rate(perSecond: perSecond, text: text(perSecond))))
    }

    /// The rate shown at `elapsed`: the last arrival's at or before it; nil
    /// before the second value.
    func rate(at elapsed: Duration) -> Rate? {
        rates.last { $0.at <= elapsed }?.rate
    }

    /// Lets go of rates that no instant from `elapsed` on can show.
    mutating func forget(before elapsed: Duration) {
        guard let current = rates.lastIndex(where: { $0.at <= elapsed }), current > 0 else { return }
        rates.removeFirst(current)
    }

    /// Signed, in the value's format, with at least two significant digits
    /// after the mark for small rates (0.25/s is not "+0/s"): bytes per
    /// second as "+1.2 MB/s".
    private func text(_ perSecond: Double) -> String {
        var rateFormat = format
        let size = abs(perSecond)
        rateFormat.fractionDigits = max(format.fractionDigits, size < 10 ? 2 : size < 100 ? 1 : 0)
        rateFormat.signDisplay = .always()
        // Every digit the text can show (a percentage's two more; all of
        // them for significant digits and compact names).
        let exact = rateFormat.significantDigits != nil || rateFormat.notation == .compact
        let rate =
            exact ? try? FixedDecimal(perSecond) : try? FixedDecimal(perSecond, fractionDigits: rateFormat.valueDigits)
        guard let rate else { return Self.scientific(perSecond, in: rateFormat) + "/s" }
        return rateFormat.string(for: rate) + "/s"
    }

    /// A rate beyond what a decimal holds (more than 19 integer digits), in
    /// three significant digits and a power of ten, written in `format`'s
    /// digits, mark and words, the power after the digits: "+1.09E22" in
    /// en_US, "+1,09E22 €" with --currency EUR in de_DE; never "+0/s".
    static func scientific(_ value: Double, in format: NumberFormat) -> String {
        var exponent = Int(log10(abs(value)).rounded(.down))
        var mantissa = (abs(value) / pow(10, Double(exponent)) * 100).rounded() / 100
        if mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        var mantissaFormat = format
        mantissaFormat.notation = .standard
        mantissaFormat.significantDigits = nil
        mantissaFormat.fractionDigits = 2
        // A mantissa in 1..<10 is a decimal of two places, always.
        let shown = mantissaFormat.string(
            for: (try? FixedDecimal(rounding: value < 0 ? -mantissa : mantissa, places: 2)) ?? 0)
        // The format's ten digits, to find the mantissa's last one and to write the power.
        var digitFormat = NumberFormat(locale: format.locale, fractionDigits: 0)
        digitFormat.numerals = format.numerals
        digitFormat.grouping = .never
        let digits = (0...9).map { digitFormat.string(for: FixedDecimal(Int64($0))) }
        let power = "E" + digitFormat.string(for: FixedDecimal(Int64(exponent)))
        guard let last = shown.indices.last(where: { index in digits.contains { shown[index...].hasPrefix($0) } })
        else { return shown + power }
        let end = shown.index(last, offsetBy: digits.first { shown[last...].hasPrefix($0) }?.count ?? 1)
        return String(shown[..<end]) + power + String(shown[end...])
    }
}
