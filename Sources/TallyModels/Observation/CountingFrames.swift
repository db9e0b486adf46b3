import TallyCore

/// The frames of a count as an `AsyncSequence`, for code that is neither a
/// SwiftUI view nor a display link: each frame that differs from the last,
/// at most once an `interval` on `clock` (and at the arrival), ending with
/// the frame of the value once the count arrives (at once, for a count that
/// does not move).
///
/// The sequence plays the model as it was given (a value); a new value for
/// the count is a new sequence. Cancelling the task that iterates ends it
/// with `CancellationError`.
///
/// ```swift
/// var model = CountingModel<ContinuousClock.Instant>()
/// model.show(100, duration: .seconds(1), easing: .linear, at: .now)
/// for try await frame in CountingFrames(model, clock: ContinuousClock(), interval: .milliseconds(250)) {
///     print(frame.text)  // "0", "25", "50", "75", "100"
/// }
/// ```
public struct CountingFrames<C: Clock>: AsyncSequence, Sendable where C.Duration == Duration {
    /// A frame of the count.
    public typealias Element = CounterFrame

    private let model: CountingModel<C.Instant>
    private let clock: C
    private let interval: Duration
    private let format: NumberFormat?
    private let text: CounterText

    /// The frames of `model` on `clock`, once an `interval` at most,
    /// written with `format` (the count's own when nil) and `text`.
    ///
    /// ```swift
    /// let frames = CountingFrames(model, clock: ContinuousClock(), interval: .seconds(1) / 60)
    /// ```
    ///
    /// - Parameters:
    ///   - model: The count to play.
    ///   - clock: The clock frames are asked at and slept on.
    ///   - interval: The time between frames; one of zero or less counts as a millisecond.
    ///   - format: How numbers are written.
    ///   - text: What is shown around the number.
    public init(
        _ model: CountingModel<C.Instant>, clock: C, interval: Duration, format: NumberFormat? = nil,
        text: CounterText = .plain
    ) {
        self.model = model
        self.clock = clock
        self.interval = Swift.max(interval, .milliseconds(1))
        self.format = format
        self.text = text
    }

    /// An iterator over the frames, as `for try await` makes.
    ///
    /// ```swift
    /// var frames = CountingFrames(model, clock: clock, interval: .milliseconds(100)).makeAsyncIterator()
    /// try await frames.next()?.text  // "0"
    /// ```
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(frames: self)
    }

    /// Steps through the frames of a ``CountingFrames``.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private let frames: CountingFrames
        private var model: CountingModel<C.Instant>
        private var ended = false

        init(frames: CountingFrames) {
            self.frames = frames
            model = frames.model
        }

        /// The next frame that differs from the last: now, or after sleeping
        /// an interval at a time; nil after the arrival's frame.
        ///
        /// ```swift
        /// while let frame = try await iterator.next() { label.text = frame.text }
        /// ```
        ///
        /// - Throws: `CancellationError` when the task is cancelled while it sleeps.
        public mutating func next() async throws -> CounterFrame? {
            while !ended {
                let now = frames.clock.now
                ended = !model.isMoving || model.hasArrived(at: now)
                if let frame = model.nextFrame(at: now, format: frames.format, text: frames.text) { return frame }
                guard !ended else { return nil }
                // Not past the arrival, whose frame is the value.
                var wake = now.advanced(by: frames.interval)
                if let arrival = model.arrival(after: now), arrival < wake { wake = arrival }
                try await frames.clock.sleep(until: wake, tolerance: nil)
            }
            return nil
        }
    }
}
