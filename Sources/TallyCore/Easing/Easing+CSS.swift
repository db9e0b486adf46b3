extension Easing {
    /// The CSS timing function that draws this curve exactly, or nil when
    /// CSS has none (a renderer then samples the curve).
    ///
    /// ```swift
    /// Easing.linear.cssTimingFunction                 // "linear"
    /// Easing.easeIn.cssTimingFunction                 // "cubic-bezier(0.333333,0,0.666667,0)": t³
    /// try Easing.steps(4).cssTimingFunction           // "steps(4,jump-end)"
    /// Easing(.bounce, .out).cssTimingFunction         // nil
    /// ```
    public var cssTimingFunction: String? {
        let third = 1.0 / 3
        switch kind {
        case .none, .linear:
            return "linear"
        case .cubicBezier(let curve):
            return Self.bezier(curve.x1, curve.y1, curve.x2, curve.y2)
        case .steps(let count, let position):
            return "steps(\(count),\(position.name))"
        case .seedCubic(.in), .family(.cubic, .in):
            return Self.bezier(third, 0, 2 * third, 0)
        case .seedCubic(.out), .family(.cubic, .out):
            return Self.bezier(third, 1, 2 * third, 1)
        case .family(.quad, .in):
            return Self.bezier(third, 0, 2 * third, third)
        case .family(.quad, .out):
            return Self.bezier(third, 2 * third, 2 * third, 1)
        default:
            return nil
        }
    }

    private static func bezier(_ values: Double...) -> String {
        let numbers = values.map { (try? FixedDecimal(rounding: $0, places: 6))?.trimmedDescription ?? "0" }
        return "cubic-bezier(" + numbers.joined(separator: ",") + ")"
    }
}
