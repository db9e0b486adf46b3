/// How many frames a second a ``Driver`` delivers at most, checked once:
/// a finite rate from 0.001 to 1000. Code that holds one needs no further
/// check, so a driver made from it cannot fail.
///
/// ```swift
/// let rate = try FrameRate(35)             // ACLabelCounting's rate
/// let driver = Driver(counter, rate: rate)
/// let fixed: FrameRate = 60                // a literal, checked where it is written
/// ```
public struct FrameRate: Sendable, Hashable, ExpressibleByIntegerLiteral {
    /// Frames a second.
    public let framesPerSecond: Double
    /// One frame, in whole nanoseconds: counted in integers, so the next
    /// tick always lies after the present.
    let intervalNanoseconds: Int64

    /// The rates a driver accepts.
    public static let range: ClosedRange<Double> = 0.001...1000

    /// A rate of `framesPerSecond`.
    ///
    /// ```swift
    /// try FrameRate(0)  // throws: must be between 0.001 and 1000 per second
    /// ```
    ///
    /// - Throws: ``TallyError/invalidParameter(name:reason:)`` unless it is a
    ///   finite number in ``range``.
    public init(_ framesPerSecond: Double) throws(TallyError) {
        guard framesPerSecond.isFinite, Self.range.contains(framesPerSecond) else {
            throw .invalidParameter(name: "frame rate", reason: "must be between 0.001 and 1000 per second")
        }
        self.framesPerSecond = framesPerSecond
        intervalNanoseconds = Int64((1e9 / framesPerSecond).rounded())
    }

    /// A rate written as a whole number, e.g. `let rate: FrameRate = 30`;
    /// a literal outside 1...1000 is a mistake in the program and traps.
    public init(integerLiteral value: Int) {
        precondition((1...1000).contains(value), "a literal frame rate must be 1 to 1000")
        framesPerSecond = Double(value)
        intervalNanoseconds = Int64((1e9 / Double(value)).rounded())
    }
}
