import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// A frame takes short cuts: a column whose track has ended is copied from
/// the leg. Each must give the column the general path gives, to the bit.
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
}
