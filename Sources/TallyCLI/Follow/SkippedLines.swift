import TallyCore
import TallyTerminal

/// Lines of `tally follow`'s input that are passed over, and why: each
/// reason is said once on standard error, with the first line it applied
/// to, so that a bad input is known without a flood of messages.
///
/// ```swift
/// SkippedLines.skip("abc", because: .notANumber)
/// // tally: skipping 'abc': not a number (further lines like it are skipped quietly)
/// ```
enum SkippedLines {
    /// Why a line is passed over.
    enum Reason: Sendable, CaseIterable {
        case notANumber
        case outOfRange
        case tooLong
        case untimed
        case notATime
        case negativeTime
        case timeOutOfRange
        case timeGoesBack

        /// Why, as said: "not a number".
        var explanation: String {
            switch self {
            case .notANumber: "not a number"
            // The range as `count` says it, from the same place.
            case .outOfRange: "a number out of range (\(TallyError.numberRange))"
            case .tooLong: "longer than \(NumberFormat().string(for: FixedDecimal(Int64(InputLines.longestLine)))) bytes"
            case .untimed: "no time: --frames reads lines 'SECONDS VALUE'"
            case .notATime: "the time is not a number of seconds"
            case .negativeTime: "the time is before 0"
            case .timeOutOfRange: "the time is out of range (at most 100 years)"
            case .timeGoesBack: "the time is before the line's before it"
            }
        }
    }

    private static let told = Locked(Set<Reason>())

    /// Says, the first time only, that lines like `line` are skipped for `reason`.
    static func skip(_ line: String, because reason: Reason) {
        let first = told.withLock { $0.insert(reason).inserted }
        guard first else { return }
        let shown = reason == .tooLong ? "" : " '\(UsageError(line).message)'"
        FileOutput.standardError.write(
            "tally: skipping\(shown): \(reason.explanation) (further lines like it are skipped quietly)\n")
    }
}
