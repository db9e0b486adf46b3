import Foundation

/// The per-frame path of ``NumberFormat``: rounds a number as its tables
/// say and writes the text straight into a string's storage.
enum NumberWriter {
    @inline(__always)
    static func string(significand: Int128, scale: Int, _ tables: FormatTables, _ rounding: Rounding) -> String {
        if tables.isPlain {
            let shown = toScale(significand, scale, tables.fractionDigits, rounding)
            return write(shown, fractionDigits: tables.fractionDigits, tables.affixes, tables)
        }
        return styled(significand, scale, tables, rounding)
    }

    /// A percentage, a significant-digit or compact number, a byte count,
    /// or words that change with the number.
    private static func styled(_ significand: Int128, _ scale: Int, _ tables: FormatTables, _ rounding: Rounding)
        -> String
    {
        let number = shown(significand, scale, tables, rounding)
        return write(number.shown, fractionDigits: number.digits, number.affixes, tables)
    }

    /// The number a format's text shows for `significand` × 10^-`scale`,
    /// and the words around it: what ``string(significand:scale:_:_:)``
    /// writes, and what an odometer rolls.
    static func shown(_ significand: Int128, _ scale: Int, _ tables: FormatTables, _ rounding: Rounding)
        -> ShownNumber
    {
        if tables.isPlain {
            let shown = toScale(significand, scale, tables.fractionDigits, rounding)
            return ShownNumber(shown: shown, digits: tables.fractionDigits, affixes: tables.affixes)
        }
        var (value, valueScale) = (significand, scale)
        if tables.percentShift > 0 {
            if valueScale >= tables.percentShift {
                valueScale -= tables.percentShift
            } else {
                value = toScale(value, valueScale, tables.percentShift, rounding)
                valueScale = 0
            }
        }
        if tables.precision == .bytes { return bytes(value, valueScale, tables, rounding) }
        guard !tables.units.isEmpty else {
            let (shown, digits) = round(value, valueScale, tables, rounding)
            let affixes =
                tables.affixesVary
                ? words(FormatTables.WordsKey(unit: -1, shown: shown, digits: digits), tables) {
                    wordsFromFoundation(shown, digits, divisor: 0, tables)
                } : tables.affixes
            return ShownNumber(
                shown: shown, digits: digits, affixes: affixes, unitShift: -tables.percentShift)
        }
        // Compact: the divisor of the number's magnitude; if rounding
        // carries it into the next magnitude (999,999 -> "1000K"), that
        // one's; the words are those of the magnitude shown (es_MX names
        // 10^9 "k M" but 10^10 "mil M", both millions).
        let magnitude = value == 0 ? 0 : digitCount(of: value.magnitude) - 1 - valueScale
        let largest = UnitTable.largestCompactMagnitude
        var divisor = tables.unitDivisors[min(max(magnitude, 0), largest)]
        var (shown, digits) = round(value, valueScale + divisor, tables, rounding)
        var shownMagnitude = shown == 0 ? 0 : digitCount(of: shown.magnitude) - 1 - digits + divisor
        if shownMagnitude > magnitude, tables.unitDivisors[min(max(shownMagnitude, 0), largest)] != divisor {
            divisor = tables.unitDivisors[min(max(shownMagnitude, 0), largest)]
            (shown, digits) = round(value, valueScale + divisor, tables, rounding)
            shownMagnitude = shown == 0 ? 0 : digitCount(of: shown.magnitude) - 1 - digits + divisor
        }
        let index = min(max(shownMagnitude, 0), largest)
        let affixes =
            tables.unitWordsVary[index]
            ? words(FormatTables.WordsKey(unit: index, shown: shown, digits: digits), tables) {
                wordsFromFoundation(shown, digits, divisor: divisor, tables)
            } : tables.unitAffixes[index]
        return ShownNumber(
            shown: shown, digits: digits, affixes: affixes, unitShift: divisor - tables.percentShift)
    }

