import Foundation

/// A damped spring pulling a mass from 0 to 1, solved in closed form.
///
/// m·x'' + c·x' + k·(x - 1) = 0 with x(0) = 0 and x'(0) = v₀. As an easing
/// its time is stretched over 0...1, where 1 is the settling time: the last
/// moment the mass is more than 0.1% of the distance away from rest.
struct Spring: Hashable, Sendable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double
    /// Seconds until the spring settles.
    private(set) var settlingTime: Double

    static let tolerance = 0.001
    static let longestSettlingTime = 60.0

    init?(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.settlingTime = 0
        guard let time = Self.settlingTime(of: self) else { return nil }
        settlingTime = time
    }

    var settlingDuration: Duration {
        .milliseconds(Int64((settlingTime * 1000).rounded()))
    }

    /// Eased progress at `t` in 0...1 of the settling time.
    func value(at t: Double) -> Double {
        position(at: t * settlingTime)
    }

    /// Position at `time` seconds.
    func position(at time: Double) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let v0 = initialVelocity
        let offset: Double
        if abs(zeta - 1) < 1e-9 {
            offset = exp(-omega * time) * (-1 + (v0 - omega) * time)
        } else if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / damped
            offset = exp(-zeta * omega * time) * (-cos(damped * time) + b * sin(damped * time))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            offset = c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
        return 1 + offset
    }

    /// The last millisecond at which the spring is still outside the
    /// tolerance, scanning back from the longest allowed time; nil when it
    /// has not settled by then.
    private static func settlingTime(of spring: Spring) -> Double? {
        let step = 0.001
        let steps = Int(longestSettlingTime / step)
        let tail = (0..<100).map { spring.position(at: longestSettlingTime + Double($0) * step) }
        guard tail.allSatisfy({ abs($0 - 1) <= tolerance }) else { return nil }
        var index = steps
        while index > 0, abs(spring.position(at: Double(index) * step) - 1) <= tolerance {
            index -= 1
        }
        return max(Double(index + 1) * step, step)
    }
}

extension Easing {
    /// A spring from 0 to 1, lasting until it settles.
    ///
    /// Its ``settlingDuration`` is the time it takes to stay within 0.1% of
    /// the end: give a count that long (`tally count … --easing spring(…)`
    /// without `--duration` does) for the spring to move at its own pace.
    ///
    /// ```swift
    /// let spring = try Easing.spring(mass: 1, stiffness: 100, damping: 10)
    /// spring.settlingDuration  // Optional(1.271 seconds)
    /// spring(0.2)              // 1.0346… (it overshoots)
    /// ```
    ///
    /// - Parameters:
    ///   - mass: The moving mass, above 0.
    ///   - stiffness: The spring constant, above 0.
    ///   - damping: The damping coefficient, above 0.
    ///   - initialVelocity: Progress per second at the start (0 by default).
    /// - Throws: ``TallyError/malformedEasing(_:reason:)`` for a value out of
    ///   range (an initial velocity beyond ±1000 included, whose overshoot no
    ///   frame could draw) or a spring that does not settle within 60 seconds.
    public static func spring(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) throws(TallyError) -> Easing {
        let name = "spring(\(mass),\(stiffness),\(damping),\(initialVelocity))"
        guard [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite),
            mass > 0, stiffness > 0, damping > 0
        else {
            throw .malformedEasing(
                name, reason: "mass, stiffness and damping must be finite and above 0")
        }
        guard abs(initialVelocity) <= 1000 else {
            throw .malformedEasing(name, reason: "the initial velocity must lie in -1000...1000")
        }
        guard
            let spring = Spring(
                mass: mass, stiffness: stiffness, damping: damping,
                initialVelocity: initialVelocity)
        else {
            throw .malformedEasing(name, reason: "the spring does not settle within 60 seconds")
        }
        return Easing(kind: .spring(spring))
    }
}
