import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes straight to a file descriptor, unbuffered, so each frame reaches
/// the terminal or pipe when it is written: all of it, retrying short and
/// interrupted writes, giving up on any other error.
///
/// ```swift
/// FileOutput.standardOutput.write("4:59\n")
/// ```
public struct FileOutput: Sendable {
    /// The file descriptor written to.
    public let descriptor: Int32

    /// Standard output (descriptor 1).
    public static let standardOutput = FileOutput(descriptor: 1)
    /// Standard error (descriptor 2).
    public static let standardError = FileOutput(descriptor: 2)

    /// Output to `descriptor`, e.g. `FileOutput(descriptor: 1)`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `text` as UTF-8, e.g. `output.write("done\n")`; false when a
    /// write failed (``failure`` says why).
    @discardableResult
    public func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `bytes`, e.g. `output.write([7])` for a bell; false when a
    /// write failed (``failure`` says why).
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Why a write to this descriptor first failed (the C library's words,
    /// e.g. "No space left on device"), or nil if none has.
    ///
    /// ```swift
    /// if let failure = FileOutput.standardOutput.failure { print("cannot write: \(failure)") }
    /// ```
    public var failure: String? {
        Self.failures.withLock { $0[descriptor] }.map { String(cString: strerror($0)) }
    }

    /// The first error of each descriptor written to.
    private static let failures = Mutex<[Int32: Int32]>([:])

    fileprivate static func record(_ error: Int32, on descriptor: Int32) {
        failures.withLock { failures in
            if failures[descriptor] == nil { failures[descriptor] = error }
        }
    }
}

/// The C library's `write`, called until every byte is out; false (and
/// the error kept) when a write fails. A descriptor that would block (a
/// terminal or pipe set non-blocking by someone else) is waited for.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    guard var address = bytes.baseAddress else { return true }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(descriptor, address, remaining)
        if written < 0 {
            let error = errno
            if error == EINTR { continue }
            if error == EAGAIN || error == EWOULDBLOCK {
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, 1000)
                continue
            }
            FileOutput.record(error, on: descriptor)
            return false
        }
        address += written
        remaining -= written
    }
    return true
}
