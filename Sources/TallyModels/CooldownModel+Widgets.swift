import Foundation
import TallyCore

extension CooldownModel {
    /// The dates a cooldown runs between, for WidgetKit's and ActivityKit's
    /// `Text(timerInterval:countsDown:)` and `ProgressView(timerInterval:)`:
    /// from the press to the deadline, in the dates of a reading of the
    /// cooldown clock taken at `readingDate`; nil when the button is ready.
    ///
    /// ```swift
    /// if let interval = model.timerInterval(from: .now(), readAt: Date()) {
    ///     Text(timerInterval: interval, countsDown: true)  // "0:59", drawn by the system
    /// }
    /// ```
    public func timerInterval(from reading: CooldownInstant, readAt readingDate: Date) -> ClosedRange<Date>? {
        let frame = cooldown.frame(at: reading)
        guard !frame.isReady else { return nil }
        let end = readingDate.addingTimeInterval(Self.seconds(frame.remaining))
        return end.addingTimeInterval(-Self.seconds(cooldown.duration))...end
    }

    /// What the button shows from `readingDate` on, an entry at each change
    /// ("59s" each second, then the title at the deadline): a widget's or a
    /// Live Activity's timeline, made by the code that draws the button
    /// (``frame(at:)`` at the dates ``nextChange(after:from:readAt:)`` gives).
    /// Just the title when the button is ready.
    ///
    /// ```swift
    /// let entries = model.shownTexts(from: .now(), readAt: Date())
    /// entries.map(\.text)  // ["59s", "58s", …, "1s", "Get code"]
    /// ```
    ///
    /// - Complexity: O(the seconds left): one entry a second.
    public func shownTexts(from reading: CooldownInstant, readAt readingDate: Date) -> [ShownText] {
        ChangeDates(from: readingDate) { [self] in nextChange(after: $0, from: reading, readAt: readingDate) }
            .map { date in
                ShownText(date: date, text: frame(at: Self.instant(at: date, from: reading, readAt: readingDate)).text)
            }
    }

    /// `duration` in seconds, fractions kept.
    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
