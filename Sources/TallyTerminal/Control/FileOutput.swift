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

    /// Writes `text` as UTF-8, e.g. `output.write("done\n")`.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `bytes`, e.g. `output.write([7])` for a bell.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}

/// The C library's `write`, called until every byte is out.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    guard var address = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(descriptor, address, remaining)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        address += written
        remaining -= written
    }
}
