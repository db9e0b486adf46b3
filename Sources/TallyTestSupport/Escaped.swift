/// A test's argument that holds hostile text (escape sequences, control
/// characters, bidirectional overrides), handed to the code under test as it
/// is, but described with those characters escaped (`\u{1B}`), so that the
/// test runner, which prints each argument, writes nothing that a terminal
/// would obey (a cleared screen, a new window title).
///
/// ```swift
/// @Test(arguments: [Escaped("\u{1B}]2;PWNED\u{7}")])
/// func titlesAreSafe(text: Escaped<String>) { … text.value … }
/// // the runner prints: text → \u{1B}]2;PWNED\u{07}
/// ```
public struct Escaped<Value: Sendable>: Sendable, CustomStringConvertible {
    /// The argument itself.
    public let value: Value

    /// `value`, described with its control characters escaped.
    public init(_ value: Value) {
        self.value = value
    }

    /// `value` as `String(describing:)` writes it, each C0 and C1 control
    /// character, DEL, and each invisible or bidirectional format
    /// character written as `\u{XX}`.
    public var description: String {
        var text = ""
        for scalar in String(describing: value).unicodeScalars {
            if Self.isUnsafe(scalar) {
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2) + "}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Whether a terminal could act on `scalar`, or it would hide what
    /// the text says.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
            return true
        default:
            return false
        }
    }
}

extension String {
    /// The string with zeros before it, `width` characters at least.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
