import Synchronization
import TallyTerminal

/// A terminal's events for the whole life of one full-screen playback, in
/// order: a reader that stops (the run ended) leaves what it had not read
/// for the next reader (the timer's held end), so a key pressed just before
/// the end is not lost with the stream of the part that stopped.
///
/// ```swift
/// let queue = EventQueue(terminal.events)
/// while let event = await queue.next() { … }   // until queue.interruptReader()
/// ```
final class EventQueue: Sendable {
    private struct State {
        var events: [TerminalEvent] = []
        var reader: CheckedContinuation<TerminalEvent?, Never>?
        /// Set by ``interruptReader()``: the reader's next call returns nil.
        var interrupted = false
    }

    private let state = Mutex(State())
    private let pump = Mutex<Task<Void, Never>?>(nil)

    /// Starts taking events from `source`.
    init(_ source: AsyncStream<TerminalEvent>) {
        let task = Task { [weak self] in
            for await event in source {
                guard let self else { return }
                self.push(event)
            }
        }
        pump.withLock { $0 = task }
    }

    deinit {
        pump.withLock { $0?.cancel() }
    }

    /// The next event, waiting for one; nil once ``interruptReader()`` has
    /// been called (until ``resumeReading()``).
    func next() async -> TerminalEvent? {
        await withCheckedContinuation { continuation in
            let ready: TerminalEvent?? = state.withLock { state in
                if state.interrupted { return .some(nil) }
                if !state.events.isEmpty { return state.events.removeFirst() }
                state.reader = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Makes the current reader's wait, and its next calls, return nil;
    /// events keep arriving and wait for ``resumeReading()``.
    func interruptReader() {
        let reader = state.withLock { state in
            state.interrupted = true
            defer { state.reader = nil }
            return state.reader
        }
        reader?.resume(returning: nil)
    }

    /// Lets a new reader take the events that came meanwhile, then new ones.
    func resumeReading() {
        state.withLock { $0.interrupted = false }
    }

    private func push(_ event: TerminalEvent) {
        let reader: CheckedContinuation<TerminalEvent?, Never>? = state.withLock { state in
            if let reader = state.reader {
                state.reader = nil
                return reader
            }
            state.events.append(event)
            return nil
        }
        reader?.resume(returning: event)
    }
}
