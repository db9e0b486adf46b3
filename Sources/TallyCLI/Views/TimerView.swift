import TallyCore
import TallyTerminal

/// The full-screen picture of `tally timer`: title, big time, key hints.
struct TimerView: PlaybackView {
    var frame: TimerFrame
    var isPaused = false
    /// At zero, held until a key: on and off every half second, the end
    /// drawn inverted while on.
    var ringing: Bool?
    let title: String?
    let endText: String?
    let mode: PixelMode
    /// How heavy the big digits' strokes are.
    var weight: StrokeWeight = .regular
    let height: Int?
    /// From how many seconds left the time is shown as a warning.
    var critical: Int64? = nil
    /// The terminal's colours: without any, emphasis is drawn inverted
    /// (except in ASCII art, see ``canInvert``).
    var colorMode: ColorMode = .trueColor
    /// The wall-clock time the timer ends at, shown under the time (the e
    /// key); nil when hidden.
    var endsAt: String? = nil

    /// Whether the digits can be drawn inverted, cut out of a solid block:
    /// not in ASCII art, where the block would be a wall of `8`s in which
    /// the digits are hard to read.
    private var canInvert: Bool { mode != .ascii }

    func draw(into buffer: inout CellBuffer) {
        let width = buffer.width
        let height = buffer.height
        var top = 0
        let hints = ringing != nil ? Self.ringingHints : isPaused ? Self.pausedHints : Self.hints
        var bottom = hints.draw(into: &buffer)
        if let endsAt, !frame.isFinished, bottom >= 4 {
            BigText.drawPlain(
                "ends at \(endsAt)", into: &buffer, in: CellRect(x: 0, y: bottom - 1, width: width, height: 1),
                style: ViewStyle.dimmed)
            bottom -= 2
        }
        if let title {
            let titleHeight = height >= 12 ? max(height / 6, 1) : 1
            let region = CellRect(x: 1, y: 1, width: width - 2, height: titleHeight)
            if titleHeight >= 3 {
                BigText.draw(title, into: &buffer, in: region, mode: mode, weight: weight, style: ViewStyle.title)
            } else {
                BigText.drawPlain(title, into: &buffer, in: region, style: ViewStyle.title)
            }
            top = titleHeight + 2
        }
        let region = ViewStyle.limit(
            CellRect(x: 1, y: top, width: width - 2, height: max(bottom - top, 1)), to: self.height)
        if frame.isFinished, ringing == true, colorMode == .none {
            // ASCII art has no solid block to cut the end out of: it blinks
            // by being shown every other beat.
            if canInvert {
                BigText.draw(
                    endText ?? frame.text, into: &buffer, in: region, mode: mode, weight: weight, style: .plain,
                    inverted: true)
            }
        } else if frame.isFinished {
            let style = ringing == true ? ViewStyle.inverted : ViewStyle.highlight
            if ringing == true {
                let blank = String(repeating: " ", count: max(region.width, 0))
                for row in region.y..<region.y + region.height {
                    _ = buffer.put(blank, x: region.x, y: row, style: style)
                }
            }
            BigText.draw(endText ?? frame.text, into: &buffer, in: region, mode: mode, weight: weight, style: style)
        } else if let critical, frame.remainingSeconds <= critical, !isPaused {
            // The last seconds: red, or inverted where there is no colour
            // (in ASCII art, the usual digits).
            BigText.draw(
                frame.text, into: &buffer, in: region, mode: mode, weight: weight,
                style: colorMode == .none ? ViewStyle.digits : ViewStyle.critical,
                inverted: colorMode == .none && canInvert)
        } else {
            let style = isPaused ? ViewStyle.dimmed : ViewStyle.digits
            BigText.draw(frame.text, into: &buffer, in: region, mode: mode, weight: weight, style: style)
        }
    }
}

extension TimerView {
    /// The keys while it counts, paused, and ringing: made once, fitted
    /// to the window each frame.
    fileprivate static let hints = KeyHints([
        ("space pause", "spc", 1), ("r restart", "r", 2), ("+/- 30s", "+/-", 3), ("e end time", "e", 4),
        ("q quit", "q", 0),
    ])
    fileprivate static let pausedHints = KeyHints([
        ("paused", "paused", 0), ("space resume", "spc", 1), ("r restart", "r", 2), ("q quit", "q", 0),
    ])
    fileprivate static let ringingHints = KeyHints([("any key: dismiss", "any key", 0)])
}
