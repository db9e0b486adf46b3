import Foundation

/// Turns numbers into text, fast enough to run on every frame.
///
/// A `NumberFormat` reads its locale's digits, marks and grouping from
/// Foundation once, when it is made or its locale changes, and then writes
/// each number with integer arithmetic into a stack buffer: a text of up to
/// 15 bytes costs no heap allocation. Its output equals Foundation's
/// `Decimal.FormatStyle` with `.precision(.fractionLength(n))`, with one
/// deliberate difference: a value that rounds to zero has no minus sign, so
/// a counter passing through zero never flashes "-0.00".
///
/// ```swift
/// var format = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2)
/// format.string(for: try FixedDecimal("1234567.891"))  // "1.234.567,89"
/// format.prefix = "€ "
/// format.string(for: -5)                               // "€ -5,00"
/// ```
public struct NumberFormat: Sendable {
    /// The locale whose digits, decimal mark and grouping are used.
    public var locale: Locale {
        didSet { symbols = LocaleSymbols(locale); compile() }
    }
    /// Digits after the decimal mark, 0 through 18 (values outside are clamped).
    public var fractionDigits: Int { didSet { compile() } }
    /// How dropped digits round; half-even by default.
    public var rounding: Rounding
    /// How integer digits are grouped.
    public var grouping: Grouping { didSet { compile() } }
    /// Text before the number, e.g. "$".
    public var prefix: String { didSet { compile() } }
    /// Text after the number, e.g. " %".
    public var suffix: String { didSet { compile() } }
    /// Whether a minus sign goes before or after ``prefix``.
    public var signPosition: SignPosition { didSet { compile() } }
    /// Integer digits to show at least, padding with zeros: 3 writes 7 as "007".
    public var minimumIntegerDigits: Int { didSet { compile() } }
    /// Digits to write instead of the locale's; `nil` uses the locale's.
    public var numerals: Numerals? { didSet { compile() } }

    private var symbols: LocaleSymbols
    private var compiled = Compiled()

    /// Creates a format.
    ///
    /// ```swift
    /// let format = NumberFormat(fractionDigits: 2, prefix: "$")
    /// format.string(for: 1234.5)  // "$1,234.50"
    /// ```
    ///
    /// - Parameters:
    ///   - locale: Whose symbols to use; `en_US` by default.
    ///   - fractionDigits: Digits after the decimal mark, 0...18.
    ///   - grouping: How to group integer digits.
    ///   - prefix: Text before the number.
    ///   - suffix: Text after the number.
    public init(
        locale: Locale = Locale(identifier: "en_US"), fractionDigits: Int = 0,
        grouping: Grouping = .automatic, prefix: String = "", suffix: String = ""
    ) {
        self.locale = locale
        self.fractionDigits = fractionDigits
        self.rounding = .halfEven
        self.grouping = grouping
        self.prefix = prefix
        self.suffix = suffix
        self.signPosition = .afterPrefix
        self.minimumIntegerDigits = 1
        self.numerals = nil
        self.symbols = LocaleSymbols(locale)
        compile()
    }

    /// The text for `value`.
    ///
    /// ```swift
    /// NumberFormat(fractionDigits: 2).string(for: try FixedDecimal("-0.004"))  // "0.00"
    /// ```
    ///
    /// - Complexity: O(digits), with no heap allocation when the text has at
    ///   most 15 UTF-8 bytes.
    public func string(for value: FixedDecimal) -> String {
        string(significand: value.significand, scale: value.scale)
    }

