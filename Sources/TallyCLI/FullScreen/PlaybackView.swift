import TallyTerminal

/// A full-screen picture that a playback keeps up to date: drawn whole into
/// an empty buffer for each frame, and shown differently while paused.
protocol PlaybackView: Sendable, Equatable {
    /// Whether the playback is paused (digits dimmed, a "paused" hint).
    var isPaused: Bool { get set }

    /// Draws the picture into `buffer`, which is empty and window-sized.
    func draw(into buffer: inout CellBuffer)
}