    /// The digits shown of `value` × 10^-`scale` and their fraction digits.
    private static func round(_ value: Int128, _ scale: Int, _ tables: FormatTables, _ rounding: Rounding)
        -> (Int128, Int)
    {
        switch tables.precision {
        case .fractionDigits, .bytes:
            return (toScale(value, scale, tables.fractionDigits, rounding), tables.fractionDigits)
        case .significantDigits(let minimum, let maximum):
            return significant(value, scale, minimum: minimum, maximum: maximum, rounding)
        case .fractionLength(let minimum, let maximum):
            guard scale > maximum else {
                let digits = max(scale, minimum)
                return (toScale(value, scale, digits, rounding), digits)
            }
            // Rounded: without the zeros rounding left (1.9999999 is "2"), as Foundation writes it.
            var (shown, digits) = (toScale(value, scale, maximum, rounding), maximum)
            while digits > minimum, shown % 10 == 0 {
                shown /= 10
                digits -= 1
            }
            return (shown, digits)
        case .compact:
            guard value != 0 else { return (0, 0) }
            let magnitude = digitCount(of: value.magnitude) - 1 - scale
            return significant(value, scale, minimum: 1, maximum: max(2, magnitude + 1), rounding)
        }
    }

    /// `value` × 10^-`scale` rounded to at most `maximum` significant
    /// digits, then without trailing zeros down to `minimum` of them.
    static func significant(
        _ value: Int128, _ scale: Int, minimum: Int, maximum: Int, _ rounding: Rounding
    ) -> (Int128, Int) {
        guard value != 0 else { return (0, max(0, minimum - 1)) }
        let magnitude = digitCount(of: value.magnitude) - 1 - scale
        var digits = maximum - 1 - magnitude
        var shown = value
        if digits < scale {
            shown = rounding.divide(value, byPowerOfTen: scale - digits)
        } else {
            digits = scale
        }
        if digits < 0 {
            shown = toScale(shown, digits, 0, rounding)
            digits = 0
        }
        let shownMagnitude = digitCount(of: shown.magnitude) - 1 - digits
        let fewest = max(0, minimum - 1 - shownMagnitude)
        if var small = Int64(exactly: shown) {
            // In 64 bits when it fits: 128-bit remainders are library calls.
            while digits > fewest, small % 10 == 0 {
                small /= 10
                digits -= 1
            }
            shown = Int128(small)
        } else {
            while digits > fewest, shown % 10 == 0 {
                shown /= 10
                digits -= 1
            }
        }
        if digits < fewest {
            shown = toScale(shown, digits, fewest, rounding)
            digits = fewest
        }
        return (shown, digits)
    }

    /// `value` × 10^-`scale` as a significand at `digits` (clamped where
    /// it would not fit).
    @inline(__always)
    static func toScale(_ value: Int128, _ scale: Int, _ digits: Int, _ rounding: Rounding) -> Int128 {
        if digits == scale { return value }
        if digits > scale {
            let (product, overflow) = value.multipliedReportingOverflow(by: FixedDecimal.powerOfTen(digits - scale))
            return overflow ? (value < 0 ? -Int128.max : .max) : product
        }
        return rounding.divide(value, byPowerOfTen: scale - digits)
    }

