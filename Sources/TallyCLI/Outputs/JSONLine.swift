import TallyCore

/// One JSON object on one line, keys in the order they are added.
struct JSONLine {
    private var body = ""

    mutating func add(_ key: String, _ value: String) {
        append(key, Self.quoted(value))
    }

    mutating func add(_ key: String, number: String) {
        append(key, number)
    }

    mutating func add(_ key: String, seconds duration: Duration) {
        append(key, Self.seconds(duration))
    }

    /// A value already written as JSON (an array or object).
    mutating func add(_ key: String, json: String) {
        append(key, json)
    }

    /// A number in 0...1 or so, with up to four fraction digits, byte-stable.
    mutating func add(_ key: String, fraction: Double) {
        append(key, Self.number(fraction))
    }

    static func number(_ value: Double) -> String {
        (try? FixedDecimal(rounding: value, places: 4))?.trimmedDescription ?? "0"
    }

    var text: String { "{" + body + "}" }

    private mutating func append(_ key: String, _ raw: String) {
        if !body.isEmpty { body += "," }
        body += Self.quoted(key) + ":" + raw
    }

    /// A duration in seconds with up to six fraction digits: `0`, `0.5`, `0.033333`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micro = Int128(seconds) * 1_000_000 + Int128((attoseconds + 500_000_000_000) / 1_000_000_000_000)
        return (try? FixedDecimal(significand: micro, scale: 6))?.trimmedDescription ?? "0"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
