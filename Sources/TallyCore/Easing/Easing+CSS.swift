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
        switch kind {
        case .none, .linear:
            return "linear"
        case .steps(let count, let position):
            return "steps(\(count),\(position.name))"
        default:
            guard let points = controlPoints else { return nil }
            return Self.bezier(points.x1, points.y1, points.x2, points.y2)
        }
    }

    private static func bezier(_ values: Double...) -> String {
        let numbers = values.map { (try? FixedDecimal(rounding: $0, places: 6))?.trimmedDescription ?? "0" }
        return "cubic-bezier(" + numbers.joined(separator: ",") + ")"
    }
}
