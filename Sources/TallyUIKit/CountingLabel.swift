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
    /// flying past; with Reduce Motion on, the label jumps to it. With
    /// ``trendColors`` set, each count flashes green when it rises and red
    /// when it falls, fading back to ``textColor``.
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
        /// The text colour set by the label's owner (or the nib's); the label's own until ``configure()``.
        private var ownTextColor: UIColor?
        /// The trend colour drawn over ``textColor`` now; nil when none.
        private var paintedShade: TrendTint<ContinuousClock.Instant>.Shade?

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
            // Read before any attributed text: the colour a trend colour fades back to.
            ownTextColor = super.textColor
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

        /// The colours each count flashes, green when it rises and red when
        /// it falls, fading back to ``textColor`` (TallyModels' `TrendColors`);
        /// nil, the default, flashes none. With Reduce Motion on, the colour
        /// holds for the fade, then goes at once. Text in a colour of its own
        /// (an attributed or styled run's) keeps it.
        ///
        /// ```swift
        /// let price = CountingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        /// price.trendColors = TrendColors(fade: .milliseconds(800))
        /// try price.count(from: 101.25, to: 99.80, duration: 0.6)  // red, fading back
        /// ```
        public var trendColors: TrendColors? {
            get { model.trendColors }
            set {
                model.trendColors = newValue
                step(at: FrameLink.now)
            }
        }

        /// The colour of the text; while a trend colour (``trendColors``)
        /// fades, the label draws it mixed over this one, and this property
        /// still reads the colour set.
        ///
        /// ```swift
        /// label.textColor = .white
        /// ```
        open override var textColor: UIColor! {
            get { ownTextColor ?? super.textColor }
            set {
                super.textColor = newValue
                ownTextColor = super.textColor
                paintedShade = nil
                if paint(model.tint.shade(at: FrameLink.now)) { redraw() }
            }
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
            // UIKit applies a new textColor to the whole attributed text (UILabel.textColor's
            // documentation), so after a new trend colour the frame is shown again, its runs'
            // own colours with it.
            if paint(model.tint.shade(at: now)) {
                show(refresh.frame ?? model.frame(at: now, format: format, text: counterText()))
            } else if let frame = refresh.frame {
                show(frame)
            }
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

        /// Draws the text in `shade` mixed over the owner's ``textColor``;
        /// true when that changed the colour drawn.
        private func paint(_ shade: TrendTint<ContinuousClock.Instant>.Shade?) -> Bool {
            guard shade != paintedShade else { return false }
            let own: UIColor = textColor
            ownTextColor = own
            paintedShade = shade
            super.textColor = shade.map { own.mixed(with: $0, as: traitCollection) } ?? own
            return true
        }

        private func ended(_ ending: PlaybackEnding) {
            completion?(ending)
        }
    }
#endif
