#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TallyCore
    import TallyModels
    import UIKit

    /// A label that shows a stopwatch ("0:12.34", with laps) or the time left
    /// on a timer ("4:59", to a duration or a date): MZTimerLabel's two modes,
    /// played by Tally's `StopwatchModel` and `TimerModel`.
    ///
    /// Frames come with the display's refresh while the label runs in a
    /// window, and the text is set only when it changes; ``completion`` is
    /// called once when a timer runs out.
    ///
    /// ```swift
    /// let watch = TimerLabel(frame: .zero)           // a stopwatch
    /// watch.start()
    /// watch.lap()                                    // watch.lapTexts ["0:12.50"]
    ///
    /// let tea = TimerLabel(frame: .zero)
    /// try tea.countDown(seconds: 180)                // "3:00", "2:59", …
    /// tea.completion = { print("tea") }
    /// tea.start()
    /// ```
    @MainActor
    open class TimerLabel: UILabel {
        private var stopwatch: StopwatchModel<ContinuousClock.Instant>? = StopwatchModel()
        private var timer: TimerModel<ContinuousClock.Instant>?

        private lazy var link = FrameLink(view: self) { [weak self] now in
            self?.step(at: now)
        }

        /// Called once when a timer runs out.
        public var completion: (() -> Void)?

        /// A stopwatch at "0:00.00", its digits fixed-width and following
        /// the person's text size.
        ///
        /// ```swift
        /// let label = TimerLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        /// ```
        ///
        /// - Parameters:
        ///   - frame: The label's frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            font = UIFontMetrics(forTextStyle: .body).scaledFont(
                for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular))
            adjustsFontForContentSizeCategory = true
            step(at: FrameLink.now)
        }

        /// A label from a storyboard or nib: a stopwatch.
        ///
        /// ```swift
        /// @IBOutlet weak var clock: TimerLabel!
        /// ```
        ///
        /// - Parameters:
        ///   - coder: The archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            adjustsFontForContentSizeCategory = true
        }

        /// The laps taken, as text ("0:12.50"); none for a timer.
        ///
        /// ```swift
        /// label.lapTexts  // ["0:12.50", "0:11.98"]
        /// ```
        public var lapTexts: [String] { stopwatch?.lapTexts ?? [] }

        /// Makes the label a timer of `seconds`, waiting for ``start()``.
        ///
        /// ```swift
        /// try label.countDown(seconds: 300)  // "5:00"
        /// ```
        ///
        /// - Throws: `TallyError.invalidDuration(_:)` for a negative or non-finite number of seconds.
        public func countDown(seconds: TimeInterval) throws(TallyError) {
            timer = try TimerModel(duration: Duration.checkedSeconds(seconds))
            stopwatch = nil
            step(at: FrameLink.now)
        }

        /// Makes the label a timer running from now to `date`.
        ///
        /// ```swift
        /// label.countDown(to: launchDate)  // "1:00:00", … at once
        /// ```
        public func countDown(to date: Date) {
            let now = FrameLink.now
            let left = max(date.timeIntervalSinceNow, 0)
            timer = TimerModel(until: now.advanced(by: .milliseconds(Int64((left * 1000).rounded()))), from: now)
            stopwatch = nil
            step(at: FrameLink.now)
        }

        /// Makes the label a stopwatch at zero again.
        ///
        /// ```swift
        /// label.measureTime()
        /// ```
        public func measureTime() {
            stopwatch = StopwatchModel()
            timer = nil
            step(at: FrameLink.now)
        }

        /// Starts the stopwatch or the timer from where it is.
        public func start() {
            stopwatch?.start(at: FrameLink.now)
            timer?.start(at: FrameLink.now)
            step(at: FrameLink.now)
        }

        /// Holds it where it is.
        public func pause() {
            stopwatch?.pause(at: FrameLink.now)
            timer?.pause(at: FrameLink.now)
            step(at: FrameLink.now)
        }

        /// Runs on after ``pause()``, losing no time.
        public func resume() {
            stopwatch?.resume(at: FrameLink.now)
            timer?.resume(at: FrameLink.now)
            step(at: FrameLink.now)
        }

        /// Back to zero (a stopwatch, its laps gone) or the full time (a timer).
        public func reset() {
            stopwatch?.reset()
            timer?.reset()
            step(at: FrameLink.now)
        }

        /// Ends a lap of the stopwatch and returns its length in seconds; 0 for a timer.
        ///
        /// ```swift
        /// let seconds = label.lap()  // 12.5
        /// ```
        @discardableResult
        public func lap() -> TimeInterval {
            guard let lap = stopwatch?.lap(at: FrameLink.now) else { return 0 }
            let (seconds, attoseconds) = lap.components
            return Double(seconds) + Double(attoseconds) * 1e-18
        }

        /// Stops the display link outside a window and draws the frame of now
        /// when the label comes back.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil { link.isRunning = false } else { step(at: FrameLink.now) }
        }

        /// One display refresh (or an operation) at `now`: what the model's
        /// `refresh` says, carried out (TimerModelTests).
        private func step(at now: ContinuousClock.Instant) {
            let refresh: DisplayRefresh<String>
            if var model = stopwatch {
                refresh = model.refresh(at: now).map(\.text)
                stopwatch = model
            } else if var model = timer {
                refresh = model.refresh(at: now).map(\.text)
                timer = model
            } else {
                return
            }
            if let shown = refresh.frame { text = shown }
            for _ in 0..<refresh.arrivals { completion?() }
            link.isRunning = refresh.isMoving
        }
    }
#endif
