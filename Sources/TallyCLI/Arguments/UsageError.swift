import TallyCore

/// A bad argument: one line on stderr and exit status 2.
///
/// The message is made safe to print whatever the user typed: control and
/// invisible format characters are written as escapes (a newline as `\n`,
/// ESC as `\u{1B}`, a right-to-left override as `\u{202E}`),
/// so the message stays one line and sends nothing to the terminal, and it
/// is cut at 300 characters, so a huge token gives a short line.
///
/// ```swift
/// UsageError("invalid value '1\n2' for --duration").message  // "invalid value '1\\n2' for --duration"
/// ```
struct UsageError: Error, Equatable {
    let message: String

    /// The longest message, in characters.
    static let longest = 300

    init(_ message: String) {
        self.message = Self.oneLine(message)
    }

    /// `message` made safe to print on one line: controls and invisible
    /// format characters escaped, cut at ``longest`` characters.
    ///
    /// ```swift
    /// UsageError.oneLine("cannot write 'a\u{1B}b'")  // "cannot write 'a\\u{1B}b'"
    /// ```
    static func oneLine(_ message: String) -> String {
        var safe = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": safe += "\\n"
            case "\r": safe += "\\r"
            case "\t": safe += "\\t"
            case _ where scalar.isControlOrInvisibleFormat:
                safe += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                safe.unicodeScalars.append(scalar)
            }
        }
        return safe.count > longest ? String(safe.prefix(longest - 1)) + "…" : safe
    }
}

extension UsageError {
    /// The result of `body`, or its error as a bad argument: a library's
    /// typed error, told in one line with exit status 2.
    ///
    /// ```swift
    /// let counter = try UsageError.reporting { try Counter(from: 0, to: target, duration: duration) }
    /// ```
    static func reporting<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(UsageError) -> Result {
        do {
            return try body()
        } catch {
            throw UsageError("\(error)")
        }
    }
}
