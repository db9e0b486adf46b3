#if canImport(UIKit) && !os(watchOS)
    import Foundation

    /// The width an ``OdometerView`` asks Auto Layout for: while it rolls, the
    /// widest its columns get over the roll (its destination's included), and
    /// at rest the width shown. A column entering (999 -> 1,000) or leaving
    /// grows or shrinks at every frame; the view asks for a layout pass of
    /// itself and its neighbours only when this width changes, at most at the
    /// start and the end of a roll, not at every frame.
    ///
    /// ```swift
    /// var sizing = OdometerSizing()
    /// sizing.rollBegins(destinationWidth: 40)            // true: ask for 40
    /// sizing.show(width: 31, isMoving: true)             // false: 40 holds
    /// sizing.show(width: 40, isMoving: false)            // false: at rest, 40
    /// ```
    struct OdometerSizing: Equatable {
        /// The width asked for; nil before anything is shown.
        private(set) var width: CGFloat?

        /// A roll begins or turns towards a new destination: the width held is
        /// at least the destination's. True when the width asked for changed.
        mutating func rollBegins(destinationWidth: CGFloat) -> Bool {
            hold(max(width ?? 0, destinationWidth))
        }

        /// A frame `width` wide is shown: while moving the width held only
        /// grows; at rest it is the frame's. True when the width asked for changed.
        mutating func show(width shown: CGFloat, isMoving: Bool) -> Bool {
            hold(isMoving ? max(width ?? 0, shown) : shown)
        }

        private mutating func hold(_ new: CGFloat) -> Bool {
            guard new != width else { return false }
            width = new
            return true
        }
    }
#endif