    /// A count of bytes as `ByteCountFormatStyle` writes it: the unit the
    /// count is below the limit of, its value rounded to the unit's digits.
    private static func bytes(_ value: Int128, _ scale: Int, _ tables: FormatTables, _ rounding: Rounding)
        -> ShownNumber
    {
        guard let byteUnits = tables.byteUnits else {
            return ShownNumber(shown: 0, digits: 0, affixes: tables.affixes)
        }
        let count = Int64(clamping: toScale(value, scale, 0, rounding))
        let limits = UnitTable.byteSizes(byteUnits)
        let size = Double(count).magnitude
        let index = limits.firstIndex { size < $0 } ?? limits.count - 1
        var (shown, digits) = (Int128(count), 0)
        if index > 0 {
            let most = index == 1 ? 0 : index == 2 ? 1 : 2
            if byteUnits == .decimal, count.magnitude < 1_000_000_000_000_000 {
                // Exact: count / 1000^index has at most 15 digits, the
                // same digits as the Double Foundation divides into.
                (shown, digits) = (Int128(count), 3 * index)
            } else if byteUnits == .binary, index <= 3 {
                // count / 1024^index = count × 5^(10 index) / 10^(10 index),
                // exact, and no tie lies nearer it than a Double's step.
                let fives = (0..<10 * index).reduce(Int128(1)) { total, _ in total * 5 }
                (shown, digits) = (Int128(count) * fives, 10 * index)
            } else {
                let quotient = Double(count) / Double(UnitTable.byteSize(index, byteUnits))
                let decimal = (try? FixedDecimal(quotient)) ?? FixedDecimal(unchecked: 0, scale: 0)
                (shown, digits) = (decimal.significand, decimal.scale)
            }
            if digits > most {
                shown = rounding.divide(shown, byPowerOfTen: digits - most)
                digits = most
            }
            while digits > 0, shown % 10 == 0 {
                shown /= 10
                digits -= 1
            }
        }
        let affixes: AffixRuns
        if tables.unitWordsVary[index] {
            let key = FormatTables.WordsKey(unit: index, shown: Int128(shown.magnitude), digits: digits)
            affixes = words(key, tables) {
                let words = ProbeParts(tables.probe.bytes(count == .min ? .max : abs(count), byteUnits))
                return runs(UnitTable.combine(words: words, signs: tables.signs), tables)
            }
        } else {
            affixes = tables.unitAffixes[index]
        }
        return ShownNumber(
            shown: shown, digits: digits, affixes: affixes, unitFactor: UnitTable.byteSize(index, byteUnits))
    }

    /// The words Foundation writes around the number `shown` × 10^(`divisor`
    /// - `digits`): for a currency's name or a compact name that follows
    /// the number's grammatical number.
    private static func wordsFromFoundation(_ shown: Int128, _ digits: Int, divisor: Int, _ tables: FormatTables)
        -> AffixRuns
    {
        let magnitude = Decimal(string: String(shown.magnitude)) ?? 0
        let value = Decimal(sign: shown < 0 ? .minus : .plus, exponent: divisor - digits, significand: magnitude)
        let precision: FormatProbe.Precision
        switch tables.precision {
        case .fractionDigits, .bytes, .fractionLength: precision = .fractionDigits(digits)
        case .significantDigits(let minimum, let maximum): precision = .significantDigits(minimum...maximum)
        case .compact: precision = .automatic
        }
        let parts = ProbeParts(tables.probe.text(value, precision))
        // Where ICU splits the digits around a word ("CLP 54.67 Şili
        // pesosu8"), the words probed once.
        guard parts.digitCount == max(digitCount(of: shown.magnitude), digits + 1),
            parts.prefix.last?.isLetter != true, parts.suffix.first?.isLetter != true
        else {
            return tables.affixes
        }
        return runs(Affixes(all: parts), tables)
    }

    /// The words kept for `key`, or those `ask` gives, kept when there is room.
    private static func words(
        _ key: FormatTables.WordsKey, _ tables: FormatTables, ask: () -> AffixRuns
    ) -> AffixRuns {
        if let known = tables.words.withLock({ $0[key] }) { return known }
        let asked = ask()
        tables.words.withLock { kept in
            if kept.count < FormatTables.wordsKept { kept[key] = asked }
        }
        return asked
    }

    private static func runs(_ affixes: Affixes, _ tables: FormatTables) -> AffixRuns {
        AffixRuns(
            affixes, prefix: tables.prefix, suffix: tables.suffix, signPosition: tables.signPosition,
            signed: tables.signed, signs: tables.signs)
    }

    /// Writes `shown` × 10^-`fractionDigits` with `affixes`.
    @inline(__always)
    static func write(_ shown: Int128, fractionDigits: Int, _ affixes: AffixRuns, _ tables: FormatTables) -> String {
        let negative = shown < 0
        let zero = shown == 0
        let magnitude = shown.magnitude
        if magnitude <= UInt128(UInt64.max), tables.minimumIntegerDigits + fractionDigits <= 20,
            let marks = tables.asciiMarks, affixes.mostBytes <= 37
        {
            return renderASCII(
                UInt64(truncatingIfNeeded: magnitude), fractionDigits, affixes, negative, zero, marks, tables)
        }
        let head = affixes.head(negative: negative, zero: zero)
        let tail = affixes.tail(negative: negative, zero: zero)
        if magnitude <= UInt128(UInt64.max), fractionDigits <= 19 {
            return render(UInt64(truncatingIfNeeded: magnitude), fractionDigits, head, tail, tables)
        }
        return render(magnitude, fractionDigits, head, tail, tables)
    }

