import Synchronization

/// The text of one odometer face, held without a reference so that a column
/// copies as plain bytes: up to 15 UTF-8 bytes inline (every digit, sign and
/// separator of every locale), longer text as an index into a table of
/// interned strings.
///
/// ```swift
/// FaceText("٣").string  // "٣"
/// ```
@usableFromInline
struct FaceText: Hashable, Sendable {
    /// Bytes 0 to 7.
    @usableFromInline let low: UInt64
    /// Bytes 8 to 14, and the count in the top byte (`interned` for a long text).
    @usableFromInline let high: UInt64

    private static let interned: UInt64 = 0xFF
    private static let table = Mutex<(strings: [String], indices: [String: UInt64])>(([], [:]))

    /// A blank face, made without a lookup.
    static var space: FaceText { FaceText(low: UInt64(UInt8(ascii: " ")), high: 1 << 56) }

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    init(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count <= 15 else {
            let index = Self.table.withLock { table in
                if let index = table.indices[text] { return index }
                let index = UInt64(table.strings.count)
                table.strings.append(text)
                table.indices[text] = index
                return index
            }
            (low, high) = (index, Self.interned << 56)
            return
        }
        var words: (UInt64, UInt64) = (0, UInt64(bytes.count) << 56)
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                words.0 |= UInt64(byte) << (8 * index)
            } else {
                words.1 |= UInt64(byte) << (8 * (index - 8))
            }
        }
        (low, high) = words
    }

    /// Every one-byte text, made once: most faces are one ASCII digit or sign.
    @usableFromInline static let ascii: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// Bytes of ``string``.
    var byteCount: Int {
        let count = Int(high >> 56)
        return count == Self.interned ? string.utf8.count : count
    }

    /// Copies ``string``'s bytes into `buffer` from `offset`; returns the
    /// offset after them.
    @inline(__always)
    func copyBytes(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let count = Int(high >> 56)
        if count == 1 {
            // Most faces: one digit, sign or mark.
            buffer[offset] = UInt8(truncatingIfNeeded: low)
            return offset + 1
        }
        if count == Self.interned {
            var index = offset
            for byte in string.utf8 {
                buffer[index] = byte
                index += 1
            }
            return index
        }
        for index in 0..<count {
            let word = index < 8 ? low >> (8 * index) : high >> (8 * (index - 8))
            buffer[offset + index] = UInt8(truncatingIfNeeded: word)
        }
        return offset + count
    }

    /// The text. Inlinable: a renderer in another module reads a one-byte
    /// face (most faces) from the table without calling this getter.
    @inlinable var string: String {
        if high == 1 << 56, low < 128 { return Self.ascii[Int(truncatingIfNeeded: low)] }
        return longString
    }

    /// ``string`` for any text but one ASCII byte.
    @usableFromInline var longString: String {
        let count = Int(high >> 56)
        guard count != Self.interned else { return Self.table.withLock { $0.strings[Int(low)] } }
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count {
                let word = index < 8 ? low >> (8 * index) : high >> (8 * (index - 8))
                buffer[index] = UInt8(truncatingIfNeeded: word)
            }
            return count
        }
    }
}
