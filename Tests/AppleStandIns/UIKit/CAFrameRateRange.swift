// CAFrameRateRange (QuartzCore, which UIKit exports): only the members the Tally views use.
// NOT IN THE SDK FILES: the SDK copy stores only QuartzCore's CAAnimation.h, CABase.h, CALayer.h,
// CAScrollLayer.h and CAShapeLayer.h; the declarations are those of Apple's documentation pages.

/// Mirrors `struct CAFrameRateRange` (iOS 15+).
/// NOT IN THE SDK FILES (searched: QuartzCore.framework/Headers — no CAFrameRateRange.h stored —, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Sendable {
    /// Mirrors `var minimum: Float`.
    /// NOT IN THE SDK FILES (searched: QuartzCore.framework/Headers, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/quartzcore/caframeraterange (the type's page)
    public var minimum: Float
    /// Mirrors `var maximum: Float`.
    /// NOT IN THE SDK FILES (searched: QuartzCore.framework/Headers, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/quartzcore/caframeraterange (the type's page)
    public var maximum: Float
    /// Mirrors `var preferred: Float?`.
    /// NOT IN THE SDK FILES (searched: QuartzCore.framework/Headers, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/quartzcore/caframeraterange (the type's page)
    public var preferred: Float?

    /// Mirrors `init(minimum: Float, maximum: Float, preferred: Float? = nil)`.
    /// NOT IN THE SDK FILES (searched: QuartzCore.framework/Headers, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// Mirrors `static let default: CAFrameRateRange` (a back-quoted name in Swift).
    /// NOT IN THE SDK FILES (searched: QuartzCore.framework/Headers, the UIKit .swiftinterface); checked against https://developer.apple.com/documentation/quartzcore/caframeraterange/default
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
