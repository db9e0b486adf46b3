/// Writes a known number of bytes at the end of an array through a pointer:
/// the room is made once, then each byte is one store, with one bound check
/// a character or sequence and no check of the array's uniqueness or
/// capacity.
///
/// The renderer knows how many bytes a stretch takes before it writes it
/// (its plan's cost is its byte count), so writing fewer or more than asked
/// is a mistake in that count, and stops the program. A writer points into
/// the array for the length of one ``append(_:to:_:)``: it must not be kept
/// beyond the body it is given.
///
/// ```swift
/// var bytes: [UInt8] = []
/// ByteWriter.append(5, to: &bytes) { writer in
///     writer.writeControl(12, UInt8(ascii: "C"))  // ESC [ 1 2 C
/// }
/// ```
struct ByteWriter {
    /// Zeros to copy as room: a row's bytes are seldom more.
    private static let zeros = [UInt8](repeating: 0, count: 4096)

    /// Where the next byte goes, and the end of the room.
    private var next: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>

    /// Appends exactly `count` bytes to `bytes`, written by `body`; a body
    /// given no room may write nothing.
    static func append(_ count: Int, to bytes: inout [UInt8], _ body: (inout ByteWriter) -> Void) {
        precondition(count >= 0, "a negative count of bytes")
        guard count > 0 else {
            var nothing: UInt8 = 0
            withUnsafeMutablePointer(to: &nothing) { room in
                var writer = ByteWriter(next: room, end: room)
                body(&writer)
            }
            return
        }
        let start = bytes.count
        // The room, zeroed by copying: `repeatElement(0, count:)` was
        // appended a byte at a time (1.7% of a real count's instructions).
        var left = count
        while left > 0 {
            let step = min(left, Self.zeros.count)
            bytes.append(contentsOf: Self.zeros[..<step])
            left -= step
        }
        bytes.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            var writer = ByteWriter(next: base + start, end: base + buffer.count)
            body(&writer)
            precondition(writer.next == writer.end, "fewer bytes written than counted")
        }
    }

    /// A writer of the room from `next` up to `end`.
    private init(next: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>) {
        self.next = next
        self.end = end
    }

    /// Stops the program unless `count` more bytes fit: one check a
    /// sequence or character, not one a byte.
    @inline(__always)
    private func claim(_ count: Int) {
        precondition(end - next >= count, "more bytes written than counted")
    }

    /// Stores a byte whose room is claimed.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        next.initialize(to: byte)
        next += 1
    }

    /// Writes one byte.
    @inline(__always)
    mutating func write(_ byte: UInt8) {
        claim(1)
        put(byte)
    }

    /// Writes the bytes of `sequence`.
    mutating func write(contentsOf sequence: some Sequence<UInt8>) {
        for byte in sequence { write(byte) }
    }

    /// Writes a scalar code's UTF-8 bytes (``utf8Count(_:)`` of them).
    @inline(__always)
    mutating func writeScalar(_ code: UInt32) {
        switch code {
        case ..<0x80:
            claim(1)
            put(UInt8(code))
        case ..<0x800:
            claim(2)
            put(UInt8(0xC0 | code >> 6))
            put(UInt8(0x80 | code & 0x3F))
        case ..<0x10000:
            claim(3)
            put(UInt8(0xE0 | code >> 12))
            put(UInt8(0x80 | code >> 6 & 0x3F))
            put(UInt8(0x80 | code & 0x3F))
        default:
            claim(4)
            put(UInt8(0xF0 | code >> 18 & 0x07))
            put(UInt8(0x80 | code >> 12 & 0x3F))
            put(UInt8(0x80 | code >> 6 & 0x3F))
            put(UInt8(0x80 | code & 0x3F))
        }
    }

    /// UTF-8 length of a scalar code.
    @inline(__always)
    static func utf8Count(_ code: UInt32) -> Int {
        code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    }

    /// Writes `ESC[`, `number` (if any) and `final`: a control sequence
    /// with at most one parameter (``controlCount(_:)`` bytes).
    mutating func writeControl(_ number: Int?, _ final: UInt8) {
        claim(Self.controlCount(number))
        put(0x1B)
        put(UInt8(ascii: "["))
        if let number { putDecimal(number) }
        put(final)
    }

    /// Writes `ESC[C` or `ESC[nC`: `columns` to the right
    /// (``StretchPlanner/moveCost(_:)`` bytes).
    mutating func writeForward(_ columns: Int) {
        writeControl(columns == 1 ? nil : columns, UInt8(ascii: "C"))
    }

    /// Writes `ESC[7m` (reverse video on) or `ESC[27m` (off):
    /// ``reverseVideoCount(_:)`` bytes.
    mutating func writeReverseVideo(_ isOn: Bool) {
        writeControl(isOn ? 7 : 27, UInt8(ascii: "m"))
    }

    /// Bytes of ``writeReverseVideo(_:)``: 4 on, 5 off.
    static func reverseVideoCount(_ isOn: Bool) -> Int {
        controlCount(isOn ? 7 : 27)
    }

    /// Bytes of ``writeControl(_:_:)``.
    @inline(__always)
    static func controlCount(_ number: Int?) -> Int {
        3 + (number.map(decimalCount) ?? 0)
    }

    /// Writes the decimal digits of a number that is not negative.
    mutating func writeDecimal(_ number: Int) {
        claim(Self.decimalCount(number))
        putDecimal(number)
    }

    /// Stores the digits of a number that is not negative, their room
    /// claimed: the short numbers of cursor moves without a division loop.
    @inline(__always)
    private mutating func putDecimal(_ number: Int) {
        precondition(number >= 0, "a negative number in a control sequence")
        let zero = UInt8(ascii: "0")
        if number < 10 {
            put(zero &+ UInt8(truncatingIfNeeded: number))
            return
        }
        if number < 100 {
            put(zero &+ UInt8(truncatingIfNeeded: number / 10))
            put(zero &+ UInt8(truncatingIfNeeded: number % 10))
            return
        }
        var divisor = 100
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            put(zero &+ UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Digits of a number that is not negative.
    @inline(__always)
    static func decimalCount(_ number: Int) -> Int {
        if number < 10 { return 1 }
        if number < 100 { return 2 }
        if number < 1000 { return 3 }
        var digits = 4
        var rest = number / 10_000
        while rest > 0 {
            rest /= 10
            digits += 1
        }
        return digits
    }
}
