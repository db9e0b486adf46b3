import TallyCore
import TallyModels
import TallyTesting
import Testing

/// Issue 47, item 6, in the views' models: each new leg flashes the trend
/// colour, and a display keeps refreshing while it fades, also after the
/// count has arrived. Checked on a manual clock against a naive reference:
/// the strength falls linearly from 1 at the leg's start to 0 at
/// start + fade, and frames keep coming until the later of the arrival and
/// the fade's end.
@Suite struct TrendRefreshTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)
    let green = RGBColor(red: 0, green: 200, blue: 0)
    let red = RGBColor(red: 200, green: 0, blue: 0)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    /// Every 1/60 s from `start` for `milliseconds`, as a 60 Hz display refreshes.
    func refreshes(from start: Int = 0, until end: Int) -> [Int] {
        (0...((end - start) * 60 / 1000)).map { start + $0 * 1000 / 60 }
    }

    /// The naive reference: the strength of a flash that began at `start`
    /// and fades over `fade` milliseconds, at `now`; nil once it has gone.
    func strength(flashedAt start: Int, fade: Int, at now: Int) -> Double? {
        now >= start && now < start + fade ? 1 - Double(now - start) / Double(fade) : nil
    }

    @Test func aCountKeepsRefreshingWhileItsColourFadesPastTheArrival() {
        var model = CountingModel<Instant>(showing: 10)
        model.trendColors = TrendColors(rising: green, falling: red, fade: .seconds(2))
        model.show(20, duration: .seconds(1), easing: .none, at: t0)
        var arrivals: [Int] = []
        for milliseconds in refreshes(until: 2500) {
            let refresh = model.refresh(at: at(milliseconds), reducesMotion: false, format: nil, text: .plain)
            if refresh.arrivals > 0 { arrivals.append(milliseconds) }
            let expected = strength(flashedAt: 0, fade: 2000, at: milliseconds)
            let shade = model.tint.shade(at: at(milliseconds))
            #expect(shade?.color == expected.map { _ in green }, "at \(milliseconds) ms")
            #expect(abs((shade?.strength ?? -1) - (expected ?? -1)) < 1e-9, "at \(milliseconds) ms")
            #expect(refresh.isMoving == (milliseconds < 2000), "at \(milliseconds) ms")
            #expect(model.tint.isFlashing == (milliseconds < 2000), "at \(milliseconds) ms")
        }
        #expect(arrivals == [1000])
        #expect(model.frame(at: at(2500), format: nil, text: .plain).text == "20")
    }

    @Test func aFallMidCountFlashesRedFromThatInstantAndSteadyValuesFlashNothing() {
        var model = CountingModel<Instant>(showing: 10)
        model.trendColors = TrendColors(rising: green, falling: red, fade: .seconds(1))
        model.show(20, duration: .seconds(1), easing: .none, at: t0)
        model.show(12, duration: .seconds(1), easing: .none, at: at(500))  // from 15, down
        #expect(model.tint.shade(at: at(750)) == .init(color: red, strength: 0.75))
        model.show(12, duration: .seconds(1), easing: .none, at: at(1000))  // the same value: nothing
        #expect(model.tint.shade(at: at(1250)) == .init(color: red, strength: 0.25))
        // The fade ends at 1.5 s, a millisecond before the date the arrival is drawn at.
        #expect(model.nextChange(after: at(1000)) == at(1500))
        #expect(model.nextChange(after: at(1500)) == nil)
    }

    @Test func withMotionReducedTheColourHoldsThenGoesAtOnce() {
        var model = CountingModel<Instant>(showing: 10)
        model.trendColors = TrendColors(rising: green, falling: red, fade: .seconds(1))
        _ = model.refresh(at: t0, reducesMotion: true, format: nil, text: .plain)
        model.show(5, duration: .seconds(1), easing: .none, at: t0)
        for milliseconds in refreshes(until: 1200) {
            let refresh = model.refresh(at: at(milliseconds), reducesMotion: true, format: nil, text: .plain)
            let shown = milliseconds < 1000 ? TrendTint<Instant>.Shade(color: red, strength: 1) : nil
            #expect(model.tint.shade(at: at(milliseconds)) == shown, "at \(milliseconds) ms")
            #expect(refresh.isMoving == (milliseconds < 1000), "at \(milliseconds) ms")
        }
    }

    @Test func withoutTrendColorsNothingFlashesAndNilEndsAFlash() {
        var model = CountingModel<Instant>(showing: 10)
        model.show(20, duration: .seconds(1), easing: .none, at: t0)
        #expect(model.tint.shade(at: t0) == nil && !model.tint.isFlashing)
        #expect(model.refresh(at: at(1000), reducesMotion: false, format: nil, text: .plain).isMoving == false)
        model.trendColors = TrendColors(fade: .seconds(5))
        model.show(30, duration: .seconds(1), easing: .none, at: at(1000))
        #expect(model.tint.isFlashing)
        model.trendColors = TrendColors(rising: green, falling: red, fade: .seconds(5))  // keeps the flash
        #expect(model.tint.shade(at: at(1000)) == .init(color: TrendColors().rising, strength: 1))
        model.trendColors = nil
        #expect(model.tint.shade(at: at(1000)) == nil && !model.tint.isFlashing)
    }

    @Test func aRollFlashesByItsNewValueAgainstTheLastAndKeepsRefreshingWhileItFades() throws {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        options.durationOffset = .zero
        var model = try RollingModel<Instant>(showing: 999, options: options)
        model.trendColors = TrendColors(rising: green, falling: red, fade: .milliseconds(1500))
        model.show(1000, at: t0)
        #expect(model.tint.shade(at: t0) == .init(color: green, strength: 1))
        for milliseconds in refreshes(until: 1700) {
            let refresh = model.refresh(at: at(milliseconds), reducesMotion: false)
            let expected = strength(flashedAt: 0, fade: 1500, at: milliseconds)
            #expect(abs((model.tint.shade(at: at(milliseconds))?.strength ?? -1) - (expected ?? -1)) < 1e-9)
            #expect(refresh.isMoving == (milliseconds < 1500), "at \(milliseconds) ms")
        }
        model.show(5, at: at(2000))
        #expect(model.tint.shade(at: at(2000))?.color == red)
        #expect(model.nextChange(after: at(2000)) == at(3000).advanced(by: .milliseconds(1)))
        model.reduceMotion(true, at: at(2750))
        #expect(model.tint.shade(at: at(3000)) == .init(color: red, strength: 1))
        #expect(model.tint.shade(at: at(3500)) == nil)
    }

    @Test func aShadeMixesOverComponentsWithAlphaAsANaiveBlend() {
        let levels: [UInt8] = [0, 1, 64, 128, 200, 254, 255]
        let units: [Double] = [0, 0.2, 0.5, 0.9, 1]
        for level in levels {
            let color = RGBColor(red: level, green: 255 - level, blue: level / 2)
            for tenth in 0...10 {
                let strength = Double(tenth) / 10
                for unit in units {
                    let base = (red: unit, green: 1 - unit, blue: unit / 3, alpha: 1 - unit / 2)
                    let mixed = TrendTint<Instant>.Shade(color: color, strength: strength).mixed(over: base)
                    // Naive: (1 - s) × base + s × tint, the tint opaque.
                    func naive(_ from: Double, _ to: Double) -> Double { (1 - strength) * from + strength * to }
                    #expect(abs(mixed.red - naive(base.red, Double(color.red) / 255)) < 1e-12)
                    #expect(abs(mixed.green - naive(base.green, Double(color.green) / 255)) < 1e-12)
                    #expect(abs(mixed.blue - naive(base.blue, Double(color.blue) / 255)) < 1e-12)
                    #expect(abs(mixed.alpha - naive(base.alpha, 1)) < 1e-12)
                }
            }
        }
    }

    @Test func anOverlayColoursTheRunsWithoutAColourOfTheirOwnAndDropsBackgrounds() {
        let shade = TrendTint<Instant>.Shade(color: green, strength: 0.5)
        let price =
            StyledText("12.50", style: TextStyle(background: .black, isBold: true))
            + StyledText(" USD", style: TextStyle(foreground: .lightGray))
        let overlay = shade.overlay(on: price)
        #expect(overlay.plainText == price.plainText)
        #expect(
            overlay.runs.map(\.style) == [
                TextStyle(foreground: green, isBold: true), TextStyle(foreground: .lightGray),
            ])
    }
}
