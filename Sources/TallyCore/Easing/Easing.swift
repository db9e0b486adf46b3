import Foundation

/// A curve that maps linear progress (0 at the start, 1 at the end) to eased
/// progress.
///
/// Tally has the five curves of ACLabelCounting (`none`, `linear`, and the
/// cubic `easeIn`, `easeOut`, `easeInOut`), the ten families of easings.net
/// in three directions, CSS `cubic-bezier` and `steps`, and a spring. Every
/// easing has a ``name`` that ``init(parsing:)`` reads back, so a command line
/// can name any of them.
///
/// ```swift
/// Easing.easeOut(0.5)                                   // 0.875
/// Easing(.back, .out).name                              // "ease-out-back"
/// try Easing(parsing: "cubic-bezier(0.25,0.1,0.25,1)")(0.5)  // 0.8024…
/// try Easing(parsing: "steps(4,jump-end)")(0.3)         // 0.25
/// ```
public struct Easing: Sendable, Hashable, CustomStringConvertible {
    enum Kind: Hashable {
        case none
        case linear
        case seedCubic(Direction)
        case family(Family, Direction)
        case cubicBezier(CubicBezier)
        case steps(Int, StepPosition)
        case spring(Spring)
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// No easing: progress is unchanged (ACLabelCounting's `.None`).
    public static let none = Easing(kind: .none)
    /// Progress is unchanged.
    public static let linear = Easing(kind: .linear)
    /// Starts slowly: t³ (ACLabelCounting's `.EaseIn`).
    public static let easeIn = Easing(kind: .seedCubic(.in))
    /// Ends slowly: 1 - (1 - t)³ (ACLabelCounting's `.EaseOut`).
    public static let easeOut = Easing(kind: .seedCubic(.out))
    /// Slow at both ends: 4t³, then (t-1)(2t-2)² + 1 (ACLabelCounting's `.EaseInOut`).
    public static let easeInOut = Easing(kind: .seedCubic(.inOut))

    /// A curve of one of the easings.net families.
    ///
    /// ```swift
    /// Easing(.quad, .in)(0.5)     // 0.25
    /// Easing(.bounce, .out).name  // "ease-out-bounce"
    /// ```
    public init(_ family: Family, _ direction: Direction) {
        self.init(kind: .family(family, direction))
    }

    /// The progress to show when `progress` of the time has passed.
    ///
    /// Progress at or below 0 gives 0 and at or above 1 gives 1 for every
    /// curve but `steps` with a jump at the start, which follows CSS and
    /// shows its first step at 0.
    ///
    /// ```swift
    /// Easing.easeIn(0.5)  // 0.125
    /// ```
    @inline(__always)
    public func callAsFunction(_ progress: Double) -> Double {
        // ACLabelCounting's cubics and the line inline, the rest by a call:
        // a call and two switches cost a counter frame more than a cubic.
        if progress > 0, progress < 1 {
            switch kind {
            case .none, .linear:
                return progress
            case .seedCubic(.in):
                return progress * progress * progress
            case .seedCubic(.out):
                let rest = 1 - progress
                return 1 - rest * rest * rest
            default:
                break
            }
        }
        return value(at: progress)
    }

    /// ``callAsFunction(_:)`` for every curve.
    private func value(at progress: Double) -> Double {
        if case .steps(let count, let position) = kind {
            return position.value(at: min(max(progress, 0), 1), steps: count)
        }
        if !(progress > 0) { return 0 }
        if progress >= 1 { return 1 }
        switch kind {
        case .none, .linear:
            return progress
        case .seedCubic(let direction):
            return Family.cubic.value(at: progress, direction)
        case .family(let family, let direction):
            return family.value(at: progress, direction)
        case .cubicBezier(let curve):
            return curve.value(at: progress)
        case .spring(let spring):
            return spring.value(at: progress)
        case .steps:
            return progress
        }
    }

    /// This easing made ready for many evaluations.
    var prepared: Prepared { Prepared(self) }

    /// An easing made ready for many evaluations (every column of every
    /// odometer frame): a cubic-bezier's coefficients and a table of first
    /// guesses are worked out once, and an evaluation does not match the
    /// easing's kind again. It gives what the easing gives; a cubic-bezier
    /// with its parameter solved from another start, so x agrees within
    /// the solver's tolerance (6e-14) and y within that times the curve's
    /// slope there (about 1e-11 for curves within -2...2).
    struct Prepared: Sendable {
        let easing: Easing
        /// Whether the easing is a cubic-bezier, solved by ``curve``.
        let isCurve: Bool
        /// The easing's curve, when it is a cubic-bezier (else a line, not
        /// used). Not optional: an evaluation copies nothing out.
        let curve: CubicBezier.Solver

        init(_ easing: Easing) {
            self.easing = easing
            if case .cubicBezier(let curve) = easing.kind {
                isCurve = true
                self.curve = CubicBezier.Solver(curve, tabulated: true)
            } else {
                isCurve = false
                curve = CubicBezier.Solver(CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
            }
        }

        /// The progress to show when `progress` of the time has passed.
        @inline(__always)
        func callAsFunction(_ progress: Double) -> Double {
            guard isCurve else { return easing(progress) }
            // As ``Easing/callAsFunction(_:)`` has it for a cubic-bezier.
            if !(progress > 0) { return 0 }
            if progress >= 1 { return 1 }
            return curve.value(at: progress)
        }
    }

    /// Whether the curve never goes down and stays within 0...1.
    ///
    /// ```swift
    /// Easing.easeOut.isMonotonic          // true
    /// Easing(.elastic, .out).isMonotonic  // false
    /// ```
    public var isMonotonic: Bool {
        switch kind {
        case .none, .linear, .seedCubic, .steps:
            return true
        case .family(let family, _):
            return ![.back, .elastic, .bounce].contains(family)
        case .cubicBezier(let curve):
            return (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
        case .spring:
            return false
        }
    }

    /// How long the curve wants to take, when it has a length of its own:
    /// a spring's time to settle. `nil` for every other curve.
    ///
    /// ```swift
    /// try Easing.spring(mass: 1, stiffness: 100, damping: 10).settlingDuration
    /// // Optional(1.271 seconds)
    /// ```
    public var settlingDuration: Duration? {
        if case .spring(let spring) = kind { return spring.settlingDuration }
        return nil
    }

    /// The easing's name, as ``init(parsing:)`` reads it.
    public var name: String {
        switch kind {
        case .none:
            return "none"
        case .linear:
            return "linear"
        case .seedCubic(let direction):
            return "ease-\(direction.name)"
        case .family(let family, let direction):
            return "ease-\(direction.name)-\(family.rawValue)"
        case .cubicBezier(let curve):
            return "cubic-bezier(\(Self.number(curve.x1)),\(Self.number(curve.y1)),"
                + "\(Self.number(curve.x2)),\(Self.number(curve.y2)))"
        case .steps(let count, let position):
            return "steps(\(count),\(position.name))"
        case .spring(let spring):
            return "spring(\(Self.number(spring.mass)),\(Self.number(spring.stiffness)),"
                + "\(Self.number(spring.damping)),\(Self.number(spring.initialVelocity)))"
        }
    }

    /// The easing's name, as ``name``: `Easing.easeOut.description == "ease-out"`.
    public var description: String { name }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
