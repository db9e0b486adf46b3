/// Fills a buffer from its end towards its start: digits come out of a
/// number lowest first.
struct BackwardWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var start: Int

    init(buffer: UnsafeMutableBufferPointer<UInt8>, end: Int) {
        self.buffer = buffer
        self.start = end
    }

    @inline(__always)
    mutating func write(_ run: ByteRun) {
        switch run {
        case .inline(let low, let high, let count):
            var index = count
            while index > 8 {
                index -= 1
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: high &>> (8 &* (index &- 8)))
            }
            while index > 0 {
                index -= 1
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: low &>> (8 &* index))
            }
        case .array(let bytes):
            var index = bytes.count
            while index > 0 {
                index -= 1
                start -= 1
                buffer[start] = bytes[index]
            }
        }
    }

    @inline(__always)
    mutating func write(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
    }

    /// Writes the lowest three digits of `value` in ASCII, then `separator`
    /// before them, and divides them away: one division of the number a
    /// group, the group's digits apart from it, so that the groups' digits
    /// are worked out side by side, not one after another.
    @inline(__always)
    mutating func writeASCIIGroup(of value: inout UInt64, separator: UInt8) {
        let (rest, whole) = value.quotientAndRemainder(dividingBy: 1000)
        let group = UInt32(truncatingIfNeeded: whole)
        let hundreds = group / 100
        let last = group &- hundreds &* 100
        let tens = last / 10
        start -= 4
        buffer[start] = separator
        buffer[start &+ 1] = UInt8(truncatingIfNeeded: hundreds) &+ UInt8(ascii: "0")
        buffer[start &+ 2] = UInt8(truncatingIfNeeded: tens) &+ UInt8(ascii: "0")
        buffer[start &+ 3] = UInt8(truncatingIfNeeded: last &- tens &* 10) &+ UInt8(ascii: "0")
        value = rest
    }

    /// Writes the lowest `count` digits of `value` and divides them away.
    @inline(__always)
    mutating func writeDigits<T: FixedWidthInteger & UnsignedInteger>(
        of value: inout T, count: Int, _ tables: FormatTables
    ) {
        if tables.asciiDigits {
            // Two digits a division: half as long a chain of dependent
            // multiplications as one at a time.
            var remaining = count
            while remaining >= 2 {
                let (rest, pair) = value.quotientAndRemainder(dividingBy: 100)
                let low = UInt8(truncatingIfNeeded: pair)
                let tens = low / 10
                start -= 2
                buffer[start] = tens &+ UInt8(ascii: "0")
                buffer[start &+ 1] = low &- tens &* 10 &+ UInt8(ascii: "0")
                value = rest
                remaining -= 2
            }
            if remaining == 1 {
                let (rest, digit) = value.quotientAndRemainder(dividingBy: 10)
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: digit) &+ UInt8(ascii: "0")
                value = rest
            }
            return
        }
        for _ in 0..<count {
            let (rest, digit) = value.quotientAndRemainder(dividingBy: 10)
            let first = tables.digitOffsets[Int(digit)]
            var index = tables.digitOffsets[Int(digit) + 1]
            while index > first {
                index -= 1
                start -= 1
                buffer[start] = tables.digitTable[index]
            }
            value = rest
        }
    }
}
