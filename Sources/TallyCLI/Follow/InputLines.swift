import Foundation
import Synchronization
import TallyCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of standard input, read on a thread of their own so that a
/// slow producer never holds up drawing, handed out in order by ``next()``.
///
/// Memory is bounded whatever comes in: a line longer than
/// ``longestLine`` bytes is passed over as it is read (never kept whole),
/// and at most ``capacity`` lines wait to be taken: a producer that outruns
/// the reader waits, as a pipe makes it. Taking a line costs the same
/// however many wait. An input that cannot be read (a folder, a closed
/// descriptor) ends the lines, and ``failure`` says why.
///
/// ```swift
/// let lines = InputLines.standardInput()
/// while let line = await lines.next() { … }   // nil at the end of input
/// ```
final class InputLines: Sendable {
    /// The longest line kept, in bytes; a number never needs more.
    static let longestLine = 4096
    /// The most lines waiting to be taken.
    static let capacity = 4096

    private struct State {
        /// Waiting lines: `lines[head...]`, oldest first.
        var lines: [String] = []
        var head = 0
        var ended = false
        var failure: String?
        /// How many lines longer than ``longestLine`` were passed over.
        var overlong = 0
        var reader: CheckedContinuation<String?, Never>?
        /// The reading thread, when it waits for room.
        var waitingForRoom = false

        var count: Int { lines.count - head }
    }

    private let state = Mutex(State())
    /// Wakes the reading thread when room is made.
    private let room = FrameCondition()

    private init() {}

    /// Starts reading standard input: all of it, or only its first
    /// `limit` lines (whatever comes after is left unread for others: with
    /// a limit, bytes are read one at a time).
    static func standardInput(limit: Int = .max) -> InputLines {
        let input = InputLines()
        Thread { input.read(from: STDIN_FILENO, limit: limit) }.start()
        return input
    }

    /// The next line, waiting for one; nil once the input has ended (or could not be read).
    func next() async -> String? {
        await withCheckedContinuation { continuation in
            let (ready, makesRoom): (String??, Bool) = state.withLock { state in
                if state.count > 0 {
                    let line = state.lines[state.head]
                    state.head += 1
                    // Taken lines are let go in batches: each take costs O(1) on average.
                    if state.head >= 1024, state.head * 2 >= state.lines.count {
                        state.lines.removeFirst(state.head)
                        state.head = 0
                    }
                    defer { state.waitingForRoom = false }
                    return (.some(line), state.waitingForRoom)
                }
                if state.ended { return (.some(nil), false) }
                state.reader = continuation
                return (.none, false)
            }
            if makesRoom { room.withLock { room.signal() } }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Why the input could not be read, if it could not (e.g. "Is a directory").
    var failure: String? { state.withLock { $0.failure } }

    /// How many lines were passed over for being longer than ``longestLine``.
    var overlongLines: Int { state.withLock { $0.overlong } }

    /// Reads `descriptor` to its end (or `limit` lines), splitting lines at
    /// "\n" (a "\r" before it is dropped).
    private func read(from descriptor: Int32, limit: Int) {
        var buffer = [UInt8](repeating: 0, count: limit == .max ? 65_536 : 1)
        var line: [UInt8] = []
        var passingOver = false
        var taken = 0
        reading: while taken < limit {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                state.withLock { $0.failure = reason }
                break
            }
            if count == 0 { break }
            for byte in buffer[0..<count] {
                if byte == UInt8(ascii: "\n") {
                    if passingOver {
                        passingOver = false
                    } else {
                        if line.last == UInt8(ascii: "\r") { line.removeLast() }
                        push(String(decoding: line, as: UTF8.self))
                        taken += 1
                    }
                    line.removeAll(keepingCapacity: true)
                    if taken == limit { break reading }
                } else if !passingOver {
                    if line.count == Self.longestLine {
                        passingOver = true
                        line.removeAll(keepingCapacity: true)
                        state.withLock { $0.overlong += 1 }
                        SkippedLines.skip("", because: .tooLong)
                    } else {
                        line.append(byte)
                    }
                }
            }
        }
        if !line.isEmpty, !passingOver, taken < limit { push(String(decoding: line, as: UTF8.self)) }
        end()
    }

    /// Hands `line` to the waiting reader, or queues it, waiting first for
    /// room while ``capacity`` lines wait.
    private func push(_ line: String) {
        while true {
            let (reader, full): (CheckedContinuation<String?, Never>?, Bool) = state.withLock { state in
                if let reader = state.reader {
                    state.reader = nil
                    return (reader, false)
                }
                guard state.count < Self.capacity else {
                    state.waitingForRoom = true
                    return (nil, true)
                }
                state.lines.append(line)
                return (nil, false)
            }
            if let reader {
                reader.resume(returning: line)
                return
            }
            guard full else { return }
            room.withLock {
                // Taken meanwhile? Then the signal came already: look again.
                if state.withLock({ $0.waitingForRoom }) { room.wait(for: .milliseconds(100)) }
            }
        }
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
