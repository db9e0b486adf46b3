#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TallyCore

    /// The settings of an ``OdometerView`` in MSNumberScrollAnimatedView's terms (seconds as
    /// `TimeInterval`, `minLength`, `isAscending`), turned into the core's
    /// `OdometerOptions` when a roll starts.
    struct OdometerSettings: Sendable {
        /// Seconds until the last column stops (MSNumberScrollAnimatedView's 1.5).
        var duration: TimeInterval = 1.5
        /// Seconds between two neighbouring columns stopping (MSNumberScrollAnimatedView's 0.2).
        var durationOffset: TimeInterval = 0.2
        /// Faces a column passes in classic mode (MSNumberScrollAnimatedView's 5).
        var density = 5
        /// Integer digits shown at least, padded with zeros.
        var minLength = 0
        /// Which way digits roll; down, as MSNumberScrollAnimatedView's `isAscending = NO`.
        var direction = RollDirection.down
        /// How columns move; MSNumberScrollAnimatedView's classic scroll.
        var mode = OdometerMode.classic
        /// Digits, marks and grouping; in the person's language and region, following a change
        /// in Settings, as CountingLabel's.
        var format = NumberFormat(locale: .autoupdatingCurrent)

        /// The core's options for these settings.
        ///
        /// - Throws: `TallyError.invalidDuration(_:)` for a duration or
        ///   offset that is negative or not a number.
        func options(reducedMotion: Bool) throws(TallyError) -> OdometerOptions {
            var options = OdometerOptions()
            options.duration = try Duration.checkedSeconds(duration)
            options.durationOffset = try Duration.checkedSeconds(durationOffset)
            options.density = density
            options.minimumLength = minLength
            options.direction = direction
            options.mode = mode
            options.format = format
            options.reducedMotion = reducedMotion
            return options
        }
    }
#endif
