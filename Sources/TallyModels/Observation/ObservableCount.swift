// Debian's swiftlang 6.0.3, the oldest compiler this package is built with
// here, ships a libswiftObservation.so that does not link ("undefined
// reference to swift::threading::fatal"): on Linux with a compiler before
// 6.1 this is left out. Apple's platforms and newer compilers have it.
#if !os(Linux) || compiler(>=6.1)
    import Observation
    import TallyCore

    /// A count a SwiftUI app can own and observe (`@Observable`), with the
    /// events EFCountingLabel's and Ticker's users ask for: a start, an update
    /// each frame, the progress, whether it counts, and the completion.
    ///
    /// The object keeps a ``CountingModel`` and publishes what its frame at the
    /// instant given to ``update(at:)`` shows: call it from a `TimelineView`, a
    /// display link or a ``CountingFrames`` loop. Events are called on the main
    /// actor, after the published properties have changed.
    ///
    /// ```swift
    /// @State private var score = ObservableCount<DateInstant>()
    ///
    /// var body: some View {
    ///     TimelineView(.animation(paused: !score.isCounting)) { context in
    ///         VStack {
    ///             Text(score.text)
    ///             ProgressView(value: score.progress)
    ///         }
    ///         .onChange(of: context.date, initial: true) { _, date in score.update(at: DateInstant(date)) }
    ///     }
    ///     .onAppear {
    ///         score.onComplete = { print("arrived") }
    ///         score.show(1234, duration: .seconds(1), easing: .easeOut, at: .now())
    ///     }
    /// }
    /// ```
    @MainActor
    @Observable
    public final class ObservableCount<Instant: InstantProtocol> where Instant.Duration == Duration {
        /// The text shown at the last ``update(at:)``.
        public private(set) var text: String
        /// The value shown at the last ``update(at:)``.
        public private(set) var value: FixedDecimal
        /// Whether a count is under way (not paused, not arrived) at the last ``update(at:)``.
        public private(set) var isCounting = false
        /// How far the count under way has come in time, 0 through 1: 1 when
        /// it has arrived or nothing moves.
        public private(set) var progress: Double = 1
        /// How numbers are written; the count's own format when nil.
        public var format: NumberFormat?
        /// What is shown around the number.
        public var counterText: CounterText

        /// Called when a value starts a count, with the value it counts to.
        @ObservationIgnored public var onStart: (@MainActor (FixedDecimal) -> Void)?
        /// Called at each ``update(at:)`` whose frame differs from the last.
        @ObservationIgnored public var onUpdate: (@MainActor (CounterFrame) -> Void)?
        /// Called once for each count that arrives at its value (not for one a
        /// new value interrupts).
        @ObservationIgnored public var onComplete: (@MainActor () -> Void)?

        @ObservationIgnored private var model: CountingModel<Instant>
        /// When the count under way began and when it arrives.
        @ObservationIgnored private var span: (start: Instant, end: Instant)?

        /// A count showing `start`, waiting for a value.
        ///
        /// ```swift
        /// let count = ObservableCount<ContinuousClock.Instant>(showing: 0, format: .number)
        /// ```
        ///
        /// - Parameters:
        ///   - start: The value shown first.
        ///   - format: How numbers are written; the count's own when nil.
        ///   - text: What is shown around the number.
        public init(showing start: FixedDecimal = 0, format: NumberFormat? = nil, text: CounterText = .plain) {
            model = CountingModel(showing: start)
            self.format = format
            counterText = text
            // A count that has not begun shows its start value at any instant.
            self.text = model.accessibilityText(format: format, text: text)
            value = start
        }

        /// Shows `value` as a view bound to it does (``CountingModel/show(_:duration:easing:at:)-(FixedDecimal,_,_,_)``),
        /// calls ``onStart`` when that starts a count, and updates to `now`.
        ///
        /// ```swift
        /// count.show(99, duration: .seconds(1), easing: .easeOut, at: clock.now)
        /// ```
        public func show(_ value: FixedDecimal, duration: Duration, easing: Easing, at now: Instant) {
            let target = model.counter.target
            let wasMoving = model.isMoving && !model.hasArrived(at: now)
            model.show(value, duration: duration, easing: easing, at: now)
            if model.isMoving, let end = arrival(after: now), !wasMoving || target != model.counter.target {
                span = (now, end)
                onStart?(model.counter.target)
            }
            update(at: now)
        }

        /// Holds the count where it is.
        ///
        /// ```swift
        /// count.pause(at: clock.now)
        /// ```
        public func pause(at now: Instant) {
            model.pause(at: now)
            update(at: now)
        }

        /// Continues a paused count.
        ///
        /// ```swift
        /// count.resume(at: clock.now)
        /// ```
        public func resume(at now: Instant) {
            model.resume(at: now)
            if let end = arrival(after: now), let span {
                // The pause moved the arrival: the span moves with it, and the progress goes on from where it was.
                self.span = (end.advanced(by: .zero - span.start.duration(to: span.end)), end)
            }
            update(at: now)
        }

        /// Publishes the frame at `now` and calls the events it brings: an
        /// update for a frame that changed, the completion of a count that arrived.
        ///
        /// ```swift
        /// count.update(at: clock.now)
        /// count.text      // "617"
        /// count.progress  // 0.5
        /// ```
        public func update(at now: Instant) {
            let arrived = model.hasArrived(at: now)
            isCounting = model.isMoving && !model.isPaused && !arrived
            progress = progress(at: now, arrived: arrived)
            if let frame = model.nextFrame(at: now, format: format, text: counterText) {
                text = frame.text
                value = frame.value
                onUpdate?(frame)
            }
            while model.arrive(at: now) { onComplete?() }
        }

        /// When the count under way arrives: ``CountingModel/arrival(after:)``
        /// less the millisecond it adds for a display's redraw.
        private func arrival(after now: Instant) -> Instant? {
            model.arrival(after: now)?.advanced(by: .milliseconds(-1))
        }

        /// The share of the count's time gone by at `now`.
        private func progress(at now: Instant, arrived: Bool) -> Double {
            if model.isPaused { return progress }
            guard !arrived, model.isMoving, let span else { return 1 }
            let total = span.start.duration(to: span.end)
            guard total > .zero else { return 1 }
            return min(max(span.start.duration(to: now) / total, 0), 1)
        }
    }
#endif
