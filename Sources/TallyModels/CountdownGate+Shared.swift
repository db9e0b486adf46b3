import TallyCore

extension CountdownGate {
    /// The gate of the countdowns an app shows on screen: SwiftUI's
    /// `.countdown` and UIKit's `CountdownLabel` both claim it, so that one
    /// countdown shows at a time across the app, as GGCountDownLabel's rule.
    ///
    /// ```swift
    /// try model.begin(countdown, in: &CountdownGate.shared, at: .now)
    /// ```
    @MainActor public static var shared = CountdownGate()
}
