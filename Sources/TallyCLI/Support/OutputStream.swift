#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes straight to a file descriptor, unbuffered, so each frame reaches
/// the terminal or pipe when it is written.
struct OutputStream: Sendable {
    let descriptor: Int32

    static let standardOutput = OutputStream(descriptor: 1)
    static let standardError = OutputStream(descriptor: 2)

    /// Whether the descriptor is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
