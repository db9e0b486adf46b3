// CAFrameRateRange (QuartzCore, which UIKit exports): only the members the Tally views use.
// NOT IN THE SDK FILES read here (CAFrameRateRange.h is not among the headers the search tool
// holds); the declarations are those of Apple's documentation pages.

/// Mirrors `struct CAFrameRateRange` (iOS 15+):
/// https://developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Sendable {
    /// Mirrors `var minimum: Float`.
    public var minimum: Float
    /// Mirrors `var maximum: Float`.
    public var maximum: Float
    /// Mirrors `var preferred: Float?`.
    public var preferred: Float?

    /// Mirrors `init(minimum: Float, maximum: Float, preferred: Float? = nil)`:
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Mirrors `static let `default`: CAFrameRateRange`:
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/default
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
