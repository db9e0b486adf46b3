import Synchronization

/// Hands each event to every current subscriber; events that come while
/// nobody subscribes wait for the next subscriber, so a key pressed between
/// two listeners (before a playback's first look, between two scenes) is
/// not lost.
///
/// ```swift
/// let hub = EventHub()
/// hub.yield(.key("q"))         // nobody listens yet: kept
/// let events = hub.subscribe()  // starts with .key("q")
/// ```
public final class EventHub: Sendable {
    private struct State {
        var streams: [Int: AsyncStream<TerminalEvent>.Continuation] = [:]
        var nextID = 0
        /// Events no subscriber has seen, oldest first.
        var waiting: [TerminalEvent] = []
    }

    /// How many unseen events are kept at most; older ones are dropped.
    static let waitingCapacity = 64

    private let state = Mutex(State())

    /// A hub nobody listens to yet.
    public init() {}

    /// A new stream: the events waiting for a subscriber, then every event
    /// from now on, until the stream's consumer stops.
    public func subscribe() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self, bufferingPolicy: .unbounded)
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.streams.removeValue(forKey: id) }
        }
        // The lock guards the hub's state only: the stream is fed outside it,
        // since feeding a stream can run its termination handler, which takes
        // the lock (a consumer cancelled at that moment deadlocked here). The
        // waiting events go first, in order; the stream is registered once
        // none is left, so a newer event never overtakes them.
        while true {
            let (waiting, isRegistered) = state.withLock { state in
                guard !state.waiting.isEmpty else {
                    state.streams[id] = continuation
                    return ([TerminalEvent](), true)
                }
                defer { state.waiting.removeAll() }
                return (state.waiting, false)
            }
            for event in waiting { continuation.yield(event) }
            if isRegistered { return stream }
        }
    }

    /// Delivers `event` to every subscriber, or keeps it for the next one.
    public func yield(_ event: TerminalEvent) {
        let subscribers = state.withLock { state -> [AsyncStream<TerminalEvent>.Continuation] in
            guard !state.streams.isEmpty else {
                if state.waiting.count == Self.waitingCapacity { state.waiting.removeFirst() }
                state.waiting.append(event)
                return []
            }
            return Array(state.streams.values)
        }
        for continuation in subscribers { continuation.yield(event) }
    }
}
