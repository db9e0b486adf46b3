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
    static let ascii: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// Whether the text is empty.
    var isEmpty: Bool { high >> 56 == 0 }

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

    /// The text. Inlinable: a renderer in another module gets a one-byte
    /// face (most faces) as a literal without calling this getter.
    @inlinable var string: String {
        if high == 1 << 56, low < 128 { return Self.asciiString(UInt8(truncatingIfNeeded: low)) }
        return longString
    }

    /// The text of one ASCII byte. A printable byte's text is a literal, a
    /// small string the compiler builds in place (a table lookup, with no
    /// global to reach and nothing to retain); any other from ``ascii``.
    /// `byte` must be below 128.
    @inlinable static func asciiString(_ byte: UInt8) -> String {
        switch byte {
        case 32: return " "
        case 33: return "!"
        case 34: return "\""
        case 35: return "#"
        case 36: return "$"
        case 37: return "%"
        case 38: return "&"
        case 39: return "'"
        case 40: return "("
        case 41: return ")"
        case 42: return "*"
        case 43: return "+"
        case 44: return ","
        case 45: return "-"
        case 46: return "."
        case 47: return "/"
        case 48: return "0"
        case 49: return "1"
        case 50: return "2"
        case 51: return "3"
        case 52: return "4"
        case 53: return "5"
        case 54: return "6"
        case 55: return "7"
        case 56: return "8"
        case 57: return "9"
        case 58: return ":"
        case 59: return ";"
        case 60: return "<"
        case 61: return "="
        case 62: return ">"
        case 63: return "?"
        case 64: return "@"
        case 65: return "A"
        case 66: return "B"
        case 67: return "C"
        case 68: return "D"
        case 69: return "E"
        case 70: return "F"
        case 71: return "G"
        case 72: return "H"
        case 73: return "I"
        case 74: return "J"
        case 75: return "K"
        case 76: return "L"
        case 77: return "M"
        case 78: return "N"
        case 79: return "O"
        case 80: return "P"
        case 81: return "Q"
        case 82: return "R"
        case 83: return "S"
        case 84: return "T"
        case 85: return "U"
        case 86: return "V"
        case 87: return "W"
        case 88: return "X"
        case 89: return "Y"
        case 90: return "Z"
        case 91: return "["
        case 92: return "\\"
        case 93: return "]"
        case 94: return "^"
        case 95: return "_"
        case 96: return "`"
        case 97: return "a"
        case 98: return "b"
        case 99: return "c"
        case 100: return "d"
        case 101: return "e"
        case 102: return "f"
        case 103: return "g"
        case 104: return "h"
        case 105: return "i"
        case 106: return "j"
        case 107: return "k"
        case 108: return "l"
        case 109: return "m"
        case 110: return "n"
        case 111: return "o"
        case 112: return "p"
        case 113: return "q"
        case 114: return "r"
        case 115: return "s"
        case 116: return "t"
        case 117: return "u"
        case 118: return "v"
        case 119: return "w"
        case 120: return "x"
        case 121: return "y"
        case 122: return "z"
        case 123: return "{"
        case 124: return "|"
        case 125: return "}"
        case 126: return "~"
        default: return controlString(byte)
        }
    }

    /// The text of an ASCII control byte, from ``ascii``: kept out of
    /// ``asciiString(_:)`` so that its digits need no registers saved.
    @usableFromInline @inline(never) static func controlString(_ byte: UInt8) -> String {
        ascii[Int(byte)]
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
