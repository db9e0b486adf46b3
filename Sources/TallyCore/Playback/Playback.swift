/// Maps a clock's instants to a timeline's elapsed time: the state machine
/// behind start, pause, resume, stop and reset.
///
/// Elapsed time is a cursor that moves with the clock only while running;
/// every other state holds it still.
struct Playback<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    enum State: Sendable {
        /// Not playing; the cursor waits for `start`.
        case idle(Duration)
        /// Playing: elapsed = now - origin.
        case running(origin: Instant)
        /// Held by `pause`; `resume` continues from here.
        case paused(Duration)
        /// Ended by `stop` or by reaching the end.
        case stopped(Duration)
    }

    private(set) var state: State = .idle(.zero)

    func elapsed(at now: Instant) -> Duration {
        switch state {
        case .idle(let cursor), .paused(let cursor), .stopped(let cursor):
            return cursor
        case .running(let origin):
            return origin.duration(to: now)
        }
    }

    /// The clock instant at which `elapsed` is reached, when running.
    func instant(at elapsed: Duration) -> Instant? {
        guard case .running(let origin) = state else { return nil }
        return origin.advanced(by: elapsed)
    }

    var isRunning: Bool {
        if case .running = state { return true }
        return false
    }

    /// Plays from the cursor, whatever the state.
    mutating func start(at now: Instant) {
        guard !isRunning else { return }
        state = .running(origin: now.advanced(by: .zero - elapsed(at: now)))
    }

    mutating func pause(at now: Instant) {
        guard isRunning else { return }
        state = .paused(elapsed(at: now))
    }

    /// Continues a paused run; does nothing in any other state.
    mutating func resume(at now: Instant) {
        guard case .paused = state else { return }
        start(at: now)
    }

    mutating func stop(at now: Instant) {
        state = .stopped(elapsed(at: now))
    }

    /// Ends the run with the cursor at `cursor`.
    mutating func finish(at cursor: Duration) {
        state = .stopped(cursor)
    }

    /// Back to the start, waiting for `start`.
    mutating func reset() {
        state = .idle(.zero)
    }
}
