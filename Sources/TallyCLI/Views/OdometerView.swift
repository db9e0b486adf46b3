import TallyCore
import TallyTerminal

/// The full-screen picture of `tally roll`: the columns in big digits.
struct OdometerView: PlaybackView {
    var frame: OdometerFrame
    var isPaused = false
    let mode: PixelMode
    let height: Int?

    func draw(into buffer: inout CellBuffer) {
        let region = TerminalOptions.digitRegion(of: buffer, rows: height)
        let style = isPaused ? TerminalOptions.dimmed : TerminalOptions.digits
        OdometerDrawing.draw(frame, into: &buffer, in: region, mode: mode, color: style.foreground)
    }
}
