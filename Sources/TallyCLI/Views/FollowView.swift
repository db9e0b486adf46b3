import TallyTerminal

/// The full-screen picture of `tally follow`: the value's view, and with
/// --rate the change per second on a line above it (in a window of three
/// rows or more: below that, the value alone).
///
/// ```swift
/// FollowView(inner: NumberView(text: "120", mode: .quadrant, height: nil), rate: "+40.0/s")
/// ```
struct FollowView<Inner: PlaybackView>: PlaybackView {
    var inner: Inner
    /// The rate as shown, e.g. `"+40.0/s"`; nil draws the value alone.
    var rate: String?

    var isPaused: Bool {
        get { inner.isPaused }
        set { inner.isPaused = newValue }
    }

    func draw(into buffer: inout CellBuffer) {
        // Under three rows the value keeps the window to itself.
        guard let rate, buffer.height >= 3 else {
            inner.draw(into: &buffer)
            return
        }
        Labelled(label: rate, view: inner).draw(into: &buffer)
    }
}
