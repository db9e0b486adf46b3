extension Easing {
    /// The two inner control points of a cubic Bézier timing curve from (0, 0)
    /// to (1, 1): what CSS `cubic-bezier(x1, y1, x2, y2)` and Core Animation's
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)` take.
    ///
    /// ```swift
    /// let points = Easing.easeOut.controlPoints!  // x1 0.333…, y1 1, x2 0.666…, y2 1
    /// // CAMediaTimingFunction(controlPoints: Float(points.x1), Float(points.y1),
    /// //                       Float(points.x2), Float(points.y2))
    /// ```
    public struct ControlPoints: Sendable, Hashable {
        /// The first control point's x, in 0...1.
        public var x1: Double
        /// The first control point's y.
        public var y1: Double
        /// The second control point's x, in 0...1.
        public var x2: Double
        /// The second control point's y.
        public var y2: Double

        /// Control points `(x1, y1)` and `(x2, y2)`.
        ///
        /// ```swift
        /// let ease = Easing.ControlPoints(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)  // CSS "ease"
        /// ```
        public init(x1: Double, y1: Double, x2: Double, y2: Double) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
        }
    }

    /// The control points of the cubic Bézier curve that is exactly this
    /// easing, or nil when no such curve exists (steps, springs, and the
    /// easings.net curves that are not cubic), where a renderer samples the
    /// curve instead.
    ///
    /// ```swift
    /// Easing.linear.controlPoints                // (0, 0, 1, 1)
    /// Easing.easeIn.controlPoints                // (1/3, 0, 2/3, 0): t³
    /// try Easing.cubicBezier(0.42, 0, 0.58, 1).controlPoints  // (0.42, 0, 0.58, 1)
    /// Easing(.bounce, .out).controlPoints        // nil
    /// ```
    public var controlPoints: ControlPoints? {
        let third = 1.0 / 3
        switch kind {
        case .none, .linear:
            return ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1)
        case .cubicBezier(let curve):
            return ControlPoints(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
        case .seedCubic(.in), .family(.cubic, .in):
            return ControlPoints(x1: third, y1: 0, x2: 2 * third, y2: 0)
        case .seedCubic(.out), .family(.cubic, .out):
            return ControlPoints(x1: third, y1: 1, x2: 2 * third, y2: 1)
        case .family(.quad, .in):
            return ControlPoints(x1: third, y1: 0, x2: 2 * third, y2: third)
        case .family(.quad, .out):
            return ControlPoints(x1: third, y1: 2 * third, x2: 2 * third, y2: 1)
        default:
            return nil
        }
    }
}
