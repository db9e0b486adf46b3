#if canImport(UIKit)
    import TallyCore
    import UIKit

    /// A "3, 2, 1" countdown shown over a view or a window, each numeral
    /// zooming in from 15x and fading in: GGCountDownLabel, played by Tally's
    /// `CountdownPresenter`.
    ///
    /// As in the seed, one countdown runs at a time: asking for a second
    /// while one runs is refused with `CountdownRefusal.alreadyRunning`
    /// (unless it asks to replace the first), and ``hide()`` ends the one
    /// running, which is the seed's `gg_hidden`. The label covers the view it
    /// is shown over, and leaves it when the countdown ends.
    ///
    /// VoiceOver announces each numeral and the end title. With Reduce
    /// Motion on, the numerals fade in at their final size without the zoom.
    ///
    /// ```swift
    /// try await CountdownLabel.countDown(
    ///     from: 5, endTitle: "Go!", over: view,
    ///     begin: { startButton.isEnabled = false },
    ///     finished: { startGame() })
    /// ```
    @MainActor
    public final class CountdownLabel: UILabel {
        private static let presenter: CountdownPresenter<ContinuousClock> = {
            do {
                return try CountdownPresenter(framesPerSecond: 60)
            } catch {
                preconditionFailure("60 frames a second is accepted: \(error)")
            }
        }()

        /// Shows a countdown over `view`, starting at once, and returns its
        /// label once it has begun.
        ///
        /// ```swift
        /// let label = try await CountdownLabel.countDown(over: view)  // 3, 2, 1
        /// label.textColor = .systemOrange
        /// ```
        ///
        /// - Parameters:
        ///   - start: The first numeral; 3 by default, as the seed.
        ///   - endTitle: Shown after 1, when given (the seed's "第一个控制器").
        ///   - view: What the countdown covers: a view, or a window.
        ///   - font: The numerals' font at their final size; the seed's bold 12 points.
        ///   - textColor: The numerals' colour; white, as the seed.
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
            font: UIFont = .boldSystemFont(ofSize: 12), textColor: UIColor = .white, replacing: Bool = false,
            begin: (@MainActor () -> Void)? = nil, finished: (@MainActor () -> Void)? = nil
        ) async throws -> CountdownLabel {
            var options = Countdown.Options(start: start, endTitle: endTitle)
            options.reducedMotion = UIAccessibility.isReduceMotionEnabled
            let countdown = try Countdown(options: options)
            let label = CountdownLabel(frame: view.bounds)
            label.font = font
            label.textColor = textColor
            try await presenter.start(
                countdown, replacing: replacing,
                onFrame: { @MainActor [weak label] frame in label?.show(frame) },
                onEvent: { @MainActor [weak label, weak view] event in
                    guard let label else { return }
                    switch event {
                    case .began:
                        view?.addSubview(label)
                        begin?()
                    case .step(let number):
                        let text = number > 0 ? String(number) : endTitle ?? ""
                        UIAccessibility.post(notification: .announcement, argument: text)
                    case .finished:
                        label.removeFromSuperview()
                        finished?()
                    case .cancelled:
                        label.removeFromSuperview()
                    }
                })
            return label
        }

        /// Ends the countdown running, if any, and removes its label (the
        /// seed's `gg_hidden`); its `finished` is not called.
        ///
        /// ```swift
        /// await CountdownLabel.hide()
        /// ```
        public static func hide() async {
            await presenter.cancel()
        }

        /// Whether a countdown is running, so that a second would be refused.
        ///
        /// ```swift
        /// if !(await CountdownLabel.isRunning) { try await CountdownLabel.countDown(over: view) }
        /// ```
        public static var isRunning: Bool {
            get async { await presenter.isRunning }
        }

        private override init(frame: CGRect) {
            super.init(frame: frame)
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            textAlignment = .center
            isUserInteractionEnabled = false
            alpha = 0
        }

        /// Not available: a countdown label is made by ``countDown(from:endTitle:over:font:textColor:replacing:begin:finished:)``.
        ///
        /// ```swift
        /// try await CountdownLabel.countDown(over: view)
        /// ```
        ///
        /// - Parameters:
        ///   - coder: Unused.
        @available(*, unavailable, message: "use CountdownLabel.countDown(over:)")
        public required init?(coder: NSCoder) {
            return nil
        }

        private func show(_ frame: CountdownFrame) {
            text = frame.text
            accessibilityLabel = frame.text
            transform = CGAffineTransform(scaleX: CGFloat(frame.scale), y: CGFloat(frame.scale))
            alpha = CGFloat(frame.opacity)
            isHidden = frame.isFinished
        }
    }
#endif
