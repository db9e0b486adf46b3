/// Where a timeline is played up to, read off a clock: the state machine
/// behind start, pause, resume, seek, stop and reset.
///
/// A cursor is a pull-style player for whatever asks for pictures on its own
/// schedule (a display link, SwiftUI's `TimelineView`, a game loop): at each
/// tick, ask it for ``elapsed(at:)`` and ask the timeline for that frame.
/// The cursor moves with the clock only while running; every other state
/// holds it still. It is a value with no timer of its own, so it costs
/// nothing while nothing moves.
///
/// ```swift
/// let counter = try Counter(from: 0, to: 100, duration: .seconds(2))
/// let clock = ContinuousClock()
/// var cursor = PlaybackCursor<ContinuousClock.Instant>()
/// cursor.start(at: clock.now)
/// // on every display refresh:
/// let frame = counter.frame(at: cursor.elapsed(at: clock.now))
/// cursor.pause(at: clock.now)                  // holds the count
/// cursor.seek(to: .seconds(1), at: clock.now)  // jumps to 1 s, still paused
/// cursor.resume(at: clock.now)                 // plays on from 1 s
/// ```
@usableFromInline
struct PlaybackCursor<Instant: InstantProtocol>: Sendable, Hashable
where Instant.Duration == Duration {
    /// What the cursor is doing.
    ///
    /// ```swift
    /// PlaybackCursor<ContinuousClock.Instant>().state  // .idle(0 seconds)
    /// ```
    @usableFromInline
    enum State: Sendable, Hashable {
        /// Not playing yet, or reset: the cursor waits for ``start(at:)``.
        case idle(Duration)
        /// Playing: elapsed = now - origin.
        case running(origin: Instant)
        /// Held by ``pause(at:)``; ``resume(at:)`` continues from here.
        case paused(Duration)
        /// Ended by ``stop(at:)`` or by reaching the end; ``start(at:)`` plays on.
        case stopped(Duration)
    }

    /// What the cursor is doing now.
    @usableFromInline private(set) var state: State = .idle(.zero)

    /// A cursor at the start, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// var cursor = PlaybackCursor<ContinuousClock.Instant>()
    /// ```
    @usableFromInline init() {}

    /// Time played at `now`: how far into the timeline the cursor is.
    ///
    /// ```swift
    /// cursor.start(at: t0)
    /// cursor.elapsed(at: t0.advanced(by: .seconds(1)))  // 1 second
    /// ```
    @inlinable
    func elapsed(at now: Instant) -> Duration {
        switch state {
        case .idle(let cursor), .paused(let cursor), .stopped(let cursor):
            return cursor
        case .running(let origin):
            return origin.duration(to: now)
        }
    }

    /// The clock instant at which the cursor reaches `elapsed`, when running;
    /// nil in every other state, since a held cursor never gets there.
    ///
    /// ```swift
    /// cursor.start(at: t0)
    /// cursor.instant(at: .seconds(2))  // t0 + 2 s
    /// ```
    @inlinable
    func instant(at elapsed: Duration) -> Instant? {
        guard case .running(let origin) = state else { return nil }
        return origin.advanced(by: elapsed)
    }

    /// Whether the cursor moves with the clock.
    @inlinable
    var isRunning: Bool {
        if case .running = state { return true }
        return false
    }

    /// Whether ``pause(at:)`` holds the cursor.
    @inlinable
    var isPaused: Bool {
        if case .paused = state { return true }
        return false
    }

    /// Plays from where the cursor is, whatever the state; nothing changes
    /// when it already runs.
    ///
    /// ```swift
    /// cursor.start(at: clock.now)
    /// ```
    @usableFromInline mutating func start(at now: Instant) {
        guard !isRunning else { return }
        state = .running(origin: now.advanced(by: .zero - elapsed(at: now)))
    }

    /// Holds the cursor where it is at `now`; does nothing unless running.
    ///
    /// ```swift
    /// cursor.pause(at: clock.now)
    /// ```
    @usableFromInline mutating func pause(at now: Instant) {
        guard isRunning else { return }
        state = .paused(elapsed(at: now))
    }

    /// Continues a paused run from where it was held, losing none of the
    /// timeline; does nothing in any other state.
    ///
    /// ```swift
    /// cursor.resume(at: clock.now)
    /// ```
    @usableFromInline mutating func resume(at now: Instant) {
        guard case .paused = state else { return }
        start(at: now)
    }

    /// Moves the cursor to `elapsed` (negative values are taken as zero),
    /// keeping the state: a running cursor plays on from there, a held one
    /// stays held there.
    ///
    /// ```swift
    /// cursor.seek(to: .milliseconds(1500), at: clock.now)
    /// cursor.elapsed(at: clock.now)  // 1.5 seconds
    /// ```
    @usableFromInline mutating func seek(to elapsed: Duration, at now: Instant) {
        let target = max(elapsed, .zero)
        switch state {
        case .idle: state = .idle(target)
        case .paused: state = .paused(target)
        case .stopped: state = .stopped(target)
        case .running: state = .running(origin: now.advanced(by: .zero - target))
        }
    }

    /// Ends the run with the cursor where it is at `now`.
    ///
    /// ```swift
    /// cursor.stop(at: clock.now)
    /// ```
    @usableFromInline mutating func stop(at now: Instant) {
        state = .stopped(elapsed(at: now))
    }

    /// Ends the run with the cursor at `elapsed`, e.g. a timeline's end.
    ///
    /// ```swift
    /// cursor.finish(at: counter.duration)
    /// ```
    @usableFromInline mutating func finish(at elapsed: Duration) {
        state = .stopped(elapsed)
    }

    /// Back to the start, waiting for ``start(at:)``.
    ///
    /// ```swift
    /// cursor.reset()
    /// cursor.elapsed(at: clock.now)  // 0 seconds
    /// ```
    @usableFromInline mutating func reset() {
        state = .idle(.zero)
    }
}
