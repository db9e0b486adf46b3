import Foundation

/// What a time-based view shows from a date on, until the next one: an entry
/// of a widget's or a Live Activity's timeline, whose view cannot animate
/// (`TimelineView(.animation)` does not run in a widget), made by the same
/// code as the view's own frames.
///
/// ```swift
/// let entries = model.shownTexts(from: .now(), readAt: Date())
/// entries.first?.text  // "59s"
/// entries.last?.text   // "Get code"
/// ```
public struct ShownText: Sendable, Hashable {
    /// When the view starts showing ``text``.
    public let date: Date
    /// What the view shows from ``date`` on.
    public let text: String

    /// An entry showing `text` from `date` on.
    ///
    /// ```swift
    /// ShownText(date: Date(), text: "59s")
    /// ```
    public init(date: Date, text: String) {
        self.date = date
        self.text = text
    }
}
