#if canImport(UIKit) && !os(watchOS)
    import TallyCore
    import TallyModels
    import UIKit

    /// A "3, 2, 1" countdown shown over a view or a window, each numeral
    /// zooming in from 15x and fading in: GGCountDownLabel, played by Tally's
    /// `CountdownModel`.
    ///
    /// As GGCountDownLabel, one countdown runs at a time (across the app:
    /// SwiftUI's `.countdown` claims the same `CountdownGate.shared`): asking
    /// for a second while one runs is refused with
    /// `CountdownRefusal.alreadyRunning` (unless it asks to replace the
    /// first), and ``hide()`` ends the one running, which is GGCountDownLabel's
    /// `gg_hidden`. The label covers the view it is shown over, and leaves it
    /// when the countdown ends. Frames come with the display's refresh; the
    /// numerals are laid out at each size of the zoom, so it stays sharp.
    /// A label that leaves its window (its screen closed), or is freed,
    /// ends its countdown and frees the gate for the next one.
    ///
    /// VoiceOver announces each numeral and the end title. With Reduce
    /// Motion on, the numerals fade in at their final size without the zoom;
    /// turning it on or off mid-countdown takes effect at the next frame.
    ///
    /// ```swift
    /// try CountdownLabel.countDown(
    ///     from: 5, endTitle: "Go!", over: view,
    ///     begin: { startButton.isEnabled = false },
    ///     finished: { startGame() })
    /// ```
    @MainActor
    public final class CountdownLabel: UILabel {
        /// The label showing a countdown, if any: what ``hide()`` ends.
        private static weak var current: CountdownLabel?

        private var model = CountdownModel<ContinuousClock.Instant>()
        /// Whether the label has been in a window: leaving it then ends the countdown.
        private var wasInWindow = false
        /// The zoom of the frame drawn last: the font is set again only when it changes.
        private var shownScale: Double?
        private lazy var link = FrameLink(view: self) { [weak self] now in self?.step(at: now) }
        /// The numerals' font at their final size; each frame draws them at its scale of it.
        private var finalFont: UIFont = .boldSystemFont(ofSize: 12)
        private var begin: (@MainActor () -> Void)?
        private var finished: (@MainActor () -> Void)?
        private weak var host: UIView?

        /// Shows a countdown over `view`, starting at once, and returns its
        /// label once it has begun.
        ///
        /// ```swift
        /// let label = try CountdownLabel.countDown(over: view)  // 3, 2, 1
        /// label.textColor = .systemOrange
        /// ```
        ///
        /// - Parameters:
        ///   - start: The first numeral; 3 by default, as GGCountDownLabel.
        ///   - endTitle: Shown after 1, when given (GGCountDownLabel's "第一个控制器").
        ///   - view: What the countdown covers: a view, or a window.
        ///   - font: The numerals' font at their final size, used as it is (give
        ///     one already scaled for Dynamic Type, from `UIFontMetrics` or
        ///     `UIFont.preferredFont`); nil: GGCountDownLabel's bold 12 points,
        ///     scaled to the person's text size as a title is.
        ///   - textColor: The numerals' colour; white, as GGCountDownLabel.
        ///   - replacing: Whether to cancel a countdown already running instead
        ///     of being refused.
        ///   - begin: Called when the countdown begins.
        ///   - finished: Called when it has shown its last step to the end;
        ///     not when it is hidden or replaced.
        /// - Returns: The label, already over `view`.
        /// - Throws: `CountdownRefusal.alreadyRunning` when a countdown runs
        ///   and `replacing` is false; `TallyError.invalidParameter(name:reason:)`
        ///   unless `start` is 1...10000.
        @discardableResult
        public static func countDown(
            from start: Int = 3, endTitle: String? = nil, over view: UIView,
            font: UIFont? = nil, textColor: UIColor = .white, replacing: Bool = false,
            begin: (@MainActor () -> Void)? = nil, finished: (@MainActor () -> Void)? = nil
        ) throws -> CountdownLabel {
            let countdown = try Countdown(options: Countdown.Options(start: start, endTitle: endTitle))
            let label = CountdownLabel(frame: view.bounds)
            // Only the default font is scaled here: Apple's UIFontMetrics.scaledFont(for:) says "Do not
            // specify a font that has already been scaled; doing so results in an exception", and a
            // caller's font may be (UIFontMetrics, preferredFont), so it is used as it is.
            let finalFont =
                font
                ?? UIFontMetrics(forTextStyle: .title1).scaledFont(
                    for: .boldSystemFont(ofSize: 12), compatibleWith: view.traitCollection)
            label.finalFont = finalFont
            label.font = finalFont
            label.textColor = textColor
            label.begin = begin
            label.finished = finished
            label.host = view
            let now = FrameLink.now
            let events = try label.model.begin(countdown, replacing: replacing, in: &CountdownGate.shared, at: now)
            current = label
            label.tell(events)
            label.step(at: now)
            return label
        }

        /// Ends the countdown running, if any, and removes its label
        /// (GGCountDownLabel's `gg_hidden`); its `finished` is not called.
        ///
        /// ```swift
        /// CountdownLabel.hide()
        /// ```
        public static func hide() {
            guard let label = current else { return }
            label.tell(label.model.cancel(in: &CountdownGate.shared))
        }

        /// Whether a countdown is running, so that a second would be refused.
        ///
        /// ```swift
        /// if !CountdownLabel.isRunning { try CountdownLabel.countDown(over: view) }
        /// ```
        public static var isRunning: Bool {
            CountdownGate.shared.running != nil
        }

        private override init(frame: CGRect) {
            super.init(frame: frame)
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            textAlignment = .center
            isUserInteractionEnabled = false
            // A numeral larger than the view is cut at its edges, as the zoom it is, not shortened to "…".
            lineBreakMode = .byClipping
            alpha = 0
        }

        /// Not available: a countdown label is made by ``countDown(from:endTitle:over:font:textColor:replacing:begin:finished:)``,
        /// which claims the gate and shows it; `UIView`'s `init()` (NSObject's `-init`, imported as
        /// a convenience initializer every subclass overriding `init(frame:)` and `init(coder:)`
        /// inherits) would make one that nothing drives.
        ///
        /// ```swift
        /// try CountdownLabel.countDown(over: view)
        /// ```
        @available(*, unavailable, message: "use CountdownLabel.countDown(over:)")
        public convenience init() {
            self.init(frame: .zero)
        }

        /// Not available: a countdown label is made by ``countDown(from:endTitle:over:font:textColor:replacing:begin:finished:)``.
        ///
        /// ```swift
        /// try CountdownLabel.countDown(over: view)
        /// ```
        ///
        /// - Parameters:
        ///   - coder: Unused.
        @available(*, unavailable, message: "use CountdownLabel.countDown(over:)")
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Ends the countdown when the label leaves its window (its screen closed or
        /// covered), where frames stop: Apple's `didMoveToWindow()`, "the window property
        /// may be nil by the time that this method is called, indicating that the receiver
        /// does not currently reside in any window". A label added to a host not yet in a
        /// window (nil from the start) is left alone.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil {
                wasInWindow = true
            } else if wasInWindow {
                tell(model.cancel(in: &CountdownGate.shared))
            }
        }

        /// One display refresh at `now`: what the model's `refresh` says,
        /// carried out. Reduce Motion is read at each one, so that turning it on or
        /// off mid-countdown takes effect at once (CountdownModelTests).
        private func step(at now: ContinuousClock.Instant) {
            let refresh = model.refresh(
                at: now, reducesMotion: UIAccessibility.isReduceMotionEnabled, in: &CountdownGate.shared)
            if let frame = refresh.frame { show(frame) }
            tell(refresh.events)
            link.isRunning = refresh.isShowing
        }

        /// Carries out what the model reports.
        private func tell(_ events: [CountdownEvent]) {
            for event in events {
                switch event {
                case .began:
                    host?.addSubview(self)
                    begin?()
                case .step:
                    if let spoken = model.announcement(for: event) {
                        UIAccessibility.post(notification: .announcement, argument: spoken)
                    }
                case .finished:
                    leave()
                    finished?()
                case .cancelled:
                    leave()
                }
            }
        }

        private func leave() {
            link.isRunning = false
            removeFromSuperview()
        }

        /// Draws the numeral in a font of the frame's scale: text laid out at
        /// each size stays sharp, where a label magnified 15 times blurred.
        private func show(_ frame: CountdownFrame) {
            text = frame.text
            accessibilityLabel = frame.text
            if shownScale != frame.scale {
                shownScale = frame.scale
                font = finalFont.withSize(finalFont.pointSize * CGFloat(frame.scale))
            }
            alpha = CGFloat(frame.opacity)
            isHidden = frame.isFinished
        }
    }
#endif
