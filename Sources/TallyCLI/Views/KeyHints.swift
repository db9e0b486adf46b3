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

struct KeyHints {
    /// A key's hint, its short form, and how much it is needed (0 most).
    typealias Item = (text: String, short: String, rank: Int)

    let items: [Item]

    init(_ items: [Item]) {
        self.items = items
    }

    /// The hints that fit in `width` columns; empty when none does.
    ///
    /// Drawn every frame, so lengths are added up before any text is made:
    /// only the text that fits is joined.
    func text(fitting width: Int) -> String {
        var kept = items
        while let rank = kept.lazy.map(\.rank).max() {
            // Each hint's length, and the separators: " · " and " ".
            let full = kept.reduce(3 * (kept.count - 1)) { $0 + $1.text.count }
            if full <= width { return kept.map(\.text).joined(separator: " · ") }
            let short = kept.reduce(kept.count - 1) { $0 + $1.short.count }
            if short <= width { return kept.map(\.short).joined(separator: " ") }
            kept.removeAll { $0.rank == rank }
        }
        return ""
    }
}

extension KeyHints {
    /// The keys of every playback: space pauses and resumes, q quits.
    ///
    /// ```swift
    /// KeyHints.playback(isPaused: false).text(fitting: 80)  // "space pause · q quit"
    /// ```
    static func playback(isPaused: Bool) -> KeyHints {
        isPaused
            ? KeyHints([("paused", "paused", 0), ("space resume", "spc", 1), ("q quit", "q", 0)])
            : KeyHints([("space pause", "spc", 1), ("q quit", "q", 0)])
    }

    /// Draws the hints, dimmed, on the last row of a window at least six
    /// rows tall, and returns the rows left above them for the picture (a
    /// blank row between); a smaller window keeps all its rows.
    func draw(into buffer: inout CellBuffer) -> Int {
        guard buffer.height >= 6 else { return buffer.height }
        Banner.drawPlain(
            text(fitting: buffer.width), into: &buffer,
            in: CellRect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1), style: ViewStyle.dimmed)
        return buffer.height - 2
    }
}
