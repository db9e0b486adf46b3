import Foundation
import Synchronization

/// The lines of standard input, read on a thread of their own so that a
/// slow producer never holds up drawing, handed out in order by ``next()``.
///
/// ```swift
/// let lines = InputLines.standardInput()
/// while let line = await lines.next() { … }   // nil at the end of input
/// ```
final class InputLines: Sendable {
    private struct State {
        var lines: [String] = []
        var ended = false
        var reader: CheckedContinuation<String?, Never>?
    }

    private let state = Mutex(State())

    private init() {}

    /// Starts reading standard input: all of it, or only its first
    /// `limit` lines (whatever comes after is left unread for others).
    static func standardInput(limit: Int = .max) -> InputLines {
        let input = InputLines()
        Thread {
            var count = 0
            while count < limit, let line = readLine(strippingNewline: true) {
                input.push(line)
                count += 1
            }
            input.end()
        }.start()
        return input
    }

    /// The next line, waiting for one; nil once the input has ended.
    func next() async -> String? {
        await withCheckedContinuation { continuation in
            let ready: String?? = state.withLock { state in
                if !state.lines.isEmpty { return state.lines.removeFirst() }
                if state.ended { return .some(nil) }
                state.reader = continuation
                return .none
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private func push(_ line: String) {
        let reader: CheckedContinuation<String?, Never>? = state.withLock { state in
            guard let reader = state.reader else {
                state.lines.append(line)
                return nil
            }
            state.reader = nil
            return reader
        }
        reader?.resume(returning: line)
    }

    private func end() {
        let reader = state.withLock { state in
            state.ended = true
            defer { state.reader = nil }
            return state.reader
        }
        reader?.resume(returning: nil)
    }
}
