import TallyTerminal

/// The full-screen picture of `tally follow`: the value's view, and on a
/// line above it the change per second (--rate) and the number being typed
/// when the input is typed at this terminal (in a window of three rows or
/// more; below that, the value alone, but for a line being typed).
///
/// ```swift
/// FollowView(inner: NumberView(text: "120", mode: .quadrant, height: nil), rate: "+40.0/s")
/// ```
struct FollowView<Inner: PlaybackView>: PlaybackView {
    var inner: Inner
    /// The rate as shown, e.g. `"+40.0/s"`; nil draws the value alone.
    var rate: String?
    /// The line being typed (`"12"`) when numbers are typed at the
    /// terminal; nil when they are piped, or once the input has ended.
    var typed: String? = nil
    /// Whether the last line typed was not a number.
    var rejected = false

    /// The label of the line being typed: `"type a number, Enter: 12_"`.
    private var typing: String? {
        typed.map { (rejected ? "not a number; " : "") + "type a number, Enter: \($0)_" }
    }

    var isPaused: Bool {
        get { inner.isPaused }
        set { inner.isPaused = newValue }
    }

    func draw(into buffer: inout CellBuffer) {
        let label = [rate, typing].compactMap { $0 }.joined(separator: "   ")
        if !label.isEmpty, buffer.height >= 3 {
            // What is typed stays in view: a label wider than the window shows its end.
            Labelled(label: Self.end(of: label, fitting: buffer.width - 2), view: inner).draw(into: &buffer)
            return
        }
        // Under three rows the value keeps the window to itself, but for a
        // line being typed, over its first row.
        inner.draw(into: &buffer)
        if let typing, typed?.isEmpty == false || rejected {
            buffer.put(String(repeating: " ", count: buffer.width), x: 0, y: 0, style: ViewStyle.dimmed)
            buffer.put(Self.end(of: typing, fitting: buffer.width), x: 0, y: 0, style: ViewStyle.dimmed)
        }
    }

    /// The last `width` characters of `text` (all of it when it fits).
    private static func end(of text: String, fitting width: Int) -> String {
        text.count > width ? String(text.suffix(max(width, 1))) : text
    }
}
