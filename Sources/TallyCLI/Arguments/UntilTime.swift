import Foundation

/// What `--until` reads: a time of day (the next moment the local clock
/// shows it) or a date and a time, by the C library's local time, the `TZ`
/// rules date(1) follows (POSIX forms such as `UTC+14` or `<+0545>-5:45`
/// included). A time the clock shows twice (the hour a summer time ends)
/// is its next showing; a time it skips (the hour one begins) is where it
/// would fall had the clock not jumped: 02:30 in a gap from 02:00 to 03:00
/// is 03:30, and the note says so.
///
/// ```swift
/// try UntilTime.duration(until: "14:30", from: Date()).duration
/// try UntilTime.duration(until: "2026-12-24 18:00", from: Date()).duration
/// ```
enum UntilTime {
    /// Time from `now` to the moment `text` names, and a note for a time the
    /// clock skips (nil otherwise). A moment more than a hundred years away
    /// is refused, as a duration is.
    static func duration(until text: String, from now: Date) throws(UsageError) -> (duration: Duration, note: String?) {
        let invalid = UsageError(
            "invalid time '\(text)' for --until (expected HH:MM[:SS] or YYYY-MM-DD HH:MM[:SS], e.g. 14:30)")
        let pieces = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(pieces.count) else { throw invalid }
        guard let time = clock(pieces[pieces.count - 1]) else { throw invalid }
        var date: (year: Int, month: Int, day: Int)?
        if pieces.count == 2 {
            guard let day = Self.date(pieces[0]) else { throw invalid }
            date = day
        }
        let seconds = now.timeIntervalSince1970
        var clock = time_t(seconds.rounded(.down))
        var today = tm()
        tzset()
        guard localtime_r(&clock, &today) != nil else { throw UsageError("cannot read the local time for --until") }
        let found: (moment: time_t, exact: Bool)?
        if let date {
            var day = today
            (day.tm_year, day.tm_mon, day.tm_mday) = (Int32(date.year - 1900), Int32(date.month - 1), Int32(date.day))
            found = moments(on: day, at: time).min { $0.moment < $1.moment }
            if let found, Double(found.moment) <= seconds {
                throw UsageError("'\(text)' for --until is in the past")
            }
        } else {
            // Today, or the next day that shows it.
            found =
                (0...2).lazy.compactMap { offset -> (moment: time_t, exact: Bool)? in
                    var day = today
                    day.tm_mday += Int32(offset)
                    return moments(on: day, at: time).filter { Double($0.moment) > seconds }.min {
                        $0.moment < $1.moment
                    }
                }.first
        }
        guard let found else { throw invalid }
        // Checked like any duration (a year 2400 no longer traps converting to Int64).
        let duration: Duration
        do {
            duration = try Duration.checkedSeconds(Double(found.moment) - seconds)
        } catch {
            throw UsageError("'\(text)' for --until is out of range (at most 100 years from now)")
        }
        guard !found.exact else { return (duration, nil) }
        var shown = tm()
        var moment = found.moment
        let hour = localtime_r(&moment, &shown) != nil ? String(format: "%02d:%02d", shown.tm_hour, shown.tm_min) : "?"
        let note = "the clock skips \(pieces[pieces.count - 1]) that day (a change of time): counting down to \(hour)"
        return (duration, note)
    }

    /// The moments at which the clock shows `time` on `day`: both readings
    /// of a repeated hour, or where a skipped time would fall.
    private static func moments(on day: tm, at time: (hour: Int, minute: Int, second: Int)) -> [(
        moment: time_t, exact: Bool
    )] {
        var found: [(moment: time_t, exact: Bool)] = []
        for isDST: Int32 in [1, 0, -1] {
            var wanted = day
            (wanted.tm_hour, wanted.tm_min, wanted.tm_sec, wanted.tm_isdst) =
                (Int32(time.hour), Int32(time.minute), Int32(time.second), isDST)
            var moment = mktime(&wanted)
            var shown = tm()
            guard moment != -1, localtime_r(&moment, &shown) != nil else { continue }
            let exact = shown.tm_hour == time.hour && shown.tm_min == time.minute && shown.tm_sec == time.second
            // The third try, the C library's own choice, only for a skipped time.
            if exact || (isDST == -1 && found.isEmpty) { found.append((moment, exact)) }
        }
        return found
    }

    /// HH:MM or HH:MM:SS (the hour may have one digit).
    private static func clock(_ text: Substring) -> (hour: Int, minute: Int, second: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
            parts.enumerated().allSatisfy({ $1.count == 2 || ($0 == 0 && $1.count == 1) }),
            case let numbers = parts.compactMap({ Int($0) }), numbers.count == parts.count,
            (0..<24).contains(numbers[0]), (0..<60).contains(numbers[1]),
            numbers.count == 2 || (0..<60).contains(numbers[2])
        else { return nil }
        return (numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
    }

    /// YYYY-MM-DD, a day that exists.
    private static func date(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1970...9999).contains(year), (1...12).contains(month)
        else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day) ? (year, month, day) : nil
    }
}
