#if canImport(UIKit) && !os(watchOS)
    import TallyCore
    import TallyModels
    import UIKit

    /// A "Resend code in 59s" button: pressed, it refuses presses and shows
    /// the seconds left until its deadline, then shows its title again. The
    /// verification-code button, played by Tally's `CooldownModel`.
    ///
    /// The seconds are rounded up (60 at once, 1 until the very end) and
    /// redrawn only when they change. Given a key, the button keeps its
    /// deadline in a `CooldownStore`. The deadline is an instant, not a
    /// count of ticks, so leaving the screen, locking the phone or relaunching
    /// the app loses no time: a button made again under the same key goes on
    /// cooling where it was, from its first frame. The store is written off
    /// the main actor, so a store locked by another process never freezes
    /// the interface.
    ///
    /// VoiceOver reads the title as the button's label and the seconds left
    /// as its value, and hears the button as dimmed while it cools.
    ///
    /// ```swift
    /// let button = try CooldownButton(title: "获取验证码", seconds: 59, key: "sms")
    /// button.onPress = { sendVerificationCode() }
    /// button.normalColor = UIColor(red: 84 / 255, green: 180 / 255, blue: 98 / 255, alpha: 1)
    /// button.countingColor = .lightGray
    /// ```
    @MainActor
    open class CooldownButton: UIButton {
        private var model: CooldownModel
        private var tick: Task<Void, Never>?

        /// Creates a button, ready unless the store holds a deadline under
        /// `key` that has not passed.
        ///
        /// ```swift
        /// let button = try CooldownButton(title: "Get code", seconds: 60, suffix: "s", key: "sms")
        /// ```
        ///
        /// - Parameters:
        ///   - frame: The button's frame.
        ///   - title: Shown when ready (setTheCountdownButton's "获取验证码").
        ///   - seconds: How long a press disables the button.
        ///   - suffix: Shown after the seconds while cooling ("s": "59s").
        ///   - key: Where the deadline is kept across relaunches; nil keeps
        ///     it only as long as the button lives.
        ///   - store: The store the key is in.
        /// - Throws: `TallyError.invalidDuration(_:)` unless `seconds` is
        ///   above zero and at most a year.
        public init(
            frame: CGRect = .zero, title: String = "Get code", seconds: Int = 60, suffix: String = "s",
            key: String? = nil, store: CooldownStore = .standard
        ) throws(TallyError) {
            model = CooldownModel(
                try Cooldown(duration: .seconds(seconds), title: title, suffix: suffix), key: key, store: store)
            super.init(frame: frame)
            // 15 points at the default text size, following the person's (Dynamic Type), white.
            titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(
                for: .monospacedDigitSystemFont(ofSize: 15, weight: .semibold))
            setTitleColor(.white, for: .normal)
            setTitleColor(.white, for: .disabled)
            configure()
        }

        /// Creates a ready 60-second "Get code" button from a storyboard or
        /// nib, keeping its deadline only as long as it lives. The font and
        /// title colours set in Interface Builder are kept.
        ///
        /// ```swift
        /// @IBOutlet weak var resend: CooldownButton!
        /// ```
        ///
        /// - Parameters:
        ///   - coder: The archive.
        public required init?(coder: NSCoder) {
            do {
                model = CooldownModel(try Cooldown(), key: nil)
            } catch {
                preconditionFailure("the default cooldown is valid: \(error)")
            }
            super.init(coder: coder)
            configure()
        }

        private func configure() {
            titleLabel?.adjustsFontForContentSizeCategory = true
            addAction(UIAction { [weak self] _ in self?.press() }, for: .primaryActionTriggered)
            render()
        }

        /// Shown when ready; settable in Interface Builder.
        ///
        /// ```swift
        /// button.title = "Resend code"
        /// ```
        @IBInspectable public var title: String {
            get { model.title }
            set {
                model.title = newValue
                render()
            }
        }

        /// Shown after the seconds while cooling; settable in Interface Builder.
        ///
        /// ```swift
        /// button.suffix = " s"  // "59 s"
        /// ```
        @IBInspectable public var suffix: String {
            get { model.suffix }
            set {
                model.suffix = newValue
                render()
            }
        }

        /// How long a press disables the button, in seconds; settable in
        /// Interface Builder. A cooldown under way keeps its deadline. A
        /// number of seconds that is not 1 up to a year (31,536,000) leaves
        /// the duration as it was (the throwing initializer says why).
        ///
        /// ```swift
        /// button.seconds = 59
        /// ```
        @IBInspectable public var seconds: Int {
            get { Int(model.cooldown.duration.components.seconds) }
            set { try? model.changeDuration(to: .seconds(newValue)) }
        }

        /// Where the deadline is kept across relaunches (a `CooldownStore`
        /// key); settable in Interface Builder. Set, the button counts on from
        /// a deadline stored under it; nil keeps it only as long as the button
        /// lives.
        ///
        /// ```swift
        /// button.key = "sms"  // "42s" if a press under "sms" 18 s ago was stored
        /// ```
        @IBInspectable public var key: String? {
            get { model.key }
            set {
                model.keep(under: newValue)
                render()
            }
        }

        /// The background while ready (setTheCountdownButton's `mainColor`).
        ///
        /// ```swift
        /// button.normalColor = .systemGreen
        /// ```
        public var normalColor = UIColor(TallyCore.RGBColor(red: 84, green: 180, blue: 98)) {
            didSet { render() }
        }

        /// The background while cooling (setTheCountdownButton's `countColor`).
        ///
        /// ```swift
        /// button.countingColor = .lightGray
        /// ```
        public var countingColor = UIColor.lightGray {
            didSet { render() }
        }

        /// Called when a press starts the cooldown: send the code here.
        /// Presses while cooling are refused and do not call it.
        ///
        /// ```swift
        /// button.onPress = { Task { try await api.sendCode(to: phone) } }
        /// ```
        public var onPress: (() -> Void)?

        /// Whether a press would start the cooldown now.
        ///
        /// ```swift
        /// button.isReady  // false for a minute after a press
        /// ```
        public var isReady: Bool {
            model.frame(at: .now()).isReady
        }

        /// The last error of the store: reading the deadline when the button
        /// was made, or saving it after a press. The button works on without
        /// the store; only the deadline is then not kept across relaunches.
        ///
        /// ```swift
        /// if let error = button.storeError { log(error.description) }
        /// ```
        public var storeError: CooldownStoreError? { model.storeError }

        /// Presses the button in code, as a tap does: starts the cooldown
        /// when ready, and is refused otherwise.
        ///
        /// ```swift
        /// button.press()  // .started, then .refused(remaining: …) until the deadline
        /// ```
        ///
        /// - Returns: What the press did.
        @discardableResult
        public func press() -> Cooldown.Press {
            let result = model.press(at: .now())
            if result == .started { onPress?() }
            render()
            return result
        }

        /// Shows the frame of now and, while cooling, lets Tally's
        /// `CooldownTicker` redraw it each time the seconds shown change.
        private func render() {
            show(at: .now())
            tick?.cancel()
            tick = nil
            guard !model.frame(at: .now()).isReady else { return }
            tick = Task { [weak self] in
                await CooldownTicker(clock: ContinuousClock()).run(
                    frame: { self?.model.frame(at: .now()) }, redraw: { _ in self?.show(at: .now()) })
            }
        }

        /// Maps the model's frame at `now` onto the button.
        private func show(at now: CooldownInstant) {
            model.settle(at: now)
            let frame = model.frame(at: now)
            setTitle(frame.text, for: .normal)
            backgroundColor = frame.isReady ? normalColor : countingColor
            isEnabled = frame.isReady
            accessibilityLabel = model.title
            accessibilityValue = frame.isReady ? nil : model.accessibilityValue(at: now)
        }

        deinit {
            tick?.cancel()
        }
    }
#endif
