/// Reads decimal text (`-12.50`, `+3`, `1.5e-3`) into a ``FixedDecimal``.
enum DecimalTextParser {
    static func parse(_ text: String) throws(TallyError) -> FixedDecimal {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var significand: Int128 = 0
        var digitCount = 0
        var fractionDigits = 0
        var seenPoint = false
        var exponent = 0
        var overflowed = false
        while let byte = bytes.first {
            bytes = bytes.dropFirst()
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digitCount += 1
                if seenPoint { fractionDigits += 1 }
                let (times, o1) = significand.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(Int128(byte - UInt8(ascii: "0")))
                overflowed = overflowed || o1 || o2
                significand = sum
            case UInt8(ascii: ".") where !seenPoint:
                seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard digitCount > 0 else { throw .invalidNumber(text) }
                exponent = try parseExponent(bytes, in: text)
                bytes = bytes[bytes.endIndex...]
            default:
                throw .invalidNumber(text)
            }
        }
        guard digitCount > 0 else { throw .invalidNumber(text) }
        guard !overflowed else { throw .valueOutOfRange(text) }
        var scale = fractionDigits - exponent
        while scale > FixedDecimal.maximumScale, significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        if scale < 0 {
            guard -scale <= 38 else { throw .valueOutOfRange(text) }
            let (product, overflow) = significand.multipliedReportingOverflow(
                by: FixedDecimal.powerOfTen(-scale))
            guard !overflow else { throw .valueOutOfRange(text) }
            significand = product
            scale = 0
        }
        do {
            return try FixedDecimal(significand: negative ? -significand : significand, scale: scale)
        } catch {
            throw .valueOutOfRange(text)
        }
    }

    private static func parseExponent(_ bytes: Substring.UTF8View.SubSequence, in text: String)
        throws(TallyError) -> Int
    {
        var rest = bytes
        var negative = false
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty, rest.count <= 4 else { throw .invalidNumber(text) }
        var value = 0
        for byte in rest {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                throw .invalidNumber(text)
            }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }
}
