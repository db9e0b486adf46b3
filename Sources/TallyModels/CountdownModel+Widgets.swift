import Foundation
import TallyCore

extension CountdownModel where Instant == DateInstant {
    /// What the countdown shows from `now` on, an entry at each step ("3",
    /// "2", "1", the end title) and an empty text when it has finished: a
    /// widget's or a Live Activity's timeline, made by the code of the view's
    /// low-frequency mode (each step's numeral at rest, at the dates of
    /// ``nextChange(after:)``). Empty when no countdown shows.
    ///
    /// ```swift
    /// model.shownTexts(from: DateInstant(.now)).map(\.text)  // ["3", "2", "1", "Go!", ""]
    /// ```
    public func shownTexts(from now: DateInstant) -> [ShownText] {
        guard isShowing else { return [] }
        return ChangeDates(from: now.date) { [self] in nextChange(after: DateInstant($0))?.date }.map { date in
            let instant = DateInstant(date)
            // The end: the finished frame, which shows nothing.
            let frame = nextChange(after: instant) == nil ? frame(at: instant) : frame(at: instant, live: false)
            return ShownText(date: date, text: frame?.text ?? "")
        }
    }

    /// The dates the countdown runs between from `now` on, for WidgetKit's
    /// `Text(timerInterval:countsDown:)`: from `now` to the date it finishes
    /// (as ``nextChange(after:)`` gives it, a millisecond past the last
    /// step's end); nil when none shows or it has finished.
    ///
    /// ```swift
    /// if let interval = model.timerInterval(from: DateInstant(.now)) {
    ///     Text(timerInterval: interval, countsDown: true)
    /// }
    /// ```
    public func timerInterval(from now: DateInstant) -> ClosedRange<Date>? {
        guard let end = shownTexts(from: now).last?.date, end > now.date else { return nil }
        return now.date...end
    }
}
