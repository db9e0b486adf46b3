#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Calls a view's step on every refresh of the display it is on, with
    /// the instant to draw, while running and while the view is visible in a
    /// window, at most `framesPerSecond` times a second: a `UIUpdateLink` for
    /// the view, so a 120 Hz screen gets 120 frames and a view off screen
    /// gets none. The one clock read for frame timing in UIKit: views draw
    /// the instant they are given.
    ///
    /// ```swift
    /// let link = FrameLink(view: self, framesPerSecond: 35) { [weak self] now in self?.step(at: now) }
    /// link.isRunning = refresh.isMoving
    /// ```
    @MainActor
    final class FrameLink {
        /// The update link (main-actor isolated, hence Sendable: `deinit`, not main-actor
        /// isolated before Swift 6.2, can hand it to the main actor).
        private let link: UIUpdateLink

        /// Disables the link on the main actor when its owner goes: a link left enabled with
        /// `requiresContinuousUpdates` keeps asking the display for frames.
        deinit {
            let link = link
            Task { @MainActor in
                link.isEnabled = false
                link.requiresContinuousUpdates = false
            }
        }

        /// A link for `view`, not running yet.
        init(
            view: UIView, framesPerSecond: Double? = nil,
            step: @escaping @MainActor (ContinuousClock.Instant) -> Void
        ) {
            link = UIUpdateLink(view: view) { _, _ in
                // UIKit runs the actions of a view's update link on the main thread.
                MainActor.assumeIsolated { step(FrameLink.now) }
            }
            link.requiresContinuousUpdates = false
            link.isEnabled = false
            self.framesPerSecond = framesPerSecond
            applyRate()
        }

        /// The present: the instant a view draws at a refresh, and at which an
        /// operation (a new value, a pause) takes effect.
        ///
        /// ```swift
        /// model.pause(at: FrameLink.now)
        /// ```
        static var now: ContinuousClock.Instant { ContinuousClock.now }

        /// The most frames a second; nil for the display's own rate.
        var framesPerSecond: Double? {
            didSet { applyRate() }
        }

        /// Whether steps come: set it while something moves.
        /// Whether the link fires. Continuous updates are asked for only while it runs, and
        /// the owning views stop it when they leave their window (`didMoveToWindow()`), so a
        /// link whose view is off screen or about to be freed asks the display for nothing.
        var isRunning: Bool {
            get { link.isEnabled }
            set {
                link.requiresContinuousUpdates = newValue
                link.isEnabled = newValue
            }
        }

        private func applyRate() {
            guard let framesPerSecond, framesPerSecond.isFinite else {
                link.preferredFrameRateRange = .default
                return
            }
            let rate = Float(min(max(framesPerSecond, 1), 120))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: min(rate, 30), maximum: rate, preferred: rate)
        }
    }
#endif
