import TallyCore
import TallyTerminal

/// What a pipe gets from a playback: a line per reading, written only when
/// it differs from the line before (frames can change where their text
/// does not, as a stopwatch's hundredths under whole seconds).
///
/// ```swift
/// let lines = ChangedLineWriter()
/// _ = await driver.playOnFrameThread { frame, _ in lines.write(frame.text) }
/// ```
final class ChangedLineWriter: Sendable {
    private let last = Locked(ChangeDetector<String>())
    private let output: FileOutput

    /// Lines to `output`, standard output by default.
    init(to output: FileOutput = .standardOutput) {
        self.output = output
    }

    /// Plays `driver` on its frame thread, writing the lines `lines` makes
    /// of each frame, and stops it at the first write that fails: a full
    /// disk or a closed output ends a playback at once, and `tally` says why
    /// as it exits.
    ///
    /// ```swift
    /// await ChangedLineWriter().play(driver) { [$0.text] }
    /// ```
    func play<Content: FrameTimeline, C: Clock<Duration>>(
        _ driver: Driver<Content, C>, lines: @escaping @Sendable (Content.Frame) -> [String]
    ) async {
        _ = await driver.playOnFrameThread { frame, _ in
            for text in lines(frame) where !self.write(text) {
                Task { await driver.stop() }
                return
            }
        }
    }

    /// Writes `line` unless it is the line written last; false once a
    /// write has failed (a full disk): the caller stops playing, and
    /// `tally` says why as it exits.
    @discardableResult
    func write(_ line: String) -> Bool {
        guard last.withLock({ $0.record(line) }) else { return output.failure == nil }
        return output.write(line + "\n")
    }
}
