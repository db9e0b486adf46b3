import TallyCore
import TallyTerminal

/// The full-screen picture of `tally roll`: the columns in big digits, the
/// keys under them.
struct OdometerView: PlaybackView {
    var frame: OdometerFrame
    var isPaused = false
    let mode: PixelMode
    /// How heavy the big digits' strokes are.
    var weight: StrokeWeight = .regular
    let height: Int?
    /// The trend colour over the digits' own (follow --trend-colors).
    var shade: TrendTint<TimelineInstant>.Shade? = nil

    func draw(into buffer: inout CellBuffer) {
        let above = KeyHints.playback(isPaused: isPaused).draw(into: &buffer)
        let region = ViewStyle.digitRegion(of: buffer, height: above, rows: height)
        let style = isPaused ? ViewStyle.dimmed : ViewStyle.digits(shade)
        OdometerDrawing.draw(frame, into: &buffer, in: region, mode: mode, weight: weight, color: style.foreground)
    }
}
