/// Which multiples of a byte a ``NumberStyle/bytes(_:)`` count is shown in.
///
/// ```swift
/// var format = NumberFormat()
/// format.style = .bytes(.binary)
/// format.string(for: 1_048_576)  // "1 MB"
/// ```
public enum ByteUnits: Sendable, Hashable, Codable, CaseIterable {
    /// Powers of 1,000, as file sizes are shown (Foundation's `.file` and
    /// `.decimal`): 1,250,000 bytes are "1.2 MB".
    case decimal
    /// Powers of 1,024, as memory is shown (Foundation's `.memory` and
    /// `.binary`): 1,250,000 bytes are "1.2 MB", 12,500,000 are "11.9 MB".
    case binary
}
