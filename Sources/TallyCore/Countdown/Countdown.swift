/// A "3, 2, 1" countdown whose numerals zoom in and fade in: the timeline of
/// GGCountDownLabel.
///
/// It counts from ``Options/start`` (3 by default) down to 1, then shows the
/// end title if there is one. Each step lasts one ``Options/step`` (a second
/// by default) and falls on boundaries measured from the start, so ten
/// steps take ten seconds whatever the frame rate. Within a step the
/// numeral scales from 15x to 1x while its opacity goes from 0 to 1, along
/// the easing (UIKit's default ease-in-out, as GGCountDownLabel's animation).
///
/// ```swift
/// let countdown = try Countdown(options: .init(start: 5, endTitle: "Go!"))
/// countdown.duration                         // 6 seconds: 5, 4, 3, 2, 1, Go!
/// countdown.frame(at: .seconds(5)).text      // "Go!"
/// countdown.frame(at: .seconds(6)).isFinished  // true
/// ```
public struct Countdown: FrameTimeline {
    /// What a countdown shows and how.
    public struct Options: Sendable {
        /// The first numeral (3 by default, as GGCountDownLabel).
        public var start: Int
        /// Shown after 1, when given; with none the countdown ends after 1.
        public var endTitle: String?
        /// How long each step lasts.
        public var step: Duration
        /// Size at the start of a step (GGCountDownLabel's 15x).
        public var startScale: Double
        /// Size at the end of a step.
        public var endScale: Double
        /// Opacity at the start of a step.
        public var startOpacity: Double
        /// Opacity at the end of a step.
        public var endOpacity: Double
        /// The curve of the scale within a step.
        public var scaleEasing: Easing
        /// The curve of the opacity within a step.
        public var opacityEasing: Easing
        /// For people who ask for less motion: each numeral fades in at its
        /// end size, without the zoom.
        ///
        /// ```swift
        /// var options = Countdown.Options()
        /// options.reducedMotion = true
        /// try Countdown(options: options).frame(at: .zero).scale  // 1
        /// ```
        public var reducedMotion = false

        /// GGCountDownLabel's countdown: 3, 2, 1, a second each, 15x -> 1x, 0 -> 1.
        ///
        /// ```swift
        /// Countdown.Options(start: 10).step  // 1 second
        /// ```
        public init(start: Int = 3, endTitle: String? = nil, step: Duration = .seconds(1)) {
            self.start = start
            self.endTitle = endTitle
            self.step = step
            startScale = 15
            endScale = 1
            startOpacity = 0
            endOpacity = 1
            scaleEasing = .cubicBezierUnchecked(0.42, 0, 0.58, 1)
            opacityEasing = .cubicBezierUnchecked(0.42, 0, 0.58, 1)
        }
    }

    /// The settings.
    public private(set) var options: Options

    /// A countdown.
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` unless `start`
    ///   is 1...10000 and the scales and opacities are finite (opacities in
    ///   0...1), ``TallyError/invalidDuration(_:)`` for a step not above zero
    ///   or longer than a day.
    public init(options: Options = Options()) throws(TallyError) {
        guard (1...10_000).contains(options.start) else {
            throw .invalidParameter(name: "start", reason: "must be a whole number from 1 to 10000")
        }
        guard options.step > .zero, options.step <= .seconds(86_400) else {
            throw .invalidDuration("\(options.step) (a step lasts more than zero and at most a day)")
        }
        guard [options.startScale, options.endScale].allSatisfy({ $0.isFinite && $0 > 0 && $0 <= 1000 }) else {
            throw .invalidParameter(name: "scale", reason: "must be above 0 and at most 1000")
        }
        guard [options.startOpacity, options.endOpacity].allSatisfy({ (0...1).contains($0) }) else {
            throw .invalidParameter(name: "opacity", reason: "must be in 0...1")
        }
        self.options = options
    }

    /// Steps shown: the numerals and the title, if any.
    public var stepCount: Int { options.start + (hasTitle ? 1 : 0) }

    private var hasTitle: Bool { !(options.endTitle ?? "").isEmpty }

    /// When the last step ends.
    public var duration: Duration { options.step * stepCount }

    /// The step under way at `elapsed`: boundaries at whole steps from the
    /// start, counted in integers so that a boundary is never missed by a rounding.
    ///
    /// ```swift
    /// try Countdown().step(at: .milliseconds(2999))  // 2
    /// try Countdown().step(at: .seconds(3))          // 3
    /// ```
    public func step(at elapsed: Duration) -> Int {
        guard elapsed > .zero else { return 0 }
        return Int(clamping: elapsed.totalAttoseconds / options.step.totalAttoseconds)
    }

    /// Fades numerals in without zooming when motion is reduced.
    public static var motionReduction: MotionReduction { .fade }

    /// Zooms no more from now on (or zooms again): steps keep their
    /// boundaries, only the scale of the frames changes.
    ///
    /// ```swift
    /// var countdown = try Countdown()
    /// countdown.reduceMotion(true, at: .milliseconds(500))
    /// countdown.frame(at: .milliseconds(600)).scale  // 1.0
    /// ```
    public mutating func reduceMotion(_ reduced: Bool, at elapsed: Duration) {
        options.reducedMotion = reduced
    }

    /// What is shown at `elapsed`.
    public func frame(at elapsed: Duration) -> CountdownFrame {
        let index = step(at: elapsed)
        guard index < stepCount else {
            return CountdownFrame(text: "", step: stepCount, number: nil, scale: options.endScale, opacity: 0)
        }
        let within = (max(elapsed, .zero) - options.step * index) / options.step
        let u = min(max(within, 0), 1)
        let scale =
            options.reducedMotion
            ? options.endScale : options.startScale + (options.endScale - options.startScale) * options.scaleEasing(u)
        let opacity = options.startOpacity + (options.endOpacity - options.startOpacity) * options.opacityEasing(u)
        let number = options.start - index
        if number >= 1 {
            return CountdownFrame(text: String(number), step: index, number: number, scale: scale, opacity: opacity)
        }
        return CountdownFrame(text: options.endTitle ?? "", step: index, number: nil, scale: scale, opacity: opacity)
    }
}
