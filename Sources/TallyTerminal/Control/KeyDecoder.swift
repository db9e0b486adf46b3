/// Turns the bytes a terminal sends for keys into ``TerminalEvent``s, a
/// byte at a time (a key's bytes may come split over reads). The bytes of
/// a key that has no character (an arrow, Home, End, a function key:
/// `ESC [ … final` or `ESC O x`) are dropped whole, not handed on as the
/// characters after the escape; Esc followed by a printable key (Alt with
/// it, or Esc pressed alone before it) counts as that key.
///
/// ```swift
/// var decoder = KeyDecoder()
/// Array("1\u{1B}[A2".utf8).compactMap { decoder.event(for: $0) }  // [.key("1"), .key("2")]
/// ```
struct KeyDecoder {
    private enum State {
        case ground
        /// After ESC.
        case escape
        /// Inside `ESC [`, until its final byte.
        case controlSequence
        /// After `ESC O`: one more byte.
        case singleShift
    }

    private var state = State.ground

    /// The event `byte` completes, if any.
    mutating func event(for byte: UInt8) -> TerminalEvent? {
        // A control byte ends any sequence it interrupts and counts itself
        // (Ctrl-C inside a half-read sequence still interrupts).
        if byte < 0x20, byte != 0x1B { state = .ground }
        switch state {
        case .ground:
            break
        case .escape:
            state = .ground
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence
                return nil
            case UInt8(ascii: "O"):
                state = .singleShift
                return nil
            default:
                break
            }
        case .controlSequence:
            // Parameters and intermediates up to the final byte (@ to ~).
            if (0x40...0x7E).contains(byte) { state = .ground }
            return nil
        case .singleShift:
            state = .ground
            return nil
        }
        switch byte {
        case 0x1B:
            state = .escape
            return nil
        case 3: return .interrupt  // Ctrl-C
        case 13, 10: return .key("\r")
        case 0x7F, 8: return .key("\u{7F}")  // Backspace (Delete, or Ctrl-H)
        case 4: return .key("\u{4}")  // Ctrl-D: the end of what is typed
        case 0x20...0x7E: return .key(Character(Unicode.Scalar(byte)))
        default: return nil
        }
    }
}
