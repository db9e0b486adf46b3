import Foundation
import TallyCore

/// An instant given by a `Date`: what SwiftUI's `TimelineView` hands a view
/// (`context.date`), so that a model asked for the frame at that date draws
/// that date, even when SwiftUI renders ahead of the clock (always-on
/// displays, previews, snapshots), and never reads a clock of its own.
///
/// ```swift
/// var model = CountingModel<DateInstant>()
/// let start = Date(timeIntervalSinceReferenceDate: 0)
/// model.show(100, duration: .seconds(1), easing: .linear, at: DateInstant(start))
/// model.frame(at: DateInstant(start.addingTimeInterval(0.5)), format: nil, text: .plain).text  // "50"
/// ```
public struct DateInstant: InstantProtocol, Sendable {
    /// The date.
    public var date: Date

    /// The instant of `date`.
    ///
    /// ```swift
    /// DateInstant(context.date)
    /// ```
    public init(_ date: Date) {
        self.date = date
    }

    /// The present, by the system's date: for events (a new value, a tap), where no
    /// timeline date is at hand.
    ///
    /// ```swift
    /// model.show(value, duration: .seconds(1), easing: .easeOut, at: .now())
    /// ```
    public static func now() -> DateInstant {
        DateInstant(Date())
    }

    /// This instant moved by `duration`.
    ///
    /// ```swift
    /// DateInstant(start).advanced(by: .milliseconds(1500)).date  // start + 1.5 s
    /// ```
    public func advanced(by duration: Duration) -> DateInstant {
        let (seconds, attoseconds) = duration.components
        return DateInstant(date.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18))
    }

    /// The time from this instant to `other`.
    ///
    /// ```swift
    /// DateInstant(start).duration(to: DateInstant(start.addingTimeInterval(2)))  // 2.0 seconds
    /// ```
    public func duration(to other: DateInstant) -> Duration {
        .seconds(other.date.timeIntervalSince(date))
    }

    /// Whether `a` comes before `b`.
    ///
    /// ```swift
    /// DateInstant(start) < DateInstant(start.addingTimeInterval(1))  // true
    /// ```
    public static func < (a: DateInstant, b: DateInstant) -> Bool {
        a.date < b.date
    }
}
