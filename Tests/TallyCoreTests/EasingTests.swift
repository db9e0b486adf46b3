import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

@Suite struct EasingTests {
    static let grid = (0...1000).map { Double($0) / 1000 }

    static var allNamed: [Easing] {
        Easing.validNames.compactMap { try? Easing(parsing: $0) }
    }

    static var samples: [Easing] {
        get throws {
            try allNamed + [
                .cubicBezier(0.25, 0.1, 0.25, 1), .cubicBezier(0.42, 0, 0.58, 1),
                .cubicBezier(0, 0, 1, 1), .cubicBezier(0.68, -0.55, 0.27, 1.55),
                .steps(4), .steps(5, .jumpStart), .steps(3, .jumpNone), .steps(2, .jumpBoth),
                .spring(mass: 1, stiffness: 100, damping: 10),
                .spring(mass: 1, stiffness: 100, damping: 20),
                .spring(mass: 2, stiffness: 50, damping: 30, initialVelocity: 3),
            ]
        }
    }

    @Test func everyTemplateNameIsListedAndTheRestParse() {
        #expect(Self.allNamed.count == 5 + 30)
        #expect(Easing.validNames.count == 5 + 30 + 3)
    }

    @Test func endpointsAreExact() throws {
        for easing in try Self.samples {
            if case .steps(_, let position) = easing.kind, position == .jumpStart || position == .jumpBoth {
                #expect(easing(0) > 0, "\(easing) jumps at the start, as CSS")
            } else {
                #expect(easing(0) == 0, "\(easing)")
            }
            #expect(easing(1) == 1, "\(easing)")
            #expect(easing(-0.5) == easing(0) && easing(1.5) == 1, "\(easing) clamps")
        }
    }

    @Test func monotoneWherePromised() throws {
        for easing in try Self.samples where easing.isMonotonic {
            var previous = easing(0)
            for t in Self.grid {
                let value = easing(t)
                #expect(value >= previous - 1e-12, "\(easing) at \(t)")
                #expect((0...1).contains(value), "\(easing) at \(t)")
                previous = value
            }
        }
        let overshooting = try [
            Easing(.back, .out), Easing(.elastic, .in), .spring(mass: 1, stiffness: 100, damping: 10),
        ]
        for easing in overshooting {
            #expect(!easing.isMonotonic)
            #expect(Self.grid.contains { !(0...1).contains(easing($0)) }, "\(easing) overshoots")
        }
    }

    @Test func seedCurvesAreTheSeedFormulas() {
        for t in Self.grid {
            #expect(Easing.none(t) == t)
            #expect(Easing.linear(t) == t)
            #expect(abs(Easing.easeIn(t) - pow(t, 3)) < 1e-15)
            #expect(abs(Easing.easeOut(t) - (1 - pow(1 - t, 3))) < 1e-15)
            let inOut = t < 0.5 ? 4 * t * t * t : (t - 1) * (2 * t - 2) * (2 * t - 2) + 1
            #expect(abs(Easing.easeInOut(t) - inOut) < 1e-15)
        }
    }

    /// The seed cubics are worked out inline, the families by a call: the
    /// two give the very same doubles, at 100,001 points and beyond the ends.
    @Test func inlineCubicsAreTheFamilysBitForBit() {
        let pairs: [(Easing, Easing.Direction)] = [(.easeIn, .in), (.easeOut, .out), (.easeInOut, .inOut)]
        var differences: [String] = []
        for step in -10...100_010 {
            let t = Double(step) / 100_000
            for (seed, direction) in pairs where seed(t).bitPattern != Easing(.cubic, direction)(t).bitPattern {
                differences.append("\(seed.name) at \(t)")
            }
            if Easing.linear(t) != min(max(t, 0), 1) { differences.append("linear at \(t)") }
        }
        #expect(differences.count == 0, "first: \(differences.prefix(5))")
    }

