import TallyCore
import TallyTerminal

/// The full-screen picture of `tally stopwatch`: the time in big digits,
/// the laps under it (newest first, each with its split and the total),
/// and the keys.
struct StopwatchView: PlaybackView {
    /// One recorded lap.
    struct Lap: Sendable, Hashable {
        let number: Int
        let split: Duration
        let total: Duration

        /// "lap 2   0:03.41   0:08.64".
        var text: String {
            "lap \(number)   \(StopwatchFrame.lapText(split))   \(StopwatchFrame.lapText(total))"
        }
    }

    var frame: StopwatchFrame
    var isPaused = false
    var laps: [Lap] = []
    let mode: PixelMode
    /// How heavy the big digits' strokes are.
    var weight: StrokeWeight = .regular
    let height: Int?

    func draw(into buffer: inout CellBuffer) {
        let hints = isPaused ? Self.pausedHints : Self.hints
        var bottom = hints.draw(into: &buffer)
        // Laps take up to a third of the rows left, newest first.
        let shown = laps.isEmpty ? 0 : min(laps.count, max(bottom / 3, 1))
        for (row, lap) in laps.reversed().prefix(shown).enumerated() {
            BigText.drawPlain(
                lap.text, into: &buffer, in: CellRect(x: 0, y: bottom - shown + row, width: buffer.width, height: 1),
                style: ViewStyle.dimmed)
        }
        bottom -= shown + (shown > 0 ? 1 : 0)
        let region = ViewStyle.digitRegion(of: buffer, height: max(bottom, 1), rows: height)
        BigText.draw(
            frame.text, into: &buffer, in: region, mode: mode, weight: weight,
            style: isPaused ? ViewStyle.dimmed : ViewStyle.digits)
    }
}

extension StopwatchView {
    /// The keys while it runs and while paused: made once, fitted to the
    /// window each frame.
    fileprivate static let hints = KeyHints([
        ("space pause", "spc", 1), ("l lap", "l", 2), ("r reset", "r", 3), ("q quit", "q", 0),
    ])
    fileprivate static let pausedHints = KeyHints([
        ("paused", "paused", 0), ("space resume", "spc", 1), ("r reset", "r", 2), ("q quit", "q", 0),
    ])
}
