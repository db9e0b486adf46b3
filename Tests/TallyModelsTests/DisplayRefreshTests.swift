import TallyCore
import TallyModels
import TallyTesting
import Testing

/// What a UIKit view's display link does at each refresh, decided by the
/// models (`refresh(at:reducesMotion:…)`) and checked here against a naive
/// reference: the frames a display must draw are the model's pure
/// `frame(at:)` at each refresh, with repeats dropped; a run arrives once.
@Suite struct DisplayRefreshTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    /// Every 1/60 s for `milliseconds`, as a 60 Hz display refreshes.
    func refreshes(until milliseconds: Int) -> [Int] {
        (0...(milliseconds * 60 / 1000)).map { $0 * 1000 / 60 }
    }

    @Test func aCountDrawsEachChangedFrameOnceAndArrivesOnceAtItsEnd() {
        var model = CountingModel<Instant>()
        model.show(100, duration: .seconds(1), easing: .easeOut, at: t0)
        let reference = model  // frame(at:) is pure: the reference never refreshes
        var drawn: [String] = []
        var expected: [String] = []
        var arrivals: [Int] = []
        for milliseconds in refreshes(until: 1500) {
            let refresh = model.refresh(at: at(milliseconds), reducesMotion: false, format: nil, text: .plain)
            if let frame = refresh.frame { drawn.append(frame.text) }
            let text = reference.frame(at: at(milliseconds), format: nil, text: .plain).text
            if expected.last != text { expected.append(text) }
            if refresh.arrivals > 0 { arrivals.append(milliseconds) }
            #expect(refresh.isMoving == (milliseconds < 1000), "at \(milliseconds) ms")
        }
        #expect(drawn == expected)
        #expect(drawn.last == "100")
        #expect(arrivals == [1000], "the first refresh at or after the end reports the arrival, once")
    }

    @Test func reduceMotionTurnedOnMidCountShowsTheValueAtThatRefresh() {
        var model = CountingModel<Instant>()
        model.show(100, duration: .seconds(1), easing: .none, at: t0)
        _ = model.refresh(at: at(100), reducesMotion: false, format: nil, text: .plain)
        let refresh = model.refresh(at: at(300), reducesMotion: true, format: nil, text: .plain)
        #expect(
            refresh
                == DisplayRefresh(
                    frame: model.frame(at: at(300), format: nil, text: .plain), arrivals: 1, isMoving: false))
        #expect(refresh.frame?.text == "100")
        // Told again at every refresh, it changes nothing more.
        #expect(
            model.refresh(at: at(400), reducesMotion: true, format: nil, text: .plain)
                == DisplayRefresh(frame: nil, arrivals: 0, isMoving: false))
    }

    @Test func countsThatEndedUnseenAreEachReportedAtTheNextRefresh() {
        var model = CountingModel<Instant>()
        model.show(10, duration: .seconds(1), easing: .none, at: t0)
        // The view is off screen: no refresh until after a second count has ended too.
        model.show(20, duration: .seconds(1), easing: .none, at: at(2000))
        let refresh = model.refresh(at: at(5000), reducesMotion: false, format: nil, text: .plain)
        #expect(refresh.arrivals == 2)
        #expect(refresh.frame?.text == "20")
        #expect(!refresh.isMoving)
    }

    @Test func aRollDrawsEachChangedFrameOnceAndFollowsReduceMotion() throws {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        options.durationOffset = .zero
        var model = try RollingModel<Instant>(options: options)
        model.show(4321, at: t0)
        let reference = model
        var drawn: [OdometerFrame] = []
        var expected: [OdometerFrame] = []
        var arrivals = 0
        for milliseconds in refreshes(until: 1200) {
            let refresh = model.refresh(at: at(milliseconds), reducesMotion: false)
            if let frame = refresh.frame { drawn.append(frame) }
            let frame = reference.frame(at: at(milliseconds))
            if expected.last != frame { expected.append(frame) }
            arrivals += refresh.arrivals
        }
        #expect(drawn == expected)
        #expect(drawn.last?.text == "4,321")
        #expect(arrivals == 1)

        // A new value, then Reduce Motion mid-roll: the columns cross-fade in place from then on.
        model.show(5000, at: at(2000))
        _ = model.refresh(at: at(2100), reducesMotion: false)
        let reduced = model.refresh(at: at(2200), reducesMotion: true)
        #expect(model.options.reducedMotion)
        #expect(reduced.isMoving)
        let settled = model.refresh(at: at(4000), reducesMotion: true)
        #expect(settled.frame?.text == "5,000")
        #expect(settled.arrivals == 1 && !settled.isMoving)
    }

    @Test func aCountdownRefreshTellsWhatAdvanceTellsAndFollowsReduceMotion() throws {
        var gate = CountdownGate()
        var model = CountdownModel<Instant>()
        var reference = CountdownModel<Instant>()
        var referenceGate = CountdownGate()
        let countdown = try Countdown(options: .init(start: 3, endTitle: "Go!"))
        _ = try model.begin(countdown, in: &gate, at: t0)
        _ = try reference.begin(countdown, in: &referenceGate, at: t0)
        var events: [CountdownEvent] = []
        for milliseconds in refreshes(until: 4500) {
            let refresh = model.refresh(at: at(milliseconds), reducesMotion: false, in: &gate)
            #expect(refresh.frame == reference.frame(at: at(milliseconds)))
            #expect(refresh.events == reference.advance(to: at(milliseconds), in: &referenceGate))
            #expect(refresh.isShowing == model.isShowing)
            events += refresh.events
        }
        #expect(events == [.step(2), .step(1), .step(0), .finished])
        #expect(gate.running == nil)

        _ = try model.begin(countdown, in: &gate, at: at(10_000))
        let zooming = try #require(model.refresh(at: at(10_100), reducesMotion: false, in: &gate).frame)
        #expect(zooming.scale > 1)
        let still = try #require(model.refresh(at: at(10_200), reducesMotion: true, in: &gate).frame)
        #expect(still.scale == 1, "Reduce Motion turned on mid-countdown stops the zoom at once")
        #expect(model.reducesMotion)
    }

    @Test func aTimerDrawsEachSecondOnceAndEndsOnce() throws {
        var timer = try TimerModel<Instant>(duration: .seconds(3))
        timer.start(at: t0)
        let reference = timer
        var drawn: [String] = []
        var expected: [String] = []
        var arrivals: [Int] = []
        for milliseconds in refreshes(until: 4000) {
            let refresh = timer.refresh(at: at(milliseconds))
            if let frame = refresh.frame { drawn.append(frame.text) }
            let text = reference.frame(at: at(milliseconds)).text
            if expected.last != text { expected.append(text) }
            if refresh.arrivals > 0 { arrivals.append(milliseconds) }
            #expect(refresh.isMoving == (milliseconds < 3000), "at \(milliseconds) ms")
        }
        #expect(drawn == expected)
        #expect(drawn.count == 4, "3, 2, 1 and 0 seconds left")
        #expect(arrivals == [3000])
    }

    @Test func aStopwatchDrawsEachHundredthOnceAndHoldsWhenPaused() {
        var watch = StopwatchModel<Instant>()
        watch.start(at: t0)
        var drawn: [String] = []
        for milliseconds in stride(from: 0, through: 1000, by: 4) {
            let refresh = watch.refresh(at: at(milliseconds))
            if let frame = refresh.frame { drawn.append(frame.text) }
            #expect(refresh.arrivals == 0 && refresh.isMoving)
        }
        #expect(drawn.count == 101, "each hundredth once, from 0:00.00 to 0:01.00")
        #expect(Set(drawn).count == drawn.count)
        watch.pause(at: at(1000))
        #expect(watch.refresh(at: at(2000)) == DisplayRefresh(frame: nil, arrivals: 0, isMoving: false))
    }
}