    @Test func familiesMatchEasingsNet() {
        let c1 = 1.70158
        let c2 = c1 * 1.525
        let references: [(Easing, (Double) -> Double)] = [
            (Easing(.quad, .inOut), { $0 < 0.5 ? 2 * $0 * $0 : 1 - pow(-2 * $0 + 2, 2) / 2 }),
            (Easing(.sine, .out), { sin($0 * .pi / 2) }),
            (Easing(.expo, .out), { $0 == 1 ? 1 : 1 - pow(2, -10 * $0) }),
            (
                Easing(.circ, .inOut),
                {
                    $0 < 0.5 ? (1 - sqrt(1 - pow(2 * $0, 2))) / 2 : (sqrt(1 - pow(-2 * $0 + 2, 2)) + 1) / 2
                }
            ),
            (
                Easing(.back, .inOut),
                {
                    $0 < 0.5
                        ? (pow(2 * $0, 2) * ((c2 + 1) * 2 * $0 - c2)) / 2
                        : (pow(2 * $0 - 2, 2) * ((c2 + 1) * ($0 * 2 - 2) + c2) + 2) / 2
                }
            ),
            (
                Easing(.elastic, .out),
                { $0 == 0 ? 0 : $0 == 1 ? 1 : pow(2, -10 * $0) * sin(($0 * 10 - 0.75) * (2 * .pi / 3)) + 1 }
            ),
            (
                Easing(.elastic, .inOut),
                {
                    let c5 = 2 * Double.pi / 4.5
                    return $0 == 0
                        ? 0
                        : $0 == 1
                            ? 1
                            : $0 < 0.5
                                ? -(pow(2, 20 * $0 - 10) * sin((20 * $0 - 11.125) * c5)) / 2
                                : (pow(2, -20 * $0 + 10) * sin((20 * $0 - 11.125) * c5)) / 2 + 1
                }
            ),
            (
                Easing(.bounce, .out),
                { x in
                    let n1 = 7.5625, d1 = 2.75
                    if x < 1 / d1 { return n1 * x * x }
                    if x < 2 / d1 { return n1 * (x - 1.5 / d1) * (x - 1.5 / d1) + 0.75 }
                    if x < 2.5 / d1 { return n1 * (x - 2.25 / d1) * (x - 2.25 / d1) + 0.9375 }
                    return n1 * (x - 2.625 / d1) * (x - 2.625 / d1) + 0.984375
                }
            ),
        ]
        for (easing, reference) in references {
            for t in Self.grid {
                #expect(abs(easing(t) - reference(t)) < 1e-12, "\(easing) at \(t)")
            }
        }
    }

    /// x(s) is increasing for x1, x2 in 0...1, so bisection on s is a slow, sure reference.
    static func bisectionReference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, y1, y2)
    }

    @Test func cubicBezierMatchesBisection() throws {
        var generator = SplitMix64(seed: 42)
        func unit() -> Double { Double(generator.next() % 1_000_001) / 1_000_000 }
        var curves: [(Double, Double, Double, Double)] = [
            (0.25, 0.1, 0.25, 1), (0, 0, 1, 1), (0, 1, 1, 0), (1, 0, 0, 1), (0.68, -0.55, 0.27, 1.55), (0, 0, 0, 1),
        ]
        for _ in 0..<200 { curves.append((unit(), unit() * 3 - 1, unit(), unit() * 3 - 1)) }
        for (x1, y1, x2, y2) in curves {
            let easing = try Easing.cubicBezier(x1, y1, x2, y2)
            for x in stride(from: 0.0, through: 1.0, by: 0.01) {
                let reference = Self.bisectionReference(x1, y1, x2, y2, x)
                #expect(abs(easing(x) - reference) < 1e-6, "cubic-bezier(\(x1),\(y1),\(x2),\(y2)) at \(x)")
            }
        }
    }

    @Test func stepsFollowCSS() throws {
        let table: [(String, Double, Double)] = [
            ("steps(4)", 0.3, 0.25), ("steps(4,jump-end)", 0.99, 0.75), ("steps(4,end)", 1, 1),
            ("steps(4,jump-start)", 0, 0.25), ("steps(4,start)", 0.3, 0.5), ("steps(4,jump-start)", 1, 1),
            ("steps(3,jump-none)", 0, 0), ("steps(3,jump-none)", 0.4, 0.5), ("steps(3,jump-none)", 0.7, 1),
            ("steps(2,jump-both)", 0, 1.0 / 3), ("steps(2,jump-both)", 0.5, 2.0 / 3), ("steps(2,jump-both)", 1, 1),
        ]
        for (name, t, expected) in table {
            #expect(abs(try Easing(parsing: name)(t) - expected) < 1e-12, "\(name) at \(t)")
        }
    }

    @Test func springSettlesAtItsDuration() throws {
        let spring = try Easing(parsing: "spring(1,100,10)")
        let settling = try #require(spring.settlingDuration)
        #expect(settling > .milliseconds(500) && settling < .seconds(2))
        guard case .spring(let model) = spring.kind else { Issue.record("not a spring"); return }
        // Within 0.1% of rest from the settling time on, and outside just before it.
        let end = model.settlingTime
        for millisecond in 0...5_000 {
            #expect(abs(model.position(at: end + Double(millisecond) / 1000) - 1) <= Spring.tolerance)
        }
        #expect(abs(model.position(at: end - 0.001) - 1) > Spring.tolerance)
        #expect(abs(spring(1) - 1) == 0)
        #expect(try Easing.spring(mass: 1, stiffness: 100, damping: 20).settlingDuration! < settling)
    }

    @Test func namesRoundTrip() throws {
        for easing in try Self.samples {
            #expect(try Easing(parsing: easing.name) == easing, "\(easing.name)")
        }
        #expect(try Easing(parsing: " Ease-Out ") == .easeOut)
        #expect(try Easing(parsing: "cubic-bezier(0.25, 0.1, 0.25, 1)").name == "cubic-bezier(0.25,0.1,0.25,1)")
    }

    @Test(arguments: ["ease-sideways", "", "bounce", "ease-in-quadratic", "wobble(1)"])
    func unknownNamesListTheValidOnes(name: String) {
        #expect(throws: TallyError.unknownEasing(name, validNames: Easing.validNames)) {
            try Easing(parsing: name)
        }
    }

    @Test(arguments: [
        "cubic-bezier(2,0,1,1)", "cubic-bezier(0.1,0.2,0.3)", "cubic-bezier(a,0,1,1)", "cubic-bezier(nan,0,1,1)",
        "steps(0)", "steps(-2)", "steps(4,middle)", "steps(1,jump-none)", "steps()", "steps(2.5)",
        "spring(0,100,10)", "spring(1,100,0)", "spring(1,100)", "spring(1,100,10,inf)", "spring(1,0.0001,0.0001)",
    ])
    func malformedArgumentsAreTypedErrors(name: String) {
        #expect {
            try Easing(parsing: name)
        } throws: { error in
            guard case .malformedEasing = error as? TallyError else { return false }
            return "\(error)".contains(name)
        }
    }
}

