/// The key hints under a full-screen view, fitted to the window: written in
/// full when they fit, then in short, then without the least needed keys,
/// never cut mid-word.
///
/// ```swift
/// let hints = KeyHints([("space pause", "spc", 1), ("r restart", "r", 2), ("q quit", "q", 0)])
/// hints.text(fitting: 80)  // "space pause · r restart · q quit"
/// hints.text(fitting: 12)  // "spc r q"
/// hints.text(fitting: 5)   // "spc q"
/// ```
import TallyTerminal

struct KeyHints: Sendable {
    /// A key's hint, its short form, and how much it is needed (0 most).
    typealias Item = (text: String, short: String, rank: Int)

    /// The hints, as given.
    let items: [Item]
    /// Every line the hints can take, in the order they are preferred (in
    /// full, then short, then each without the least needed keys left),
    /// with their lengths: worked out once, so that fitting them to a
    /// window, every frame, makes no text.
    private let lines: [(length: Int, text: String)]

    init(_ items: [Item]) {
        var lines: [(length: Int, text: String)] = []
        var kept = items
        while let rank = kept.lazy.map(\.rank).max() {
            let full = kept.map(\.text).joined(separator: " · ")
            lines.append((full.count, full))
            let short = kept.map(\.short).joined(separator: " ")
            lines.append((short.count, short))
            kept.removeAll { $0.rank == rank }
        }
        self.items = items
        self.lines = lines
    }

    /// The hints that fit in `width` columns; empty when none does.
    func text(fitting width: Int) -> String {
        lines.first { $0.length <= width }?.text ?? ""
    }
}

extension KeyHints {
    /// The keys of every playback: space pauses and resumes, q quits.
    ///
    /// ```swift
    /// KeyHints.playback(isPaused: false).text(fitting: 80)  // "space pause · q quit"
    /// ```
    static func playback(isPaused: Bool) -> KeyHints {
        isPaused ? pausedPlayback : playback
    }

    private static let playback = KeyHints([("space pause", "spc", 1), ("q quit", "q", 0)])
    private static let pausedPlayback = KeyHints([
        ("paused", "paused", 0), ("space resume", "spc", 1), ("q quit", "q", 0),
    ])

    /// Draws the hints, dimmed, on the last row of a window at least six
    /// rows tall, and returns the rows left above them for the picture (a
    /// blank row between); a smaller window keeps all its rows.
    func draw(into buffer: inout CellBuffer) -> Int {
        guard buffer.height >= 6 else { return buffer.height }
        BigText.drawPlain(
            text(fitting: buffer.width), into: &buffer,
            in: CellRect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1), style: ViewStyle.dimmed)
        return buffer.height - 2
    }
}
