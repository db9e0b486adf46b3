import TallyCore
import Testing

/// The control points an easing publishes draw the easing itself: sampled
/// against an independent Bézier evaluation (bisection on x), they agree.
@Suite struct EasingControlPointsTests {
    /// The slow, sure bisection reference of the cubic-bezier tests.
    func reference(_ points: Easing.ControlPoints, at x: Double) -> Double {
        EasingTests.bisectionReference(points.x1, points.y1, points.x2, points.y2, x)
    }

    @Test func everyNamedEasingWithPointsDrawsItself() throws {
        var withPoints = 0
        for name in Easing.validNames.filter({ !$0.contains("(") }) + [
            "cubic-bezier(0.25,0.1,0.25,1)", "cubic-bezier(0.68,-0.6,0.32,1.6)",
        ] {
            let easing = try Easing(parsing: name)
            guard let points = easing.controlPoints else { continue }
            withPoints += 1
            #expect((0...1).contains(points.x1) && (0...1).contains(points.x2))
            for step in 0...200 {
                let x = Double(step) / 200
                #expect(abs(reference(points, at: x) - easing(x)) < 1e-9, "\(name) at \(x)")
            }
        }
        #expect(withPoints >= 8)
    }

    @Test func curvesWithoutABezierSayNil() throws {
        #expect(Easing(.bounce, .out).controlPoints == nil)
        #expect(try Easing.steps(4).controlPoints == nil)
        #expect(try Easing(parsing: "spring(1,100,10)").controlPoints == nil)
        #expect(Easing.linear.controlPoints == Easing.ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1))
        #expect(try Easing.cubicBezier(0.42, 0, 0.58, 1).controlPoints == .init(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    }
}
