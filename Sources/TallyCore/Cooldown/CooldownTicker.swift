/// The redraws of a cooldown button, paced by a clock: it sleeps until the
/// seconds shown change (``CooldownFrame/untilNextChange``) and hands out
/// each new frame, the ready one last. The one ticker of every front end
/// (the command line's `tally cooldown`, UIKit's `CooldownButton`); a
/// SwiftUI view asks for frames at the dates its timeline gives instead.
///
/// The frame is read from the caller's closure at each wake (the cooldown's
/// deadline is on the device's clocks; a press may move it meanwhile), and
/// a frame equal to the last one handed out is not handed out again (the
/// pacing clock and the device's clocks may disagree by a hair, and a wake a
/// hair early finds the same second, and sleeps again for the hair).
///
/// ```swift
/// let ticker = CooldownTicker(clock: ContinuousClock())
/// await ticker.run(frame: { button.frame(at: .now()) }) { frame in
///     label.text = frame.text  // "59s", "58s", … "Get code"
/// }
/// ```
public struct CooldownTicker<C: Clock>: Sendable where C.Duration == Duration {
    /// What paces the redraws.
    public let clock: C

    /// A ticker on `clock`.
    ///
    /// ```swift
    /// let ticker = CooldownTicker(clock: ContinuousClock())
    /// ```
    public init(clock: C) {
        self.clock = clock
    }

    /// Calls `redraw` with each frame whose text or readiness differs from
    /// the one before, starting from the frame at the call (which the
    /// caller has drawn), until the cooldown is ready
    /// (that frame included) or the calling task is cancelled. Runs on the
    /// caller's actor, so `frame` and `redraw` may touch its state.
    ///
    /// ```swift
    /// tick = Task { await ticker.run(frame: { model.frame(at: .now()) }) { show($0) } }
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor, where `frame` and `redraw` run (the default, `#isolation`).
    ///   - frame: The frame of the present, read at each wake; nil ends
    ///     the ticker (the button is gone).
    ///   - redraw: Called with each new frame.
    public func run(
        isolation: isolated (any Actor)? = #isolation, frame: () -> CooldownFrame?,
        redraw: (CooldownFrame) async -> Void
    ) async {
        guard var current = frame() else { return }
        var shown = ChangeDetector<Face>()
        _ = shown.record(Face(current))
        while let wait = current.untilNextChange {
            do { try await clock.sleep(for: wait, tolerance: .zero) } catch { return }
            guard let next = frame() else { return }
            current = next
            if shown.record(Face(current)) { await redraw(current) }
        }
    }

    /// What a frame shows: a frame is new when this differs (its time left
    /// changes at every wake).
    private struct Face: Equatable, Sendable {
        let text: String
        let isReady: Bool

        init(_ frame: CooldownFrame) {
            text = frame.text
            isReady = frame.isReady
        }
    }
}
