#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// Calls a view's step on every refresh of the display it is on, while
    /// running and while the view is visible in a window, at most
    /// `framesPerSecond` times a second: a `UIUpdateLink` for the view, so a
    /// 120 Hz screen gets 120 frames and a view off screen gets none.
    ///
    /// ```swift
    /// let link = FrameLink(view: self, framesPerSecond: 35) { [weak self] in self?.step() }
    /// link.isRunning = model.isMoving
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
        init(view: UIView, framesPerSecond: Double? = nil, step: @escaping @MainActor () -> Void) {
            link = UIUpdateLink(view: view) { _, _ in
                // UIKit runs the actions of a view's update link on the main thread.
                MainActor.assumeIsolated { step() }
            }
            link.requiresContinuousUpdates = false
            link.isEnabled = false
            self.framesPerSecond = framesPerSecond
            applyRate()
        }

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
