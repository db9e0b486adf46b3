/// Where the minus sign of a negative number goes relative to the prefix.
///
/// ```swift
/// var format = NumberFormat(prefix: "$")
/// format.string(for: -5)  // "$-5"
/// format.signPosition = .beforePrefix
/// format.string(for: -5)  // "-$5"
/// ```
public enum SignPosition: Sendable, Hashable, Codable {
    /// "-$5".
    case beforePrefix
    /// "$-5" (the default).
    case afterPrefix
}
