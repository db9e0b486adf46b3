import TallyCore
import TallyModels
import TallyTesting
import Testing

/// Issue 47, item 6: colour that follows the trend, on made-up instants.
@Suite struct TrendTintTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)
    let green = RGBColor(red: 0, green: 200, blue: 0)
    let red = RGBColor(red: 200, green: 0, blue: 0)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    @Test func theDirectionIsTheCurrentLegs() throws {
        var counter = try Counter(from: 0, to: 100, duration: .seconds(2))
        #expect(counter.trend(at: .seconds(1)) == .rising)
        try counter.count(to: 20, duration: .seconds(1), at: .seconds(1))
        #expect(counter.trend(at: .milliseconds(1500)) == .falling)
        #expect(counter.trend(at: .milliseconds(500)) == .rising)
        #expect(try Counter(from: 5, to: 5).trend(at: .zero) == .steady)
        #expect(TrendDirection(from: 1, to: 2) == .rising && TrendDirection(from: 2, to: 1) == .falling)
    }

    @Test func aRiseFlashesGreenFadingLinearlyOverTheDuration() {
        var tint = TrendTint<Instant>(TrendColors(rising: green, falling: red, fade: .seconds(1)))
        #expect(tint.shade(at: t0) == nil)
        tint.flash(.rising, at: t0)
        #expect(tint.shade(at: t0) == .init(color: green, strength: 1))
        #expect(tint.shade(at: at(250)) == .init(color: green, strength: 0.75))
        #expect(tint.shade(at: at(999))?.strength ?? 0 > 0)
        #expect(tint.shade(at: at(1000)) == nil)
        #expect(tint.end(after: at(500)) == at(1000) && tint.end(after: at(1000)) == nil)
    }

    @Test func aFallFlashesRedAndASteadyValueKeepsTheFlashUnderWay() {
        var tint = TrendTint<Instant>(TrendColors(rising: green, falling: red, fade: .seconds(2)))
        tint.flash(.rising, at: t0)
        tint.flash(.falling, at: at(500))
        #expect(tint.shade(at: at(1500)) == .init(color: red, strength: 0.5))
        tint.flash(.steady, at: at(1500))
        #expect(tint.shade(at: at(2000)) == .init(color: red, strength: 0.25))
    }

    @Test func withMotionReducedTheColourHoldsThenGoesAtOnce() {
        var tint = TrendTint<Instant>(TrendColors(rising: green, falling: red, fade: .seconds(1)))
        tint.reducesMotion = true
        tint.flash(.falling, at: t0)
        #expect(tint.shade(at: at(999)) == .init(color: red, strength: 1))
        #expect(tint.shade(at: at(1000)) == nil)
    }

    @Test func aShadeMixesOverTheTextsColourChannelByChannel() {
        let half = TrendTint<Instant>.Shade(color: .white, strength: 0.5)
        #expect(half.mixed(over: .black) == RGBColor(red: 128, green: 128, blue: 128))
        #expect(TrendTint<Instant>.Shade(color: green, strength: 2).strength == 1)
        #expect(TrendTint<Instant>.Shade(color: green, strength: .nan).mixed(over: red) == red)
    }

    @Test func aDriverWakesAtAnyMomentWhileItFadesAndAtTheEndWhileItIsHeld() {
        var tint = TrendTint<Instant>(TrendColors(rising: green, falling: red, fade: .seconds(1)))
        #expect(tint.nextChange(after: t0) == nil && tint.fadeEnd == nil)
        tint.flash(.rising, at: t0)
        #expect(tint.fadeEnd == at(1000))
        #expect(tint.nextChange(after: at(300)) == at(300))
        tint.reducesMotion = true
        #expect(tint.nextChange(after: at(300)) == at(1000))
        #expect(tint.nextChange(after: at(1000)) == nil && tint.fadeEnd == at(1000))
        #expect(tint.isFlashing)
        tint.endFlash(ifFadedBy: at(999))
        #expect(tint.isFlashing)
        tint.endFlash(ifFadedBy: at(1000))
        #expect(!tint.isFlashing && tint.fadeEnd == nil)
    }

    @Test func noFadeShowsNoColour() {
        var tint = TrendTint<Instant>(TrendColors(fade: .seconds(-1)))
        tint.flash(.rising, at: t0)
        #expect(tint.shade(at: t0) == nil && tint.end(after: t0) == nil)
    }
}
