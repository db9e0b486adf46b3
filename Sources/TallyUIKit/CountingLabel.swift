#if canImport(UIKit) && !os(watchOS)
    import TallyCore
    import TallyModels
    import UIKit

    /// A label that counts from one number to another: ACLabelCounting's
    /// `count` and its five operations, played by Tally's `CountingModel`.
    ///
    /// Frames come with the display's refresh while the label is in a
    /// window, at most 35 times a second as in ACLabelCounting, and the text
    /// is set only when it changes. A ``count(to:duration:easing:)`` while
    /// counting turns towards the new target from the value and speed it
    /// has. The text passes through ``formatText``, ``attributedFormatText``
    /// or ``styledFormatText`` (ACLabelCounting's two closures, and Tally's
    /// portable styled text), and ``completion`` hears how each run ended.
    ///
    /// VoiceOver reads the number being counted to rather than the digits
    /// flying past; with Reduce Motion on, the label jumps to it.
    ///
    /// ```swift
    /// let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    /// label.formatText = { "\($0) %" }
    /// try label.count(from: 0, to: 100, duration: 5, easing: .easeOut)  // 0 % … 100 %
    /// label.pause()
    /// label.resume()
    /// ```
    @MainActor
    open class CountingLabel: UILabel {
        private var model = CountingModel<ContinuousClock.Instant>()

        /// A label showing nothing until a count, its digits fixed-width and
        /// following the person's text size (Dynamic Type).
        ///
        /// ```swift
        /// let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        /// ```
        ///
        /// - Parameters:
        ///   - frame: The label's frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            // 17 points at the default text size, following the person's (Dynamic Type); a label
            // from a storyboard keeps the font set there (init(coder:)).
            font = UIFontMetrics(forTextStyle: .body).scaledFont(
                for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular))
            configure()
        }

        /// A label from a storyboard or nib.
        ///
        /// ```swift
        /// @IBOutlet weak var score: CountingLabel!
        /// ```
        ///
        /// - Parameters:
        ///   - coder: The archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            configure()
        }

        private func configure() {
            adjustsFontForContentSizeCategory = true
            // Numbers in the person's language and region, following a change in Settings.
            model.locale = .autoupdatingCurrent
        }
        private lazy var link = FrameLink(view: self, framesPerSecond: framesPerSecond) { [weak self] now in
            self?.step(at: now)
        }

        /// The most frames a second; 35 by default, as ACLabelCounting.
        /// Rates are brought within 1...120, and one that is not a number
        /// lets the display choose.
        ///
        /// ```swift
        /// label.framesPerSecond = 60
        /// ```
        public var framesPerSecond: Double = 35 {
            didSet { link.framesPerSecond = framesPerSecond }
        }

        /// How numbers are written (locale, grouping, fraction digits, prefix
        /// and suffix); by default the person's locale with as many fraction digits as the
        /// values of each count have. A new format shows at the next frame.
        ///
        /// ```swift
        /// label.format = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2, prefix: "€ ")
        /// ```
        public var format: NumberFormat? {
            didSet { redraw() }
        }

        /// ACLabelCounting's `formatTextClosure`: turns the written number
        /// into the text shown, from the next frame on.
        ///
        /// ```swift
        /// label.formatText = { "\($0) %" }  // "42 %"
        /// ```
        public var formatText: (@Sendable (String) -> String)? {
            didSet { redraw() }
        }

        /// ACLabelCounting's `attributedTextClosure`: turns the written number
        /// into an attributed string, from the next frame on; it wins over the
        /// other two closures.
        ///
        /// ```swift
        /// label.attributedFormatText = { number in
        ///     let text = NSMutableAttributedString(string: number)
        ///     text.append(NSAttributedString(string: " / 100", attributes: [.foregroundColor: UIColor.lightGray]))
        ///     return text
        /// }
        /// ```
        public var attributedFormatText: ((String) -> NSAttributedString)? {
            didSet { redraw() }
        }

        /// Turns the written number into Tally's styled text, shown as an
        /// attributed string in the label's font, from the next frame on; it
        /// wins over ``formatText``.
        ///
        /// ```swift
        /// label.styledFormatText = { StyledText($0) + StyledText(" / 100", style: TextStyle(foreground: .lightGray)) }
        /// ```
        public var styledFormatText: (@Sendable (String) -> StyledText)? {
            didSet { redraw() }
        }

        /// Called on the main actor when a run ends: finished, or stopped.
        ///
        /// ```swift
        /// label.completion = { ending in if ending == .finished { print("done") } }
        /// ```
        public var completion: ((PlaybackEnding) -> Void)?

        /// The value shown now.
        ///
        /// ```swift
        /// label.currentValue  // 42.5
        /// ```
        public var currentValue: FixedDecimal { model.value(at: FrameLink.now) }

        /// Counts from `start` to `target`, starting at once.
        ///
        /// ```swift
        /// try label.count(from: 10, to: 100, duration: 5, easing: .easeIn)
        /// try label.count(from: 0, to: 99.5)  // two seconds, linear, one fraction digit
        /// ```
        ///
        /// - Parameters:
        ///   - start: The first value shown.
        ///   - target: The last value shown, exactly.
        ///   - duration: Seconds the count takes; 2 by default.
        ///   - easing: The curve of the count (ACLabelCounting's `animationType`); linear by default.
        /// - Throws: `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        public func count(
            from start: FixedDecimal, to target: FixedDecimal, duration: TimeInterval = 2, easing: Easing = .none
        ) throws(TallyError) {
            let length = try Duration.checkedSeconds(duration)
            let now = FrameLink.now
            model.count(from: start, to: target, duration: length, easing: easing, at: now)
            step(at: now)
        }

        /// Counts to `target` from the value shown now; while counting, the
        /// count turns smoothly towards the new target.
        ///
        /// ```swift
        /// try label.count(to: 100)
        /// ```
        ///
        /// - Parameters:
        ///   - target: The last value shown, exactly.
        ///   - duration: Seconds the count takes; 2 by default.
        ///   - easing: The curve of the count; by default the current count's.
        /// - Throws: `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        public func count(to target: FixedDecimal, duration: TimeInterval = 2, easing: Easing? = nil)
            throws(TallyError)
        {
            let length = try Duration.checkedSeconds(duration)
            let now = FrameLink.now
            model.count(to: target, duration: length, easing: easing, at: now)
            step(at: now)
        }

        /// Plays from where the count is: after ``reset()``, ``stop()`` or ``pause()``.
        ///
        /// ```swift
        /// label.reset()
        /// label.start()
        /// ```
        public func start() {
            let now = FrameLink.now
            model.start(at: now)
            step(at: now)
        }

        /// Holds the count where it is.
        ///
        /// ```swift
        /// label.pause()
        /// ```
        public func pause() {
            let now = FrameLink.now
            model.pause(at: now)
            step(at: now)
        }

        /// Continues a paused count (ACLabelCounting's `restore`).
        ///
        /// ```swift
        /// label.resume()
        /// ```
        public func resume() {
            let now = FrameLink.now
            model.resume(at: now)
            step(at: now)
        }

        /// Ends the count where it is; ``completion`` hears `.stopped`.
        ///
        /// ```swift
        /// label.stop()
        /// ```
        public func stop() {
            let now = FrameLink.now
            let stopped = model.stop(at: now)
            step(at: now)
            if stopped { ended(.stopped) }
        }

        /// Shows the start value again and waits for ``start()``.
        ///
        /// ```swift
        /// label.reset()
        /// ```
        public func reset() {
            model.reset()
            step(at: FrameLink.now)
        }

        /// Stops the display link when the view leaves its window, where nothing is drawn
        /// (Apple's `didMoveToWindow()`: "the window property may be nil by the time that
        /// this method is called"), and draws the frame of now when it comes back.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil { link.isRunning = false } else { step(at: FrameLink.now) }
        }

        /// One display refresh (or an operation) at `now`: what the model's
        /// `refresh` says, carried out. Reduce Motion is read at each one, so a
        /// change mid-count takes effect at once (CountingModelTests).
        private func step(at now: ContinuousClock.Instant) {
            let refresh = model.refresh(
                at: now, reducesMotion: UIAccessibility.isReduceMotionEnabled, format: format, text: counterText())
            if let frame = refresh.frame { show(frame) }
            accessibilityLabel = refresh.isMoving ? accessibilityTarget() : nil
            for _ in 0..<refresh.arrivals { ended(.finished) }
            link.isRunning = refresh.isMoving
        }

        /// Draws the frame of now again, after a change of how it is written.
        private func redraw() {
            show(model.frame(at: FrameLink.now, format: format, text: counterText()))
        }

        /// What the model writes for each value; an attributed closure is
        /// applied here, on the main actor, to the plain text.
        private func counterText() -> CounterText {
            if attributedFormatText != nil { return .plain }
            if let styledFormatText { return .styled(styledFormatText) }
            if let formatText { return .formatted(formatText) }
            return .plain
        }

        /// The text the count ends on, for VoiceOver.
        private func accessibilityTarget() -> String {
            let plain = model.accessibilityText(format: format, text: counterText())
            return attributedFormatText.map { $0(plain).string } ?? plain
        }

        private func show(_ frame: CounterFrame) {
            if let attributedFormatText {
                attributedText = attributedFormatText(frame.text)
            } else if styledFormatText != nil {
                attributedText = frame.styled.attributedString(font: font)
            } else {
                text = frame.text
            }
        }

        private func ended(_ ending: PlaybackEnding) {
            completion?(ending)
        }
    }
#endif