    /// The text for the number `significand` × 10^-`scale`.
    func string(significand: Int128, scale: Int) -> String {
        let shown = roundedSignificand(significand, scale: scale)
        let negative = shown < 0
        let magnitude = shown.magnitude
        let c = compiled
        let head = negative ? c.negativeHead : c.positiveHead
        let tail = negative ? c.negativeTail : c.positiveTail
        let capacity = head.count + tail.count + c.decimalMark.count
            + (40 + c.fractionDigits + c.minimumIntegerDigits) * (c.digitWidth + c.groupSeparator.count)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var writer = BackwardWriter(buffer: buffer)
            writer.write(tail)
            if magnitude <= UInt128(UInt64.max) {
                writeNumber(UInt64(magnitude), into: &writer)
            } else {
                writeNumber(magnitude, into: &writer)
            }
            writer.write(head)
            return writer.makeString()
        }
    }

    private func roundedSignificand(_ significand: Int128, scale: Int) -> Int128 {
        let digits = compiled.fractionDigits
        if digits == scale { return significand }
        if digits > scale {
            let (product, overflow) = significand.multipliedReportingOverflow(
                by: FixedDecimal.powerOfTen(digits - scale))
            return overflow ? (significand < 0 ? -Int128.max : .max) : product
        }
        return rounding.divide(significand, byPowerOfTen: scale - digits)
    }

    /// Writes fraction digits, the decimal mark and grouped integer digits,
    /// right to left, for any unsigned magnitude.
    private func writeNumber<T: FixedWidthInteger & UnsignedInteger>(
        _ magnitude: T, into writer: inout BackwardWriter
    ) {
        let c = compiled
        var integer = magnitude
        if c.fractionDigits > 0 {
            let divisor = T(FixedDecimal.powerOfTen(c.fractionDigits))
            var fraction = magnitude % divisor
            integer = magnitude / divisor
            for _ in 0..<c.fractionDigits {
                writer.writeDigit(Int(fraction % 10), c)
                fraction /= 10
            }
            writer.write(c.decimalMark)
        }
        var integerDigitCount = 1
        var probe = integer / 10
        while probe > 0 {
            integerDigitCount += 1
            probe /= 10
        }
        let total = max(integerDigitCount, c.minimumIntegerDigits)
        let groups = c.primaryGroupSize > 0 && total >= c.primaryGroupSize + c.minimumGroupingDigits
        for position in 0..<total {
            if groups, position > 0, c.isGroupBoundary(position) {
                writer.write(c.groupSeparator)
            }
            writer.writeDigit(Int(integer % 10), c)
            integer /= 10
        }
    }

    /// Turns the settings into byte tables for the per-frame path.
    private mutating func compile() {
        let digits = (numerals?.digits ?? symbols.digits).map { Array($0.utf8) }
        var c = Compiled()
        c.digitWidth = digits.map(\.count).max() ?? 1
        c.singleByteDigits = digits.allSatisfy { $0.count == 1 }
        c.digitTable = digits.flatMap { $0 }
        c.digitOffsets = digits.reduce(into: [0]) { $0.append($0.last! + $1.count) }
        c.fractionDigits = min(max(fractionDigits, 0), FixedDecimal.maximumScale)
        c.minimumIntegerDigits = min(max(minimumIntegerDigits, 1), 40)
        c.decimalMark = Array(symbols.decimalMark.utf8)
        switch grouping {
        case .automatic:
            c.primaryGroupSize = symbols.primaryGroupSize
            c.secondaryGroupSize = symbols.secondaryGroupSize
            c.minimumGroupingDigits = symbols.minimumGroupingDigits
        case .standard:
            c.primaryGroupSize = 3
            c.secondaryGroupSize = 3
        case .indian:
            c.primaryGroupSize = 3
            c.secondaryGroupSize = 2
        case .never:
            c.primaryGroupSize = 0
        }
        let separator = symbols.groupSeparator.isEmpty ? "," : symbols.groupSeparator
        c.groupSeparator = Array(separator.utf8)
        let minusFirst = symbols.negativePrefix + prefix
        let prefixFirst = prefix + symbols.negativePrefix
        c.negativeHead = Array((signPosition == .beforePrefix ? minusFirst : prefixFirst).utf8)
        c.negativeTail = Array((symbols.negativeSuffix + suffix).utf8)
        c.positiveHead = Array((prefix + symbols.positivePrefix).utf8)
        c.positiveTail = Array((symbols.positiveSuffix + suffix).utf8)
        compiled = c
    }
}

/// The settings of a ``NumberFormat`` as UTF-8 byte tables.
struct Compiled: Sendable {
    var digitTable: [UInt8] = []
    var digitOffsets: [Int] = []
    /// The most bytes any digit takes.
    var digitWidth = 1
    var singleByteDigits = true
    var fractionDigits = 0
    var minimumIntegerDigits = 1
    var decimalMark: [UInt8] = []
    var groupSeparator: [UInt8] = []
    var primaryGroupSize = 0
    var secondaryGroupSize = 0
    var minimumGroupingDigits = 1
    var positiveHead: [UInt8] = []
    var positiveTail: [UInt8] = []
    var negativeHead: [UInt8] = []
    var negativeTail: [UInt8] = []

    /// Whether a separator goes before the digit `position` places left of the ones.
    func isGroupBoundary(_ position: Int) -> Bool {
        if position == primaryGroupSize { return true }
        guard position > primaryGroupSize, secondaryGroupSize > 0 else { return false }
        return (position - primaryGroupSize) % secondaryGroupSize == 0
    }
}

/// Fills a buffer from its end towards its start.
struct BackwardWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var start: Int

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
        self.start = buffer.count
    }

    mutating func write(_ bytes: [UInt8]) {
        var index = bytes.count
        while index > 0 {
            index -= 1
            start -= 1
            buffer[start] = bytes[index]
        }
    }

    mutating func writeDigit(_ digit: Int, _ table: Compiled) {
        if table.singleByteDigits {
            start -= 1
            buffer[start] = table.digitTable[digit]
            return
        }
        var index = table.digitOffsets[digit + 1]
        let first = table.digitOffsets[digit]
        while index > first {
            index -= 1
            start -= 1
            buffer[start] = table.digitTable[index]
        }
    }

    func makeString() -> String {
        let written = UnsafeBufferPointer(rebasing: buffer[start...])
        return String(unsafeUninitializedCapacity: written.count) { target in
            _ = target.initialize(fromContentsOf: written)
            return written.count
        }
    }
}
