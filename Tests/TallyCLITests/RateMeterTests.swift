import TallyCore
import TallyTerminal
import Testing

@testable import TallyCLI

/// `tally follow --rate`: the change per second at each arrival, as a
/// function of time; and where the full-screen view shows it.
@Suite struct RateMeterTests {
    @Test func eachArrivalStartsARateHeldUntilTheNext() throws {
        var meter = RateMeter(format: NumberFormat(fractionDigits: 0))
        meter.record(100, at: .zero, arrival: .zero)
        #expect(meter.rate(at: .seconds(1)) == nil, "one value has no rate")
        meter.record(250, at: .seconds(3), arrival: .seconds(3))
        #expect(meter.rate(at: .milliseconds(2999)) == nil)
        #expect(meter.rate(at: .seconds(3))?.perSecond == 50)
        #expect(meter.rate(at: .seconds(9))?.text == "+50.0/s")
        meter.record(240, at: .seconds(7), arrival: .seconds(7))
        #expect(meter.rate(at: .seconds(7))?.text == "-2.50/s", "small rates keep two digits")
        meter.record(999, at: .seconds(7), arrival: .seconds(7))
        #expect(meter.rate(at: .seconds(8))?.perSecond == -2.5, "a value at the same instant changes no rate")
        meter.record(5, at: .seconds(8), arrival: .seconds(6))
        #expect(meter.rate(at: .seconds(8))?.perSecond == -2.5, "a value from before the last is ignored")
        meter.forget(before: .seconds(7))
        #expect(meter.rate(at: .seconds(7))?.perSecond == -2.5, "forgetting keeps what can still be shown")
    }

    /// While playback is paused its clock stands still, but values keep
    /// arriving: the rate divides by the arrivals' own distance.
    @Test func theRateDividesByTheArrivalsDistanceNotTheTimelines() {
        var meter = RateMeter(format: NumberFormat(fractionDigits: 0))
        meter.record(0, at: .seconds(1), arrival: .seconds(1))
        meter.record(100, at: .seconds(2), arrival: .seconds(6))
        #expect(meter.rate(at: .seconds(2))?.perSecond == 20)
    }

    /// `tally follow --rate --bytes`: bytes per second as Foundation's
    /// `ByteCountFormatStyle` writes the bytes.
    @Test func byteRatesReadAsBytes() throws {
        var format = NumberFormat()
        format.style = .bytes()
        var meter = RateMeter(format: format)
        meter.record(0, at: .zero, arrival: .zero)
        meter.record(2_500_000, at: .seconds(2), arrival: .seconds(2))
        #expect(meter.rate(at: .seconds(2))?.text == "+1.2 MB/s")
        meter.record(0, at: .seconds(3), arrival: .seconds(3))
        #expect(meter.rate(at: .seconds(3))?.text == "-2.5 MB/s")
        meter.record(512, at: .seconds(4), arrival: .seconds(4))
        #expect(meter.rate(at: .seconds(4))?.text == "+512 bytes/s")
    }

    /// A percentage's rate keeps the digits the percentage shows: 0.0123
    /// a second is +1.23%/s, not +1.00%/s.
    @Test func percentRatesKeepTheirDigits() throws {
        var format = NumberFormat()
        format.style = .percent
        var meter = RateMeter(format: format)
        meter.record(0, at: .zero, arrival: .zero)
        meter.record(try FixedDecimal("0.0123"), at: .seconds(1), arrival: .seconds(1))
        #expect(meter.rate(at: .seconds(1))?.text == "+1.23%/s")
        var significant = NumberFormat()
        significant.significantDigits = 1...3
        var small = RateMeter(format: significant)
        small.record(0, at: .zero, arrival: .zero)
        small.record(try FixedDecimal("0.001"), at: .seconds(1), arrival: .seconds(1))
        #expect(small.rate(at: .seconds(1))?.text == "+0.001/s")
    }

    @Test func theRateTakesTheValuesFormat() throws {
        var format = NumberFormat(fractionDigits: 0)
        format.suffix = " B"
        var meter = RateMeter(format: format)
        meter.record(0, at: .zero, arrival: .zero)
        meter.record(2_500_000, at: .seconds(2), arrival: .seconds(2))
        #expect(meter.rate(at: .seconds(2))?.text == "+1,250,000 B/s")
    }

    @Test func theViewShowsTheRateAboveTheValue() {
        var buffer = CellBuffer(width: 40, height: 12)
        FollowView(inner: NumberView(text: "120", mode: .quadrant, height: nil), rate: "+40.0/s").draw(into: &buffer)
        #expect(buffer.lines[0].contains("+40.0/s"))
        var plain = CellBuffer(width: 40, height: 12)
        FollowView(inner: NumberView(text: "120", mode: .quadrant, height: nil), rate: nil).draw(into: &plain)
        var inner = CellBuffer(width: 40, height: 12)
        NumberView(text: "120", mode: .quadrant, height: nil).draw(into: &inner)
        #expect(plain == inner, "without --rate the view is the value's alone")
    }

    /// A rate beyond what a decimal holds is shown in three significant
    /// digits and a power of ten, not as "+0/s" (item 15 of the reliability
    /// issue), in the rate's own format (issue 46: not printf's "+2e+19").
    @Test func anOverflowingRateIsNeverZero() throws {
        var meter = RateMeter(format: NumberFormat())
        meter.record(0, at: .zero, arrival: .zero)
        let huge = try FixedDecimal("9999999999999999999")
        meter.record(huge, at: .milliseconds(500), arrival: .milliseconds(500))
        #expect(meter.rate(at: .seconds(1))?.text == "+2.00E19/s")
        meter.record(1, at: .seconds(1), arrival: .seconds(1))
        #expect(meter.rate(at: .seconds(1))?.text == "-2.00E19/s")
    }
}
