import Foundation

extension Easing {
    /// The easing families of easings.net, each usable in three directions.
    ///
    /// ```swift
    /// Easing(.sine, .inOut)(0.5)  // 0.5
    /// ```
    public enum Family: String, Sendable, Hashable, CaseIterable {
        /// t².
        case quad
        /// t³.
        case cubic
        /// t⁴.
        case quart
        /// t⁵.
        case quint
        /// A quarter sine wave.
        case sine
        /// Exponential: 2^(10t - 10).
        case expo
        /// A quarter circle.
        case circ
        /// Pulls back a little before going (overshoots).
        case back
        /// Springs past the end and oscillates (overshoots).
        case elastic
        /// Bounces like a dropped ball.
        case bounce

        /// Value at `t` in 0...1 for `direction`.
        func value(at t: Double, _ direction: Direction) -> Double {
            switch direction {
            case .in:
                return easeIn(t)
            case .out:
                return 1 - easeIn(1 - t)
            case .inOut where self == .back:
                let c2 = 1.70158 * 1.525
                return t < 0.5 ? Self.backIn(2 * t, c2) / 2 : 1 - Self.backIn(2 - 2 * t, c2) / 2
            case .inOut where self == .elastic:
                let wave = sin((20 * t - 11.125) * (2 * .pi / 4.5))
                return t < 0.5
                    ? -pow(2, 20 * t - 10) * wave / 2
                    : pow(2, -20 * t + 10) * wave / 2 + 1
            case .inOut:
                return t < 0.5 ? easeIn(2 * t) / 2 : 1 - easeIn(2 - 2 * t) / 2
            }
        }

        /// The ease-in curve; ease-out and ease-in-out are its reflections,
        /// as easings.net defines them (but for the in-out of back and
        /// elastic, which use their own constants there).
        private func easeIn(_ t: Double) -> Double {
            switch self {
            case .quad: return t * t
            case .cubic: return t * t * t
            case .quart: return t * t * t * t
            case .quint: return t * t * t * t * t
            case .sine: return 1 - cos(t * .pi / 2)
            case .expo: return t == 0 ? 0 : pow(2, 10 * t - 10)
            case .circ: return 1 - (1 - t * t).squareRoot()
            case .back: return Self.backIn(t, 1.70158)
            case .elastic:
                if t == 0 || t == 1 { return t }
                return -pow(2, 10 * t - 10) * sin((10 * t - 10.75) * (2 * .pi / 3))
            case .bounce:
                return 1 - Self.bounceOut(1 - t)
            }
        }

        private static func backIn(_ t: Double, _ overshoot: Double) -> Double {
            (overshoot + 1) * t * t * t - overshoot * t * t
        }

        private static func bounceOut(_ t: Double) -> Double {
            let n1 = 7.5625
            let d1 = 2.75
            if t < 1 / d1 { return n1 * t * t }
            if t < 2 / d1 {
                let u = t - 1.5 / d1
                return n1 * u * u + 0.75
            }
            if t < 2.5 / d1 {
                let u = t - 2.25 / d1
                return n1 * u * u + 0.9375
            }
            let u = t - 2.625 / d1
            return n1 * u * u + 0.984375
        }
    }

    /// Which end of the curve is slow.
    public enum Direction: Sendable, Hashable, CaseIterable {
        /// Slow at the start.
        case `in`
        /// Slow at the end.
        case out
        /// Slow at both ends.
        case inOut

        var name: String {
            switch self {
            case .in: return "in"
            case .out: return "out"
            case .inOut: return "in-out"
            }
        }
    }
}
