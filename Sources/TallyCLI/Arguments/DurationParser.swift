/// Reads the durations a person types: `2`, `2s`, `500ms`, `1.5m`, `1m30s`,
/// `1h2m3s`, `2d`, `1d2h`, termdown's spaced `1h 5m 30s`, `1:30` (m:ss) and
/// `1:02:03` (h:mm:ss).
enum DurationParser {
    private static let attosecondsPerSecond: Int128 = 1_000_000_000_000_000_000
    /// No duration is longer than 100 years.
    private static let longest: Int128 = 3_155_760_000 * attosecondsPerSecond

    static func parse(_ spaced: String) -> Duration? {
        guard !spaced.isEmpty, spaced.allSatisfy({ $0.isASCII }) else { return nil }
        // Units may stand apart ("1h 5m 30s"); a space anywhere else is an error.
        let parts = spaced.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.allSatisfy({ $0.last?.isLetter == true }) else { return nil }
        let text = parts.joined()
        let attoseconds: Int128?
        if text.contains(":") {
            attoseconds = parseClock(text)
        } else if text.allSatisfy({ $0.isNumber || $0 == "." }) {
            attoseconds = amount(text, unit: attosecondsPerSecond)
        } else {
            attoseconds = parseUnits(text)
        }
        guard let attoseconds, attoseconds <= longest else { return nil }
        let (seconds, rest) = attoseconds.quotientAndRemainder(dividingBy: attosecondsPerSecond)
        return Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(rest))
    }

    /// `m:ss` or `h:mm:ss`; the last part may have a fraction.
    private static func parseClock(_ text: String) -> Int128? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        let units: [Int128] = parts.count == 2 ? [60, 1] : [3600, 60, 1]
        var total: Int128 = 0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            let isFirst = index == 0
            guard !part.isEmpty else { return nil }
            if !isFirst {
                // Minutes and seconds after a colon: two digits, below 60.
                let whole = part.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
                guard whole.count == 2, let value = Int(whole), value < 60 else { return nil }
            }
            if !isLast, !part.allSatisfy(\.isNumber) { return nil }
            guard let value = amount(part, unit: units[index] * attosecondsPerSecond) else { return nil }
            total += value
        }
        return total
    }

    /// Numbers with units d, h, m, s, ms, each at most once and largest first.
    private static func parseUnits(_ text: String) -> Int128? {
        let order = ["d", "h", "m", "s", "ms"]
        let unitValues: [String: Int128] = [
            "d": 86_400 * attosecondsPerSecond, "h": 3600 * attosecondsPerSecond, "m": 60 * attosecondsPerSecond,
            "s": attosecondsPerSecond, "ms": attosecondsPerSecond / 1000,
        ]
        var rest = Substring(text)
        var total: Int128 = 0
        var lastRank = -1
        while !rest.isEmpty {
            let number = rest.prefix { $0.isNumber || $0 == "." }
            rest = rest.dropFirst(number.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            guard let rank = order.firstIndex(of: String(unit)), rank > lastRank,
                let scale = unitValues[String(unit)],
                let value = amount(String(number), unit: scale)
            else { return nil }
            lastRank = rank
            total += value
            guard total <= longest else { return nil }
        }
        return total
    }

    /// `text` (digits with at most one point) times `unit`, rounded to the attosecond.
    private static func amount(_ text: String, unit: Int128) -> Int128? {
        let pieces = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = pieces.first, !(whole.isEmpty && pieces.count == 1) else { return nil }
        let fraction = pieces.count == 2 ? pieces[1] : ""
        guard whole.count + fraction.count > 0, whole.count <= 12, fraction.count <= 9,
            (whole + fraction).allSatisfy(\.isNumber), pieces.count == 1 || !fraction.isEmpty || !whole.isEmpty
        else { return nil }
        let wholeValue = Int128(whole.isEmpty ? "0" : String(whole)) ?? 0
        var result = wholeValue * unit
        if !fraction.isEmpty, let fractionValue = Int128(String(fraction)) {
            var divisor: Int128 = 1
            for _ in 0..<fraction.count { divisor *= 10 }
            result += (fractionValue * unit + divisor / 2) / divisor
        }
        return result
    }
}
