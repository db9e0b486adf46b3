/// Why a ``Driver`` stopped playing.
///
/// ```swift
/// let ending = await driver.run { frame, _ in print(frame) }
/// if ending == .finished { print("done") }
/// ```
public enum PlaybackEnding: Sendable, Hashable {
    /// The timeline reached its end and its last frame was delivered.
    case finished
    /// ``Driver/stop()`` ended it early.
    case stopped
    /// The task running it was cancelled.
    case cancelled
    /// Another `run` of the same driver was already playing; this one did nothing.
    case alreadyRunning
}
