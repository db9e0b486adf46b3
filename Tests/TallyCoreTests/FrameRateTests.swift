import Testing

@testable import TallyCore

/// A frame rate is checked once, where it is made.
@Suite struct FrameRateTests {
    @Test(arguments: [0.001, 1, 35, 60, 1000])
    func ratesInTheRangeAreKept(value: Double) throws {
        let rate = try FrameRate(value)
        #expect(rate.framesPerSecond == value)
        #expect(rate.intervalNanoseconds == Int64((1e9 / value).rounded()))
    }

    @Test(arguments: [0, -1, 0.0009, 1000.5, .infinity, -.infinity, .nan])
    func ratesOutsideAreRefused(value: Double) {
        #expect(throws: TallyError.self) { try FrameRate(value) }
    }

    /// A literal and a checked rate make the same driver; the throwing
    /// initializer of the driver checks through FrameRate.
    @Test func literalsAndDrivers() async throws {
        let literal: FrameRate = 30
        let checked = try FrameRate(Double(30))
        #expect(literal == checked)
        let counter = try Counter(from: 0, to: 1, duration: .seconds(1))
        #expect(Driver(counter, rate: literal).framesPerSecond == 30)
        #expect(throws: TallyError.self) { try Driver(counter, clock: ContinuousClock(), framesPerSecond: 0) }
        #expect(throws: TallyError.self) { try CountdownPresenter(framesPerSecond: 5000) }
    }
}
