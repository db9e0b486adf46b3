#if canImport(UIKit)
    import TallyCore
    import UIKit

    /// A label that counts from one number to another: ACLabelCounting's
    /// `count` and its five operations, played by Tally's `LiveCounter`.
    ///
    /// Frames come at most 35 times a second, as in the seed, and only when
    /// the text changes. A ``count(to:duration:easing:)`` while counting turns
    /// towards the new target from the value and speed it has. The text
    /// passes through ``formatText``, ``attributedFormatText`` or
    /// ``styledFormatText`` (the seed's two closures, and Tally's portable
    /// styled text), and ``completion`` hears how each run ended.
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
        private let jobs = SerialJobs()
        private var counter: LiveCounter<ContinuousClock>?

        /// The most frames a second; 35 by default, as the seed. Rates
        /// outside 1...1000 are clamped into it, and one that is not a number
        /// counts as 35. A new rate applies from the next count.
        ///
        /// ```swift
        /// label.framesPerSecond = 60
        /// ```
        public var framesPerSecond: Double = 35 {
            didSet { replaceCounter() }
        }

        /// How numbers are written (locale, grouping, fraction digits, prefix
        /// and suffix); by default en_US with as many fraction digits as the
        /// values of each count have. A new format applies from the next count.
        ///
        /// ```swift
        /// label.format = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2, prefix: "€ ")
        /// ```
        public var format: NumberFormat? {
            didSet { replaceCounter() }
        }

        /// The seed's `formatTextClosure`: turns the written number into the
        /// text shown. Read when a count starts.
        ///
        /// ```swift
        /// label.formatText = { "\($0) %" }  // "42 %"
        /// ```
        public var formatText: (@Sendable (String) -> String)?

        /// The seed's `attributedTextClosure`: turns the written number into
        /// an attributed string. Read when a count starts; it wins over the
        /// other two closures.
        ///
        /// ```swift
        /// label.attributedFormatText = { number in
        ///     let text = NSMutableAttributedString(string: number)
        ///     text.append(NSAttributedString(string: " / 100", attributes: [.foregroundColor: UIColor.lightGray]))
        ///     return text
        /// }
        /// ```
        public var attributedFormatText: ((String) -> NSAttributedString)?

        /// Turns the written number into Tally's styled text, shown as an
        /// attributed string in the label's font. Read when a count starts;
        /// it wins over ``formatText``.
        ///
        /// ```swift
        /// label.styledFormatText = { StyledText($0) + StyledText(" / 100", style: TextStyle(foreground: .lightGray)) }
        /// ```
        public var styledFormatText: (@Sendable (String) -> StyledText)?

        /// Called on the main actor when a run ends: finished, stopped or cancelled.
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
        public private(set) var currentValue: FixedDecimal = 0

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
        ///   - easing: The curve of the count (the seed's `animationType`); linear by default.
        /// - Throws: `TallyError.invalidDuration(_:)` for a negative or non-finite duration.
        public func count(
            from start: FixedDecimal, to target: FixedDecimal, duration: TimeInterval = 2, easing: Easing = .none
        ) throws(TallyError) {
            let length = try seconds(duration)
            let text = counterText()
            accessibilityLabel = targetText(target, text)
            let counter = liveCounter()
            jobs.send {
                try? await counter.count(from: start, to: target, duration: length, easing: easing, text: text)
            }
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
            let length = try seconds(duration)
            accessibilityLabel = targetText(target, counterText())
            let counter = liveCounter()
            jobs.send { try? await counter.count(to: target, duration: length, easing: easing) }
        }

        /// Plays from where the count is: after ``reset()``, ``stop()`` or ``pause()``.
        ///
        /// ```swift
        /// label.reset()
        /// label.start()
        /// ```
        public func start() {
            send { await $0.start() }
        }

        /// Holds the count where it is.
        ///
        /// ```swift
        /// label.pause()
        /// ```
        public func pause() {
            send { await $0.pause() }
        }

        /// Continues a paused count (the seed's `restore`).
        ///
        /// ```swift
        /// label.resume()
        /// ```
        public func resume() {
            send { await $0.resume() }
        }

        /// Ends the count where it is; ``completion`` hears `.stopped`.
        ///
        /// ```swift
        /// label.stop()
        /// ```
        public func stop() {
            send { await $0.stop() }
        }

        /// Shows the start value again and waits for ``start()``.
        ///
        /// ```swift
        /// label.reset()
        /// ```
        public func reset() {
            send { await $0.reset() }
        }

        private func send(_ operation: @escaping @Sendable (LiveCounter<ContinuousClock>) async -> Void) {
            let counter = liveCounter()
            jobs.send { await operation(counter) }
        }

        private func seconds(_ duration: TimeInterval) throws(TallyError) -> Duration {
            let length = try Duration.checkedSeconds(duration)
            return UIAccessibility.isReduceMotionEnabled ? .zero : length
        }

        /// What the core writes for each value; an attributed closure is
        /// applied here, on the main actor, to the plain text.
        private func counterText() -> CounterText {
            if attributedFormatText != nil { return .plain }
            if let styledFormatText { return .styled(styledFormatText) }
            if let formatText { return .formatted(formatText) }
            return .plain
        }

        /// The text the count ends on, for VoiceOver.
        private func targetText(_ target: FixedDecimal, _ text: CounterText) -> String? {
            guard let end = try? Counter(from: target, to: target, duration: .zero, format: format, text: text) else {
                return nil
            }
            let plain = end.frame(at: .zero).text
            return attributedFormatText.map { $0(plain).string } ?? plain
        }

        private func liveCounter() -> LiveCounter<ContinuousClock> {
            if let counter { return counter }
            let made: LiveCounter<ContinuousClock>
            do {
                made = try LiveCounter(
                    framesPerSecond: framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 1000) : 35,
                    format: format,
                    onFrame: { @MainActor [weak self] frame in self?.show(frame) },
                    onComplete: { @MainActor [weak self] ending in self?.ended(ending) })
            } catch {
                preconditionFailure("a frame rate in 1...1000 is accepted: \(error)")
            }
            counter = made
            return made
        }

        private func replaceCounter() {
            guard let old = counter else { return }
            counter = nil
            jobs.send { await old.stop() }
        }

        private func show(_ frame: CounterFrame) {
            currentValue = frame.value
            if let attributedFormatText {
                attributedText = attributedFormatText(frame.text)
            } else if styledFormatText != nil {
                attributedText = frame.styled.attributedString(font: font)
            } else {
                text = frame.text
            }
        }

        private func ended(_ ending: PlaybackEnding) {
            // The label now shows where the count ended; VoiceOver reads that.
            accessibilityLabel = nil
            completion?(ending)
        }

        deinit {
            if let counter {
                Task { await counter.stop() }
            }
        }
    }
#endif
