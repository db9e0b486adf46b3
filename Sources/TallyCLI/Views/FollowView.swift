import TallyTerminal

/// The full-screen picture of `tally follow`: the value's view, and with
/// --rate the change per second on a line above it, and the number being
/// typed when the input is typed at this terminal (in a window of three
/// rows or more: below that, the value alone).
///
/// ```swift
/// FollowView(inner: NumberView(text: "120", mode: .quadrant, height: nil), rate: "+40.0/s")
/// ```
struct FollowView<Inner: PlaybackView>: PlaybackView {
    var inner: Inner
    /// The rate as shown, e.g. `"+40.0/s"`; nil draws the value alone.
    var rate: String?
    /// The line being typed, as shown (e.g. `"type a number, Enter: 12_"`),
    /// when numbers are typed at the terminal; nil when they are piped.
    var typing: String? = nil

    var isPaused: Bool {
        get { inner.isPaused }
        set { inner.isPaused = newValue }
    }

    func draw(into buffer: inout CellBuffer) {
        // Under three rows the value keeps the window to itself.
        let label = [rate, typing].compactMap { $0 }.joined(separator: "   ")
        guard !label.isEmpty, buffer.height >= 3 else {
            inner.draw(into: &buffer)
            return
        }
        Labelled(label: label, view: inner).draw(into: &buffer)
    }
}