/// Curves whose values would leave every safe range are refused when parsed
/// (`cubic-bezier(0.5,1e20,0.5,-1e20)` trapped converting a position to Int),
/// and every curve that is accepted, at the edge of the range, gives frames
/// of every component without a trap.
@Suite struct EasingRangeTests {
    @Test(arguments: [
        "cubic-bezier(0.5,1e20,0.5,-1e20)", "cubic-bezier(0.5,1e18,0.5,-1e18)", "cubic-bezier(0,1000.5,1,0)",
        "spring(1,100,10,1e15)", "spring(1,100,10,-1001)",
    ])
    func extremeCurvesAreRefused(name: String) {
        #expect(throws: TallyError.self) { try Easing(parsing: name) }
    }

    @Test(arguments: ["cubic-bezier(0.5,1000,0.5,-1000)", "cubic-bezier(0,-1000,1,1000)", "spring(1,100,1,1000)"])
    func theEdgeOfTheRangeDrawsEverywhere(name: String) throws {
        let easing = try Easing(parsing: name)
        for mode in [OdometerMode.roll, .classic, .carry] {
            var options = OdometerOptions()
            options.easing = easing
            options.mode = mode
            options.density = 1000
            let odometer = try Odometer(from: -999_999.99, to: 123_456_789.5, options: options)
            for step in 0...400 {
                let frame = odometer.frame(at: odometer.duration * (Double(step) / 400))
                #expect(frame.columns.allSatisfy { $0.offset.isFinite && $0.width.isFinite })
            }
        }
        var countdownOptions = Countdown.Options(start: 3)
        countdownOptions.scaleEasing = easing
        countdownOptions.opacityEasing = easing
        let countdown = try Countdown(options: countdownOptions)
        for step in 0...300 {
            #expect(countdown.frame(at: .milliseconds(step * 10)).scale.isFinite)
        }
        let counters = [
            try Counter(from: -9_000_000_000, to: 9_000_000_000, easing: easing),
            try Counter(from: FixedDecimal(Int64.min), to: FixedDecimal(Int64.max), easing: easing),
            try Counter(
                from: FixedDecimal("-9999999999999999999.999999999999999999"),
                to: FixedDecimal("9999999999999999999.999999999999999999"), easing: easing),
        ]
        for counter in counters {
            for step in 0...200 { #expect(!counter.frame(at: .milliseconds(step * 10)).text.isEmpty) }
        }
    }
}
