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
    let positiveHead: ByteRun
    let positiveTail: ByteRun
    let negativeHead: ByteRun
    let negativeTail: ByteRun

    init(
        fractionDigits: Int, grouping: Grouping, prefix: String, suffix: String,
        signPosition: SignPosition, minimumIntegerDigits: Int, numerals: Numerals?,
        symbols: LocaleSymbols
    ) {
        let digits = (numerals?.digits ?? symbols.digits).map { Array($0.utf8) }
        uniformDigitWidth = digits.allSatisfy { $0.count == digits[0].count } ? digits[0].count : 0
        asciiDigits = digits == (0...9).map { [UInt8(ascii: "0") + UInt8($0)] }
        digitTable = digits.flatMap { $0 }
        digitOffsets = digits.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        self.fractionDigits = min(max(fractionDigits, 0), FixedDecimal.maximumScale)
        self.minimumIntegerDigits = min(max(minimumIntegerDigits, 1), 40)
        decimalMark = ByteRun(symbols.decimalMark)
        switch grouping {
        case .automatic:
            (primaryGroupSize, secondaryGroupSize) = (symbols.primaryGroupSize, symbols.secondaryGroupSize)
            minimumGroupingDigits = symbols.minimumGroupingDigits
        case .standard:
            (primaryGroupSize, secondaryGroupSize, minimumGroupingDigits) = (3, 3, 1)
        case .indian:
            (primaryGroupSize, secondaryGroupSize, minimumGroupingDigits) = (3, 2, 1)
        case .never:
            (primaryGroupSize, secondaryGroupSize, minimumGroupingDigits) = (0, 3, 1)
        }
        groupSeparator = ByteRun(symbols.groupSeparator.isEmpty ? "," : symbols.groupSeparator)
        let minusFirst = symbols.negativePrefix + prefix
        let prefixFirst = prefix + symbols.negativePrefix
        negativeHead = ByteRun(signPosition == .beforePrefix ? minusFirst : prefixFirst)
        negativeTail = ByteRun(symbols.negativeSuffix + suffix)
        positiveHead = ByteRun(prefix + symbols.positivePrefix)
        positiveTail = ByteRun(symbols.positiveSuffix + suffix)
    }

    @inline(__always)
    func head(_ negative: Bool) -> ByteRun { negative ? negativeHead : positiveHead }

    @inline(__always)
    func tail(_ negative: Bool) -> ByteRun { negative ? negativeTail : positiveTail }

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
