/// A short piece of UTF-8 (a decimal mark, a separator, a prefix): up to 16
/// bytes held inline, so writing it per frame touches no reference count;
/// longer pieces live in an array.
enum ByteRun: Sendable {
    /// Bytes 0-7 in `low` and 8-15 in `high`, first byte lowest.
    case inline(low: UInt64, high: UInt64, count: Int)
    case array([UInt8])

    init(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count <= 16 else {
            self = .array(bytes)
            return
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * index)
            } else {
                high |= UInt64(byte) << (8 * (index - 8))
            }
        }
        self = .inline(low: low, high: high, count: bytes.count)
    }

    /// The run's one byte, when it is one ASCII byte: "," but not " " (U+202F).
    var asciiByte: UInt8? {
        guard case .inline(let low, _, 1) = self, low < 0x80 else { return nil }
        return UInt8(low)
    }

    @inline(__always)
    var count: Int {
        switch self {
        case .inline(_, _, let count): return count
        case .array(let bytes): return bytes.count
        }
    }
}

extension ByteRun {
    /// The text the bytes spell.
    var string: String {
        switch self {
        case .inline(let low, let high, let count):
            let bytes = (0..<count).map { index in
                UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : high >> (8 * (index - 8)))
            }
            return String(decoding: bytes, as: UTF8.self)
        case .array(let bytes):
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
