import TallyCore
import TallyModels
import TallyTesting
import Testing

/// CountingText's and CountingLabel's behaviour (ACLabelCounting), on made-up instants.
@Suite struct CountingModelTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    @Test func theFirstValueCountsFromTheStartAndArrivesOnce() {
        var model = CountingModel<Instant>()
        model.show(100, duration: .seconds(1), easing: .none, at: t0)
        #expect(model.frame(at: t0, format: nil, text: .plain).text == "0")
        #expect(model.frame(at: at(500), format: nil, text: .plain).text == "50")
        #expect(model.isMoving)
        do {
            let result = model.arrive(at: at(999))
            #expect(!result)
        }
        do {
            let result = model.arrive(at: at(1000))
            #expect(result)
        }
        do {
            let result = model.arrive(at: at(1500))
            #expect(!result, "an arrival is reported once")
        }
        #expect(!model.isMoving)
        #expect(model.frame(at: at(5000), format: nil, text: .plain).text == "100")
    }

    @Test func theSameValueAgainChangesNothing() {
        var model = CountingModel<Instant>()
        model.show(100, duration: .seconds(1), easing: .none, at: t0)
        model.show(100, duration: .seconds(1), easing: .none, at: at(400))
        #expect(model.frame(at: at(500), format: nil, text: .plain).text == "50")
        do {
            let result = model.arrive(at: at(1000))
            #expect(result)
        }
    }

    @Test func aNewValueMidCountIsContinuousInValueAndSpeedAndOnlyItsArrivalIsReported() {
        var model = CountingModel<Instant>()
        model.show(1000, duration: .seconds(2), easing: .easeOut, at: t0)
        func value(_ milliseconds: Int) -> Double { Double(model.value(at: at(milliseconds)).description)! }
        let before = value(700)
        let speedBefore = value(700) - value(690)
        model.show(-500, duration: .seconds(1), easing: .easeOut, at: at(700))
        #expect(value(700) == before, "no jump in value")
        let speedAfter = value(710) - value(700)
        // The same speed, to within a unit over 10 ms (values are whole numbers).
        #expect(abs(speedAfter - speedBefore) <= 1)
        do {
            let result = model.arrive(at: at(1500))
            #expect(!result)
        }
        do {
            let result = model.arrive(at: at(1699))
            #expect(!result)
        }
        do {
            let result = model.arrive(at: at(1700))
            #expect(result)
        }
        do {
            let result = model.arrive(at: at(2000))
            #expect(!result, "the interrupted count never reports")
        }
        #expect(model.frame(at: at(2000), format: nil, text: .plain).text == "-500")
    }

    @Test func formatAndTextGivenByTheParentReachTheNextFrame() {
        var model = CountingModel<Instant>()
        model.show(1234.5, duration: .seconds(1), easing: .none, at: t0)
        #expect(model.frame(at: at(1000), format: nil, text: .plain).text == "1,234.5")
        var euros = NumberFormat(fractionDigits: 2, suffix: " €")
        euros.groupSeparator = "."
        euros.decimalMark = ","
        #expect(model.frame(at: at(1000), format: euros, text: .plain).text == "1.234,50 €")
        #expect(model.frame(at: at(1000), format: nil, text: .formatted { "[\($0)]" }).text == "[1,234.5]")
        #expect(model.accessibilityText(format: euros, text: .formatted { "≈\($0)" }) == "≈1.234,50 €")
    }

    @Test func voiceOverReadsTheTargetWhileTheDigitsMove() {
        var model = CountingModel<Instant>()
        model.show(1234.56, duration: .seconds(2), easing: .easeOut, at: t0)
        #expect(model.frame(at: at(300), format: nil, text: .plain).text != "1,234.56")
        #expect(model.accessibilityText(format: nil, text: .plain) == "1,234.56")
        model.show(7, duration: .seconds(2), easing: .easeOut, at: at(300))
        #expect(model.accessibilityText(format: nil, text: .plain) == "7.00")
    }

    @Test func reducedMotionShowsEachValueAtOnceAndReportsItsArrival() {
        var model = CountingModel<Instant>()
        model.reduceMotion(true, at: t0)
        model.show(100, duration: .seconds(1), easing: .none, at: t0)
        #expect(model.frame(at: t0, format: nil, text: .plain).text == "100")
        do {
            let result = model.arrive(at: t0)
            #expect(result)
        }
        model.show(5, duration: .seconds(1), easing: .none, at: at(10))
        #expect(model.frame(at: at(10), format: nil, text: .plain).text == "5")
        do {
            let result = model.arrive(at: at(10))
            #expect(result)
        }
        // Turned on mid-count, the count shows its target from then on.
        var moving = CountingModel<Instant>()
        moving.show(100, duration: .seconds(1), easing: .none, at: t0)
        #expect(moving.frame(at: at(300), format: nil, text: .plain).text == "30")
        moving.reduceMotion(true, at: at(300))
        #expect(moving.frame(at: at(300), format: nil, text: .plain).text == "100")
        do {
            let result = moving.arrive(at: at(300))
            #expect(result)
        }
    }

    @Test func theLabelsOperationsPauseResumeStopReset() {
        var model = CountingModel<Instant>()
        model.count(from: 0, to: 100, duration: .seconds(1), easing: .none, at: t0)
        model.pause(at: at(400))
        #expect(model.isPaused)
        #expect(model.frame(at: at(900), format: nil, text: .plain).text == "40")
        do {
            let result = model.arrive(at: at(5000))
            #expect(!result, "paused, it does not arrive")
        }
        model.resume(at: at(1000))
        #expect(model.frame(at: at(1300), format: nil, text: .plain).text == "70")
        do {
            let result = model.stop(at: at(1300))
            #expect(result)
        }
        do {
            let result = model.stop(at: at(1400))
            #expect(!result, "a stopped count stops once")
        }
        #expect(model.frame(at: at(9000), format: nil, text: .plain).text == "70")
        model.reset()
        #expect(model.frame(at: at(9000), format: nil, text: .plain).text == "0")
        model.start(at: at(10_000))
        #expect(model.frame(at: at(10_500), format: nil, text: .plain).text == "50")
        do {
            let result = model.arrive(at: at(11_000))
            #expect(result)
        }
    }

    @Test func countToGoesOnFromTheValueShown() {
        var model = CountingModel<Instant>(showing: 10)
        model.count(to: 20, duration: .seconds(1), at: t0)
        #expect(model.frame(at: t0, format: nil, text: .plain).text == "10")
        #expect(model.frame(at: at(500), format: nil, text: .plain).text == "15")
        do {
            let result = model.arrive(at: at(1000))
            #expect(result)
        }
        model.count(to: 0, duration: .seconds(1), at: at(2000))
        #expect(model.frame(at: at(2000), format: nil, text: .plain).text == "20")
        do {
            let result = model.arrive(at: at(3000))
            #expect(result)
        }
    }

    @Test func nextFrameTellsFramesApart() {
        var model = CountingModel<Instant>()
        model.show(10, duration: .seconds(1), easing: .none, at: t0)
        do {
            let result = model.nextFrame(at: t0, format: nil, text: .plain)
            #expect(result?.text == "0")
        }
        do {
            let result = model.nextFrame(at: at(10), format: nil, text: .plain)
            #expect(result == nil)
        }
        do {
            let result = model.nextFrame(at: at(100), format: nil, text: .plain)
            #expect(result?.text == "1")
        }
    }

    /// The arrivals `arrive(at:)` reports at `now`, called until it says no
    /// (at most a thousand times, so that a model that always says yes fails).
    func arrivals(_ model: inout CountingModel<Instant>, at now: Instant) -> Int {
        var count = 0
        while count < 1_000, model.arrive(at: now) { count += 1 }
        return count
    }

    @Test func aCountThatEndedUnseenBeforeANewValueIsStillReportedOnce() {
        var model = CountingModel<Instant>()
        model.count(from: 0, to: 10, duration: .seconds(1), easing: .none, at: t0)
        // Nobody asked between the end (1 s) and the new value (an off-screen view).
        model.count(to: 20, duration: .seconds(1), at: at(1500))
        #expect(model.frame(at: at(1500), format: nil, text: .plain).text == "10")
        #expect(model.hasArrived(at: at(1500)))
        #expect(arrivals(&model, at: at(1500)) == 1, "the first count arrived")
        #expect(model.isMoving)
        #expect(arrivals(&model, at: at(2499)) == 0)
        #expect(arrivals(&model, at: at(2500)) == 1, "then the second")
        #expect(arrivals(&model, at: at(9000)) == 0)
        #expect(model.frame(at: at(9000), format: nil, text: .plain).text == "20")
    }

    @Test func everyUnseenEndIsReportedOnceAndAnInterruptedCountNever() {
        var model = CountingModel<Instant>()
        model.count(from: 0, to: 10, duration: .seconds(1), easing: .none, at: t0)
        model.count(to: 20, duration: .seconds(1), at: at(1500))  // ends at 2.5 s, unseen
        model.count(to: 30, duration: .seconds(1), at: at(3000))  // cut short at 3.5 s
        model.count(to: 40, duration: .zero, at: at(3500))  // arrives at once
        #expect(arrivals(&model, at: at(3500)) == 3, "10, 20 and 40; never 30")
        #expect(arrivals(&model, at: at(9000)) == 0)
        #expect(model.frame(at: at(9000), format: nil, text: .plain).text == "40")
    }

    @Test func aNewCountFromStartAfterAnUnseenEndReportsTheEnd() {
        var model = CountingModel<Instant>()
        model.count(from: 0, to: 10, duration: .seconds(1), easing: .none, at: t0)
        model.count(from: 5, to: 6, duration: .seconds(1), easing: .none, at: at(2000))
        #expect(arrivals(&model, at: at(2000)) == 1)
        #expect(arrivals(&model, at: at(3000)) == 1)
        // One cut short is not reported.
        model.count(from: 0, to: 10, duration: .seconds(1), easing: .none, at: at(4000))
        model.count(from: 0, to: 10, duration: .seconds(1), easing: .none, at: at(4500))
        #expect(arrivals(&model, at: at(4500)) == 0)
    }

    @Test func stoppingACountThatHadArrivedUnseenReportsItsArrivalNotAStop() {
        var model = CountingModel<Instant>()
        model.count(from: 0, to: 10, duration: .seconds(1), easing: .none, at: t0)
        do {
            let stopped = model.stop(at: at(1500))
            #expect(!stopped, "it was no longer under way")
        }
        #expect(arrivals(&model, at: at(1500)) == 1)
        #expect(model.frame(at: at(1500), format: nil, text: .plain).text == "10")
        #expect(!model.isMoving)
    }

    @Test func reducedMotionReportsEveryValueOnceEvenUnseen() {
        var model = CountingModel<Instant>()
        model.reduceMotion(true, at: t0)
        model.count(from: 0, to: 10, duration: .seconds(1), easing: .none, at: t0)
        model.count(to: 20, duration: .seconds(1), at: at(10))
        #expect(arrivals(&model, at: at(10)) == 2)
        #expect(arrivals(&model, at: at(20)) == 0)
        #expect(model.frame(at: at(20), format: nil, text: .plain).text == "20")
    }

    @Test func theArticlesExample() {
        // snippet: models-counting
        let t0 = ManualClock.Instant(offset: .zero)
        var model = CountingModel<ManualClock.Instant>()
        model.show(100, duration: .seconds(1), easing: .none, at: t0)  // CountingText appearing with 100
        #expect(model.frame(at: t0.advanced(by: .milliseconds(500)), format: nil, text: .plain).text == "50")
        model.show(40, duration: .seconds(1), easing: .none, at: t0.advanced(by: .milliseconds(500)))
        #expect(model.accessibilityText(format: nil, text: .plain) == "40")  // what VoiceOver reads
        let arrived = model.arrive(at: t0.advanced(by: .milliseconds(1500)))
        #expect(arrived)
        // end-snippet
    }
}
