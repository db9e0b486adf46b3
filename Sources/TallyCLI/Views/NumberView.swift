import TallyCore
import TallyTerminal

/// The full-screen picture of `tally count`: the number as big as fits,
/// the keys under it.
struct NumberView: PlaybackView {
    var text: String
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
        BigText.draw(
            text, into: &buffer, in: region, mode: mode, weight: weight,
            style: isPaused ? ViewStyle.dimmed : ViewStyle.digits(shade))
    }
}
