import TallyCore
import TallyTerminal

/// The full-window picture of `tally countdown`: the numeral zooming in and
/// fading in, the keys under it.
struct CountdownView: PlaybackView {
    var frame: CountdownFrame
    var isPaused = false
    let mode: PixelMode
    /// How heavy the big digits' strokes are.
    var weight: StrokeWeight = .regular
    let height: Int?
    /// The terminal's colours: without any, opacity cannot be drawn.
    let colorMode: ColorMode

    func draw(into buffer: inout CellBuffer) {
        let above = KeyHints.playback(isPaused: isPaused).draw(into: &buffer)
        guard !frame.isFinished else { return }
        let region = CellRect(x: 0, y: 0, width: buffer.width, height: above)
        let color = ViewStyle.highlight.foreground ?? .white
        let shaded = RGBColor.black.mixed(with: color, amount: isPaused ? 0.4 : frame.opacity)
        // Without colours, opacity cannot be drawn: the numeral shows once mostly opaque.
        if colorMode == .none, frame.opacity < 0.5 { return }
        let style = TextStyle(foreground: shaded, isBold: true)
        // The resting size fills 60% of the window; 15x overflows it and is clipped.
        let rest = ViewStyle.limit(
            CellRect(
                x: region.width / 5, y: region.height / 5, width: region.width * 3 / 5, height: region.height * 3 / 5),
            to: height)
        BigText.draw(
            frame.text, into: &buffer, in: rest, mode: mode, weight: weight, style: style, scale: frame.scale,
            clipTo: region)
    }
}
