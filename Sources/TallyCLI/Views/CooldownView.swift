import TallyCore
import TallyTerminal

/// The full-screen picture of `tally cooldown`: a button with its title in
/// its normal style when ready, the seconds left in its counting style while
/// cooling.
struct CooldownView: PlaybackView {
    var text: String
    var isReady: Bool
    /// Only a playback of the button (the demo) pauses it.
    var isPaused = false
    let mode: PixelMode
    /// How heavy the big digits' strokes are.
    var weight: StrokeWeight = .regular
    let height: Int?

    /// setTheCountdownButton's colours: green when ready, light grey while counting.
    static let ready = TextStyle(foreground: .white, background: RGBColor(red: 84, green: 180, blue: 98), isBold: true)
    static let counting = TextStyle(foreground: .black, background: .lightGray)

    func draw(into buffer: inout CellBuffer) {
        let style = isReady ? Self.ready : Self.counting
        let width = min(max(buffer.width * 2 / 3, min(buffer.width, 24)), buffer.width)
        // A third of the window, or just around digits --height rows tall.
        let rows = min(max(buffer.height / 3, 3), buffer.height, max((self.height ?? .max - 2) + 2, 3))
        let box = CellRect(x: (buffer.width - width) / 2, y: (buffer.height - rows) / 2, width: width, height: rows)
        for y in box.y..<(box.y + box.height) {
            buffer.put(String(repeating: " ", count: box.width), x: box.x, y: y, style: style)
        }
        let inside = CellRect(x: box.x + 2, y: box.y + 1, width: max(box.width - 4, 1), height: max(box.height - 2, 1))
        if inside.height >= 3 {
            BigText.draw(text, into: &buffer, in: inside, mode: mode, weight: weight, style: style)
        } else {
            BigText.drawPlain(text, into: &buffer, in: inside, style: style)
        }
        let hints = isPaused ? Self.pausedHints : isReady ? Self.readyHints : Self.coolingHints
        let hint = hints.text(fitting: buffer.width)
        if buffer.height > box.y + box.height + 1 {
            BigText.drawPlain(
                hint, into: &buffer, in: CellRect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1),
                style: ViewStyle.dimmed)
        }
    }
}

extension CooldownView {
    /// The keys while paused, ready and cooling down: made once, fitted to
    /// the window each frame.
    fileprivate static let pausedHints = KeyHints([("paused", "paused", 0)])
    fileprivate static let readyHints = KeyHints([("enter or space: press", "enter: press", 0), ("q: quit", "q", 1)])
    fileprivate static let coolingHints = KeyHints([("cooling down", "cooling", 0), ("q: quit", "q", 1)])
}
