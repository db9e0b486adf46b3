import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// A frame takes short cuts: a column whose track has ended is copied from
/// the leg, a column rolling along the digits is drawn in fewer steps. Each
/// must give the column the general path gives, to the bit.
@Suite struct OdometerFastPathTests {
    /// Whether two columns are the same to the bit.
    static func identical(_ a: OdometerColumn, _ b: OdometerColumn) -> Bool {
        a.id == b.id && a.faces == b.faces && a.direction == b.direction
            && a.offset.bitPattern == b.offset.bitPattern && a.opacity.bitPattern == b.opacity.bitPattern
            && a.width.bitPattern == b.width.bitPattern && a.blur.bitPattern == b.blur.bitPattern
    }

    static let easings: [Easing] = [
        OdometerOptions().easing, .easeOut, .linear, Easing(.back, .out), Easing(.elastic, .inOut),
        Easing.cubicBezierUnchecked(0.25, 0.1, 0.25, 1), Easing.cubicBezierUnchecked(0.9, -0.5, 0.1, 1.6),
        Easing.cubicBezierUnchecked(1, 0, 0, 1), Easing(kind: .steps(4, .jumpEnd)),
    ]

    /// Random rolls (signs crossing zero, fractions, padding, every mode
    /// and direction, several easings, a new target and new options
    /// mid-roll), each frame against every column drawn the general way
    /// (``Odometer/columns(of:at:)``) at random instants and at the instants
    /// the columns stop.
    @Test func framesAreTheGeneralPathsColumns() throws {
        var generator = SplitMix64(seed: 29)
        var kept = OdometerFrame()
        var compared = 0
        for round in 0..<240 {
            var options = OdometerOptions()
            options.duration = .milliseconds(200 + Int(generator.next() % 2000))
            options.durationOffset = .milliseconds(Int(generator.next() % 300))
            options.mode = [.roll, .roll, .classic][Int(generator.next() % 3)]
            options.direction = [.trend, .up, .down, .shortest][Int(generator.next() % 4)]
            options.easing = Self.easings[round % Self.easings.count]
            options.reducedMotion = generator.next() % 6 == 0
            options.minimumLength = Int(generator.next() % 8)
            options.padding = generator.next() % 2 == 0 ? .zero : .space
            var odometer = try Odometer(
                from: OdometerTests.randomValue(&generator), to: OdometerTests.randomValue(&generator),
                options: options)
            if generator.next() % 2 == 0 {
                odometer.roll(to: try OdometerTests.randomValue(&generator), at: .milliseconds(150))
            }
            if generator.next() % 4 == 0 {
                var faster = options
                faster.duration = .milliseconds(300)
                faster.easing = Self.easings[Int(generator.next() % UInt64(Self.easings.count))]
                try odometer.apply(faster, at: .milliseconds(100))
            }
            var instants = (0..<40).map { _ in
                Duration.nanoseconds(Int64(generator.next() % UInt64(odometer.duration.inSeconds * 1.2e9 + 1)))
            }
            instants += (odometer.motions ?? []).flatMap { [$0.end, $0.end - .nanoseconds(1)] }
            for elapsed in instants {
                odometer.frame(at: elapsed, into: &kept)
                let leg = odometer.leg(at: elapsed)
                let reference = odometer.drawer(for: leg).columns(of: leg, at: elapsed).map(\.1.column)
                    .filter { $0.width > 0 }
                #expect(kept.columns.count == reference.count)
                for (column, expected) in zip(kept.columns, reference) {
                    #expect(Self.identical(column, expected), "\(column) at \(elapsed), expected \(expected)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }

    /// A prepared easing gives what the easing gives, at random progress in
    /// and beyond 0...1 and at its ends: to the bit, but for a cubic-bezier,
    /// whose parameter is solved from the table's first guess instead of
    /// from x, to the solver's tolerance.
    @Test func aPreparedEasingIsTheEasing() {
        var generator = SplitMix64(seed: 31)
        for easing in Self.easings {
            let prepared = easing.prepared
            let ends = [-1, -0.0, 0, 1e-300, 0.5, 1 - 1e-16, 1, 2]
            for u in ends + (0..<2000).map({ _ in Double(generator.next() % 1_200_001) / 1_000_000 - 0.1 }) {
                if case .cubicBezier = easing.kind {
                    #expect(abs(prepared(u) - easing(u)) < 1e-11, "\(easing) at \(u)")
                } else {
                    #expect(prepared(u).bitPattern == easing(u).bitPattern, "\(easing) at \(u)")
                }
            }
        }
    }

    /// The solver's coefficients, worked out once, give the curve the
    /// textbook formulas give, to the bit: the same Newton steps from the
    /// same start, and bisection where they fail. From the table's first
    /// guesses, it gives it to the solver's tolerance.
    @Test func theSolverIsTheTextbookCurve() {
        var generator = SplitMix64(seed: 37)
        for _ in 0..<200 {
            let x1 = Double(generator.next() % 1001) / 1000
            let x2 = Double(generator.next() % 1001) / 1000
            let y1 = Double(generator.next() % 4001) / 1000 - 2
            let y2 = Double(generator.next() % 4001) / 1000 - 2
            let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            let tabulated = CubicBezier.Solver(curve, tabulated: true)
            for _ in 0..<50 {
                let x = Double(generator.next() % 1_000_001) / 1_000_000
                let y = Self.textbook(x, x1, y1, x2, y2)
                #expect(curve.value(at: x).bitPattern == y.bitPattern)
                #expect(abs(tabulated.value(at: x) - y) < 1e-11, "\(curve) at \(x)")
            }
        }
    }

    /// y at x for the curve, as the solver stood before its coefficients
    /// were worked out once.
    static func textbook(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            ((1 + 3 * a - 3 * b) * s + (3 * b - 6 * a)) * s * s + 3 * a * s
        }
        func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 + 3 * a - 3 * b) * s * s + 2 * (3 * b - 6 * a) * s + 3 * a
        }
        func parameter() -> Double {
            var s = x
            for _ in 0..<8 {
                let error = coordinate(s, x1, x2) - x
                let slope = derivative(s, x1, x2)
                if slope < 1e-3 { break }
                if abs(error) < 1e-13 { return s }
                let step = error / slope
                s -= step
                if !(0...1).contains(s) { break }
                if abs(step) < 1e-7 { return s }
            }
            var low = 0.0
            var high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
            }
            return (low + high) / 2
        }
        return coordinate(parameter(), y1, y2)
    }
}
