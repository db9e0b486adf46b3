import TallyTerminal

/// A view with a label on its first row.
struct Labelled<View: PlaybackView>: PlaybackView {
    let label: String
    var view: View

    var isPaused: Bool {
        get { view.isPaused }
        set { view.isPaused = newValue }
    }

    func draw(into buffer: inout CellBuffer) {
        var inner = CellBuffer(width: buffer.width, height: max(buffer.height - 2, 1))
        view.draw(into: &inner)
        buffer.overlay(inner, x: 0, y: 2)
        buffer.put(label, x: 2, y: 0, style: ViewStyle.dimmed)
    }
}
