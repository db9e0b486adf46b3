extension Easing {
    /// Where the jumps of a `steps` easing fall, as in CSS `steps(n, position)`.
    ///
    /// ```swift
    /// try Easing.steps(4, .jumpEnd)(0.3)    // 0.25
    /// try Easing.steps(4, .jumpStart)(0.3)  // 0.5
    /// ```
    public enum StepPosition: String, Sendable, Hashable, CaseIterable {
        /// The first jump comes at the start (CSS `jump-start`, also `start`).
        case jumpStart = "jump-start"
        /// The last jump comes at the end (CSS `jump-end`, also `end`; the default).
        case jumpEnd = "jump-end"
        /// No jump at either end: n - 1 jumps between (CSS `jump-none`).
        case jumpNone = "jump-none"
        /// Jumps at both ends: n + 1 levels (CSS `jump-both`).
        case jumpBoth = "jump-both"

        var name: String { rawValue }

        /// The CSS step function for `t` in 0...1.
        func value(at t: Double, steps: Int) -> Double {
            var step = Int((t * Double(steps)).rounded(.down))
            if self == .jumpStart || self == .jumpBoth { step += 1 }
            let jumps: Int
            switch self {
            case .jumpStart, .jumpEnd: jumps = steps
            case .jumpNone: jumps = steps - 1
            case .jumpBoth: jumps = steps + 1
            }
            return Double(min(max(step, 0), jumps)) / Double(jumps)
        }
    }

    /// A staircase of `count` equal steps, as CSS `steps(count, position)`.
    ///
    /// ```swift
    /// try Easing.steps(4)(0.3)  // 0.25
    /// ```
    ///
    /// - Throws: ``TallyError/malformedEasing(_:reason:)`` when `count` is
    ///   below 1 (below 2 for `jumpNone`) or above 10,000.
    public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd)
        throws(TallyError) -> Easing
    {
        let minimum = position == .jumpNone ? 2 : 1
        guard (minimum...10_000).contains(count) else {
            throw .malformedEasing(
                "steps(\(count),\(position.name))",
                reason: "the step count must be in \(minimum)...10000")
        }
        return Easing(kind: .steps(count, position))
    }
}