    /// Writes the text straight into the string's own storage, right to
    /// left, after working out its exact length.
    @inline(__always)
    private static func render<T: FixedWidthInteger & UnsignedInteger>(
        _ magnitude: T, _ fractionDigits: Int, _ head: ByteRun, _ tail: ByteRun, _ compiled: FormatTables
    ) -> String {
        var (integer, fraction) = Self.split(magnitude, fractionDigits: fractionDigits)
        let total = max(Self.digitCount(generic: integer), compiled.minimumIntegerDigits)
        let primary = compiled.primaryGroupSize
        let grouped = primary > 0 && total >= primary + compiled.minimumGroupingDigits
        let separators = grouped ? 1 + Self.groups(total - primary - 1, size: compiled.secondaryGroupSize) : 0
        var length = head.count + tail.count + separators * compiled.groupSeparator.count
        if fractionDigits > 0 { length += compiled.decimalMark.count }
        if compiled.uniformDigitWidth > 0 {
            length += (total + fractionDigits) * compiled.uniformDigitWidth
        } else {
            length +=
                compiled.bytes(ofDigits: integer, count: total)
                + compiled.bytes(ofDigits: fraction, count: fractionDigits)
        }
        let layout = Layout(
            length: length, integerDigits: total, fractionDigits: fractionDigits, grouped: grouped, head: head,
            tail: tail)
        if length <= 15 {
            // A small string: written on the stack and made into a string
            // in one call. (`String(unsafeUninitializedCapacity:)` reaches
            // the writing through a closure the optimizer cannot inline:
            // 7 ns of a 65 ns counter frame.)
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
                fill(buffer, layout, &integer, &fraction, compiled)
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<length]), as: UTF8.self)
            }
        }
        return String(unsafeUninitializedCapacity: length) { buffer in
            fill(buffer, layout, &integer, &fraction, compiled)
            return length
        }
    }

    /// ``render(_:_:_:_:_:)`` for ASCII digits and one-byte marks in groups
    /// of three (en_US): written backwards into the stack, as a hand-written
    /// formatter would, without working out the length first.
    @inline(__always)
    private static func renderASCII(
        _ magnitude: UInt64, _ fractionDigits: Int, _ affixes: AffixRuns, _ negative: Bool, _ zero: Bool,
        _ marks: (group: UInt8, decimal: UInt8), _ compiled: FormatTables
    ) -> String {
        // At most 20 digits (a 64-bit magnitude's, padded to no more: the
        // caller's condition), 6 separators, a mark and 37 bytes of affixes.
        let capacity = 64
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = BackwardWriter(buffer: buffer, end: capacity)
            var (integer, fraction) = Self.split(magnitude, fractionDigits: fractionDigits)
            writer.write(affixes.tail(negative: negative, zero: zero))
            if fractionDigits > 0 {
                writer.writeDigits(of: &fraction, count: fractionDigits, compiled)
                writer.write(marks.decimal)
            }
            if compiled.primaryGroupSize > 0, compiled.minimumGroupingDigits == 1, compiled.minimumIntegerDigits == 1 {
                // Grouped from four digits on, nothing to pad: no count of
                // the digits is needed.
                while integer >= 1000 { writer.writeASCIIGroup(of: &integer, separator: marks.group) }
                writer.writeDigits(of: &integer, count: integer >= 100 ? 3 : integer >= 10 ? 2 : 1, compiled)
            } else {
                var remaining = max(Self.digitCount(generic: integer), compiled.minimumIntegerDigits)
                if compiled.primaryGroupSize > 0, remaining >= 3 + compiled.minimumGroupingDigits {
                    while remaining > 3 {
                        writer.writeASCIIGroup(of: &integer, separator: marks.group)
                        remaining -= 3
                    }
                }
                writer.writeDigits(of: &integer, count: remaining, compiled)
            }
            writer.write(affixes.head(negative: negative, zero: zero))
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[writer.start..<capacity]), as: UTF8.self)
        }
    }

    /// What ``render(_:_:_:_:_:)`` works out before it writes.
    private struct Layout {
        let length: Int
        let integerDigits: Int
        let fractionDigits: Int
        let grouped: Bool
        let head: ByteRun
        let tail: ByteRun
    }

    /// Writes the text into the first `layout.length` bytes of `buffer`.
    @inline(__always)
    private static func fill<T: FixedWidthInteger & UnsignedInteger>(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, _ layout: Layout, _ integer: inout T, _ fraction: inout T,
        _ compiled: FormatTables
    ) {
        var writer = BackwardWriter(buffer: buffer, end: layout.length)
        writer.write(layout.tail)
        if layout.fractionDigits > 0 {
            writer.writeDigits(of: &fraction, count: layout.fractionDigits, compiled)
            writer.write(compiled.decimalMark)
        }
        if !layout.grouped {
            writer.writeDigits(of: &integer, count: layout.integerDigits, compiled)
        } else {
            let primary = compiled.primaryGroupSize
            var remaining = layout.integerDigits - primary
            writer.writeDigits(of: &integer, count: primary, compiled)
            while remaining > 0 {
                writer.write(compiled.groupSeparator)
                let group = min(remaining, compiled.secondaryGroupSize)
                writer.writeDigits(of: &integer, count: group, compiled)
                remaining -= group
            }
        }
        writer.write(layout.head)
    }

    /// The integer and fraction parts of `magnitude`, dividing by a constant
    /// for the usual digit counts (a constant divisor is a multiplication; a
    /// variable one is a slow hardware division).
    @inline(__always)
    private static func split<T: FixedWidthInteger & UnsignedInteger>(_ magnitude: T, fractionDigits: Int) -> (T, T) {
        switch fractionDigits {
        case 0: return (magnitude, 0)
        case 1: return magnitude.quotientAndRemainder(dividingBy: 10)
        case 2: return magnitude.quotientAndRemainder(dividingBy: 100)
        case 3: return magnitude.quotientAndRemainder(dividingBy: 1000)
        default: return splitByVariablePower(magnitude, fractionDigits: fractionDigits)
        }
    }

    /// ``split(_:fractionDigits:)`` for other digit counts: out of line, so
    /// the usual path stays small enough to inline (a guard here cost a
    /// counter frame 5 ns of 65).
    @inline(never)
    private static func splitByVariablePower<T: FixedWidthInteger & UnsignedInteger>(
        _ magnitude: T, fractionDigits: Int
    ) -> (T, T) {
        // More decimals than 10^38 has digits (30 significant digits of
        // 1e-18): every digit is a fraction digit.
        guard fractionDigits <= 38 else { return (0, magnitude) }
        return magnitude.quotientAndRemainder(
            dividingBy: T(truncatingIfNeeded: FixedDecimal.powerOfTen(fractionDigits)))
    }

    /// ⌈count / size⌉ for the group sizes in use, without a variable division.
    @inline(__always)
    private static func groups(_ count: Int, size: Int) -> Int {
        switch size {
        case 3: return count / 3
        case 2: return count / 2
        default: return count / size
        }
    }

    /// Decimal digits of `value` (1 for zero), in 64 bits when it fits.
    @inline(__always)
    static func digitCount(of value: UInt128) -> Int {
        if let small = UInt64(exactly: value) { return digitCount(of: small) }
        return digitCount(generic: value)
    }

    /// Decimal digits of `value` (1 for zero), by multiplying, not dividing.
    @inline(__always)
    static func digitCount(of value: UInt64) -> Int { digitCount(generic: value) }

    @inline(__always)
    private static func digitCount<T: FixedWidthInteger & UnsignedInteger>(generic value: T) -> Int {
        var count = 1
        var bound: T = 10
        while value >= bound {
            count += 1
            let (next, overflow) = bound.multipliedReportingOverflow(by: 10)
            if overflow { break }
            bound = next
        }
        return count
    }
}
