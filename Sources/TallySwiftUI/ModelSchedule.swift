import Foundation
import SwiftUI
import TallyModels

/// The dates a `TimelineView` redraws a model's frames at: every display
/// frame (`.animation`) while the model moves, and, in low-frequency mode, the
/// dates its picture changes (a countdown's steps, a cooldown's seconds, a
/// count's arrival), which the model gives (`ChangeDates`).
///
/// Apple's `TimelineSchedule.entries(from:mode:)` documentation: "When in
/// `.lowFrequency` mode, return no entries" for a schedule that needs every
/// frame, which is what `.animation` does; on watchOS with the wrist down
/// and the always-on display a countdown or a cooldown would then freeze.
/// The protocol: SwiftUICore.swiftinterface, `public protocol TimelineSchedule`
/// with `func entries(from startDate: Foundation.Date, mode: Self.Mode) -> Self.Entries`.
///
/// ```swift
/// TimelineView(ModelSchedule(paused: !model.isShowing) { model.nextChange(after: DateInstant($0))?.date }) { context in … }
/// ```
struct ModelSchedule: TimelineSchedule {
    /// Whether nothing moves: no entry at all in normal mode.
    let paused: Bool
    /// The shortest interval between two frames in normal mode, nil for the display's rate.
    let minimumInterval: Double?
    /// The date of the next change after a date, nil when nothing changes any more.
    let nextChange: @Sendable (Date) -> Date?

    init(paused: Bool, minimumInterval: Double? = nil, nextChange: @escaping @Sendable (Date) -> Date?) {
        self.paused = paused
        self.minimumInterval = minimumInterval
        self.nextChange = nextChange
    }

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        switch mode {
        case .lowFrequency:
            return .changes(ChangeDates(from: startDate, after: nextChange))
        default:
            let animation = AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
            return .animation(animation.entries(from: startDate, mode: mode))
        }
    }

    /// Either the animation schedule's dates or the model's change dates.
    enum Entries: Sequence, IteratorProtocol {
        case animation(AnimationTimelineSchedule.Entries)
        case changes(ChangeDates)

        mutating func next() -> Date? {
            switch self {
            case .animation(var entries):
                defer { self = .animation(entries) }
                return entries.next()
            case .changes(var dates):
                defer { self = .changes(dates) }
                return dates.next()
            }
        }
    }
}
