#if canImport(UIKit) && !os(watchOS)
    import TallyCore
    import TallyModels
    import UIKit

    /// Digit columns that roll to a new number: MSNumberScrollAnimatedView's
    /// properties and `startAnimation()`, played by Tally's `RollingModel`.
    ///
    /// Set the style and timing first, then ``number``, then call
    /// ``startAnimation()``. The first roll starts from 0, each later one from
    /// the number shown; calling it again mid-roll turns every column
    /// towards the new number from where it is. Each column is a clipping subview keyed by its
    /// `OdometerColumn.id`, so a column that enters (999 -> 1,000) or leaves
    /// keeps its view for as long as it is on screen. The digits are
    /// right-aligned, so the ones column stays put while columns come and go,
    /// and laid out in place-value order under any layout direction. Frames
    /// come with the display's refresh while the view is in a window; the
    /// digits follow the person's text size (Dynamic Type).
    ///
    /// VoiceOver reads the number being rolled to, not the digits in motion.
    /// With Reduce Motion on, the columns cross-fade instead of rolling.
    /// With ``trendColors`` set, each roll flashes green when the new number
    /// is above the last and red when below, fading back to ``textColor``.
    ///
    /// ```swift
    /// let odometer = OdometerView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
    /// odometer.font = .monospacedDigitSystemFont(ofSize: 48, weight: .semibold)
    /// odometer.density = 8
    /// odometer.minLength = 4
    /// odometer.number = 1234
    /// try odometer.startAnimation()  // rolls from 0 to 1,234
    /// ```
    @MainActor
    open class OdometerView: UIView {
        private var settings = OdometerSettings()
        /// The columns' motion, made by the first roll.
        private var model: RollingModel<ContinuousClock.Instant>?
        private lazy var link = FrameLink(view: self) { [weak self] now in self?.step(at: now) }
        private var shown: OdometerFrame?
        private var currentLayout: OdometerLayout?
        /// The width asked of Auto Layout, changed at most at a roll's start and end.
        private var sizing = OdometerSizing()
        private var columnViews: [OdometerColumn.ID: OdometerColumnView] = [:]
        private var faceWidths: [String: CGFloat] = [:]
        /// The trend colour drawn over ``textColor`` now; nil when none.
        private var paintedShade: TrendTint<ContinuousClock.Instant>.Shade?

        /// Creates an odometer showing nothing until its first roll.
        ///
        /// ```swift
        /// let odometer = OdometerView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        /// ```
        ///
        /// - Parameters:
        ///   - frame: The view's frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            configure()
        }

        /// Creates an odometer from a storyboard or nib.
        ///
        /// ```swift
        /// @IBOutlet weak var odometer: OdometerView!
        /// ```
        ///
        /// - Parameters:
        ///   - coder: The archive.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            configure()
        }

        private func configure() {
            clipsToBounds = true
            isAccessibilityElement = true
            // Dynamic Type: the digits follow the person's text size, and a cap set on this view
            // (maximumContentSizeCategory), now and when either changes. Apple's
            // registerForTraitChanges(_:handler:): "You don't have to unregister your
            // observations"; the handler is given the view, so it holds no reference to it
            // (TraitChangeHandler: capturing the object "creates a strong reference cycle").
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: OdometerView, _) in
                view.fontChanged()
            }
        }

        /// The digits' font at the person's text size: ``font`` scaled for
        /// ``textStyle`` (UIFontMetrics), worked out again when the size changes.
        private var shownFont: UIFont?

        private func fontChanged() {
            shownFont = nil
            sizing = OdometerSizing()
            faceWidths = [:]
            currentLayout = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }

        /// The digits' font: ``font`` as it is, or the default scaled to the person's text size.
        private var scaledFont: UIFont {
            if let shownFont { return shownFont }
            // Only the default is scaled here: Apple's UIFontMetrics.scaledFont(for:) says "Do not
            // specify a font that has already been scaled; doing so results in an exception".
            // Scaled for this view's traits, so that a cap such as its maximumContentSizeCategory holds
            // (Apple's scaledFont(for:compatibleWith:)).
            let scaled =
                font ?? UIFontMetrics(forTextStyle: textStyle).scaledFont(
                    for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular), compatibleWith: traitCollection)
            shownFont = scaled
            return scaled
        }

        /// The number the next ``startAnimation()`` rolls to (MSNumberScrollAnimatedView's `setNumber:`).
        ///
        /// ```swift
        /// odometer.number = 1234
        /// try odometer.setNumber(price)  // a Double, an Int or a Decimal (setNumber(_:))
        /// ```
        public var number: FixedDecimal = 0

        /// Seconds until the last column stops; 1.5 by default.
        ///
        /// ```swift
        /// odometer.duration = 2
        /// ```
        public var duration: TimeInterval {
            get { settings.duration }
            set { settings.duration = newValue }
        }

        /// Seconds between two neighbouring columns stopping; 0.2 by default.
        /// With n columns there are n - 1 offsets within ``duration``.
        ///
        /// ```swift
        /// odometer.durationOffset = 0.1
        /// ```
        public var durationOffset: TimeInterval {
            get { settings.durationOffset }
            set { settings.durationOffset = newValue }
        }

        /// How many faces each column scrolls past in the classic mode; 5 by default.
        ///
        /// ```swift
        /// odometer.density = 10
        /// ```
        public var density: Int {
            get { settings.density }
            set { settings.density = newValue }
        }

        /// Integer digits shown at least, padded with zeros; 0 by default.
        ///
        /// ```swift
        /// odometer.minLength = 6  // 42 shows as 000042
        /// ```
        public var minLength: Int {
            get { settings.minLength }
            set { settings.minLength = newValue }
        }

        /// Which way digits roll; `RollDirection.down` by default, as MSNumberScrollAnimatedView.
        ///
        /// ```swift
        /// odometer.direction = .trend  // up when the number grows, down when it shrinks
        /// ```
        public var direction: RollDirection {
            get { settings.direction }
            set { settings.direction = newValue }
        }

        /// MSNumberScrollAnimatedView's `isAscending`: whether digits roll up; false by default.
        ///
        /// ```swift
        /// odometer.isAscending = true  // same as direction = .up
        /// ```
        public var isAscending: Bool {
            get { settings.direction == .up }
            set { settings.direction = newValue ? .up : .down }
        }

        /// How columns move; `OdometerMode.classic` by default, as MSNumberScrollAnimatedView:
        /// each column scrolls ``density`` faces past its new digit.
        ///
        /// ```swift
        /// odometer.mode = .roll  // only the digits between the old and new one
        /// ```
        public var mode: OdometerMode {
            get { settings.mode }
            set { settings.mode = newValue }
        }

        /// How numbers are written: locale digits, decimal mark and grouping; by default in the
        /// person's language and region (`Locale.autoupdatingCurrent`).
        ///
        /// ```swift
        /// odometer.format = NumberFormat(locale: Locale(identifier: "de_DE"))  // 1.234
        /// ```
        public var format: NumberFormat {
            get { settings.format }
            set { settings.format = newValue }
        }

        /// The colour of the digits.
        ///
        /// ```swift
        /// odometer.textColor = .white
        /// ```
        public var textColor: UIColor = .label {
            didSet { setNeedsLayout() }
        }

        /// The colours each roll flashes, green when the new number is above
        /// the last and red when below, fading back to ``textColor``
        /// (TallyModels' `TrendColors`); nil, the default, flashes none. With
        /// Reduce Motion on, the colour holds for the fade, then goes at once.
        ///
        /// ```swift
        /// odometer.trendColors = TrendColors(fade: .seconds(1))
        /// odometer.number = 1235
        /// try odometer.startAnimation()  // from 1,234: rolls up in green, fading back
        /// ```
        public var trendColors: TrendColors? {
            didSet {
                model?.trendColors = trendColors
                step(at: FrameLink.now)
            }
        }

        /// The font of the digits, used as it is: give one scaled for Dynamic
        /// Type (`UIFontMetrics`, `UIFont.preferredFont`); scaling a scaled
        /// font again raises. Nil (the default): the system font with
        /// fixed-width digits, 17 points at the default text size, scaled to
        /// the person's text size as ``textStyle`` is.
        ///
        /// ```swift
        /// odometer.font = UIFontMetrics(forTextStyle: .title1)
        ///     .scaledFont(for: .monospacedDigitSystemFont(ofSize: 48, weight: .semibold))
        /// ```
        public var font: UIFont? {
            didSet { fontChanged() }
        }

        /// The text style whose Dynamic Type scaling the default font follows; the body's by default.
        ///
        /// ```swift
        /// odometer.textStyle = .title1
        /// ```
        public var textStyle: UIFont.TextStyle = .body {
            didSet { fontChanged() }
        }

        /// Rolls from the number shown (0 at first) to ``number``, or, while rolling,
        /// turns towards it from where each column is.
        ///
        /// The settings are read here: change them before the call. Reduce
        /// Motion is read here too, and turns the roll into a cross-fade.
        ///
        /// ```swift
        /// odometer.number = 1000
        /// try odometer.startAnimation()
        /// ```
        ///
        /// - Throws: `TallyError.invalidDuration(_:)` for a negative or
        ///   non-finite ``duration`` or ``durationOffset``,
        ///   `TallyError.invalidParameter(name:reason:)` for a negative
        ///   ``density`` or ``minLength``.
        public func startAnimation() throws(TallyError) {
            let options = try settings.options(reducedMotion: false)
            let now = FrameLink.now
            var model: RollingModel<ContinuousClock.Instant>
            if let current = self.model {
                model = current
                try model.apply(options, at: now)
            } else {
                model = try RollingModel(showing: 0, options: options)
            }
            model.trendColors = trendColors
            model.roll(to: number, at: now)
            accessibilityValue = model.accessibilityText
            self.model = model
            if sizing.rollBegins(destinationWidth: layout(of: model.destination).width) {
                invalidateIntrinsicContentSize()
            }
            step(at: now)
        }

        /// Stops the display link when the view leaves its window, where nothing is drawn
        /// (Apple's `didMoveToWindow()`: "the window property may be nil by the time that
        /// this method is called"), and draws the frame of now when it comes back.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil { link.isRunning = false } else { step(at: FrameLink.now) }
        }

        /// One display refresh (or a new roll) at `now`: what the model's
        /// `refresh` says, carried out. Reduce Motion is read at each one, so a
        /// change mid-roll takes effect at once (RollingModelTests).
        private func step(at now: ContinuousClock.Instant) {
            guard var model else { return }
            let refresh = model.refresh(at: now, reducesMotion: UIAccessibility.isReduceMotionEnabled)
            self.model = model
            let shade = model.tint.shade(at: now)
            let painted = shade != paintedShade
            paintedShade = shade
            if let frame = refresh.frame {
                show(frame, isMoving: refresh.isMoving)
            } else if painted {
                placeColumns()
            }
            link.isRunning = refresh.isMoving
        }

        private func show(_ frame: OdometerFrame, isMoving: Bool) {
            shown = frame
            currentLayout = nil
            // A new width asked for changes the view's size: UIKit lays it out again (and calls
            // layoutSubviews). Otherwise the columns are placed now, without a layout pass of the
            // view and its neighbours each frame (OdometerSizing: at most at a roll's start and end).
            if let layout = layout(), sizing.show(width: layout.width, isMoving: isMoving) {
                invalidateIntrinsicContentSize()
                setNeedsLayout()
            } else {
                placeColumns()
            }
        }

        /// The layout of the frame shown, made once per frame and font.
        private func layout() -> OdometerLayout? {
            if let currentLayout { return currentLayout }
            guard let shown else { return nil }
            let layout = layout(of: shown)
            currentLayout = layout
            return layout
        }

        /// The layout of `frame` in the digits' font.
        private func layout(of frame: OdometerFrame) -> OdometerLayout {
            let font = scaledFont
            return OdometerLayout(
                frame, lineHeight: font.lineHeight.rounded(.up), reducedMotion: model?.options.reducedMotion ?? false
            ) { face in
                if let width = faceWidths[face] { return width }
                let width = (face as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
                faceWidths[face] = width
                return width
            }
        }

        /// Places one subview for each column of the frame shown.
        ///
        /// ```swift
        /// odometer.setNeedsLayout()  // UIKit calls layoutSubviews() on the next pass
        /// ```
        open override func layoutSubviews() {
            super.layoutSubviews()
            placeColumns()
        }

        /// Places one subview for each column of the frame shown; each sets only what changed.
        private func placeColumns() {
            guard let layout = layout() else { return }
            let color = paintedShade.map { textColor.mixed(with: $0, as: traitCollection) } ?? textColor
            let origin = CGPoint(x: bounds.maxX - layout.width, y: bounds.midY - layout.height / 2)
            var seen = Set<OdometerColumn.ID>()
            for var column in layout.columns {
                seen.insert(column.id)
                column.frame = column.frame.offsetBy(dx: origin.x, dy: origin.y)
                let view =
                    columnViews[column.id]
                    ?? {
                        let view = OdometerColumnView(frame: column.frame)
                        addSubview(view)
                        columnViews[column.id] = view
                        return view
                    }()
                view.apply(column, font: scaledFont, textColor: color)
            }
            for (id, view) in columnViews where !seen.contains(id) {
                view.removeFromSuperview()
                columnViews[id] = nil
            }
        }

        /// The width of the columns shown and the height of a line.
        ///
        /// ```swift
        /// odometer.intrinsicContentSize  // the width of "1,234" and one line of the font
        /// ```
        open override var intrinsicContentSize: CGSize {
            guard let layout = layout() else {
                return CGSize(width: UIView.noIntrinsicMetric, height: scaledFont.lineHeight.rounded(.up))
            }
            return CGSize(width: sizing.width ?? layout.width, height: layout.height)
        }

    }
#endif
