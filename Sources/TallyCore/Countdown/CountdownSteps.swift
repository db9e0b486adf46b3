/// Which steps of a countdown have been announced: each step is told once,
/// in order, even when frames skip one (a display that slept).
///
/// ```swift
/// var steps = CountdownSteps()
/// steps.events(upTo: countdown.frame(at: .zero), of: countdown)           // [.step(3)]
/// steps.events(upTo: countdown.frame(at: .seconds(2)), of: countdown)     // [.step(2), .step(1)]
/// ```
package struct CountdownSteps: Sendable {
    /// The last step announced; -1 before the first.
    private var last = -1

    /// Nothing announced yet.
    package init() {}

    /// The steps from the one after the last announced up to `frame`'s.
    package mutating func events(upTo frame: CountdownFrame, of countdown: Countdown) -> [CountdownEvent] {
        guard frame.step > last else { return [] }
        defer { last = frame.step }
        let first = last + 1
        guard first < countdown.stepCount else { return [] }
        return (first...min(frame.step, countdown.stepCount - 1)).map {
            .step(max(countdown.options.start - $0, 0))
        }
    }

    /// The texts of the steps from the one after the last announced up to
    /// `frame`'s, each as its step's first instant shows it (an end without
    /// a title gives none): what a pipe writes, a line per step.
    ///
    /// ```swift
    /// var steps = CountdownSteps()
    /// steps.texts(upTo: countdown.frame(at: .zero), of: countdown)        // ["3"]
    /// steps.texts(upTo: countdown.frame(at: .seconds(2)), of: countdown)  // ["2", "1"]
    /// ```
    package mutating func texts(upTo frame: CountdownFrame, of countdown: Countdown) -> [String] {
        events(upTo: frame, of: countdown).compactMap { event in
            guard case .step(let number) = event else { return nil }
            let text = countdown.frame(at: countdown.options.step * (countdown.options.start - number)).text
            return text.isEmpty ? nil : text
        }
    }
}
