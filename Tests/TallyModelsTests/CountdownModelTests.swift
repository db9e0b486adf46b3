import TallyCore
import TallyModels
import TallyTesting
import Testing

/// The `.countdown` modifier's and CountdownLabel's behaviour (GGCountDownLabel), on made-up instants.
@Suite struct CountdownModelTests {
    typealias Instant = ManualClock.Instant
    let t0 = Instant(offset: .zero)

    func at(_ milliseconds: Int) -> Instant { t0.advanced(by: .milliseconds(milliseconds)) }

    @Test func threeTwoOneGoZoomingAndFadingThenFinishedOnce() throws {
        var gate = CountdownGate()
        var model = CountdownModel<Instant>()
        let began = try model.begin(try Countdown(options: .init(start: 3, endTitle: "Go!")), in: &gate, at: t0)
        #expect(began == [.began, .step(3)])
        let first = try #require(model.frame(at: t0))
        #expect(first.text == "3" && first.scale == 15 && first.opacity == 0)
        let settled = try #require(model.frame(at: at(999)))
        #expect(settled.scale < 1.01 && settled.opacity > 0.99)
        var events: [CountdownEvent] = []
        for milliseconds in stride(from: 0, through: 5000, by: 250) {
            events += model.advance(to: at(milliseconds), in: &gate)
        }
        #expect(events == [.step(2), .step(1), .step(0), .finished])
        #expect(!model.isShowing && gate.running == nil)
        #expect(model.advance(to: at(6000), in: &gate).isEmpty)
    }

    @Test func stepsSkippedByASleepingDisplayAreStillToldInOrder() throws {
        var gate = CountdownGate()
        var model = CountdownModel<Instant>()
        _ = try model.begin(try Countdown(options: .init(start: 5)), in: &gate, at: t0)
        #expect(model.advance(to: at(3500), in: &gate) == [.step(4), .step(3), .step(2)])
        #expect(model.advance(to: at(9000), in: &gate) == [.step(1), .finished])
    }

    @Test func aSecondCountdownIsRefusedWhileOneShows() throws {
        var gate = CountdownGate()
        var first = CountdownModel<Instant>()
        var second = CountdownModel<Instant>()
        _ = try first.begin(try Countdown(), in: &gate, at: t0)
        #expect(throws: CountdownRefusal.alreadyRunning) { try second.begin(try Countdown(), in: &gate, at: at(100)) }
        #expect(throws: CountdownRefusal.alreadyRunning) { try first.begin(try Countdown(), in: &gate, at: at(100)) }
        #expect(!second.isShowing)
        // Cancelled, it says so and frees the gate (GGCountDownLabel's busy flag did not).
        #expect(first.cancel(in: &gate) == [.cancelled])
        #expect(first.cancel(in: &gate).isEmpty)
        #expect(try second.begin(try Countdown(), in: &gate, at: at(200)) == [.began, .step(3)])
    }

    @Test func aReplacedCountdownEndsCancelledAtItsNextLook() throws {
        var gate = CountdownGate()
        var first = CountdownModel<Instant>()
        var second = CountdownModel<Instant>()
        _ = try first.begin(try Countdown(), in: &gate, at: t0)
        _ = try second.begin(try Countdown(), replacing: true, in: &gate, at: at(500))
        #expect(first.advance(to: at(600), in: &gate) == [.cancelled])
        #expect(!first.isShowing)
        #expect(second.advance(to: at(3500), in: &gate) == [.step(2), .step(1), .finished])
        #expect(gate.running == nil)
    }

    @Test func reducedMotionFadesWithoutZooming() throws {
        var gate = CountdownGate()
        var model = CountdownModel<Instant>()
        model.reduceMotion(true, at: t0)
        _ = try model.begin(try Countdown(), in: &gate, at: t0)
        let frame = try #require(model.frame(at: at(100)))
        #expect(frame.scale == 1 && frame.opacity < 0.5)
        model.reduceMotion(false, at: at(1000))
        #expect(try #require(model.frame(at: at(1000))).scale == 15)
    }

    /// The person's Reduce Motion and the countdown's own option are one
    /// rule in the model: turning the person's off keeps what the options ask.
    @Test(arguments: [false, true])
    func theOptionsReducedMotionHoldsWhateverThePersonSays(personFirst: Bool) throws {
        var gate = CountdownGate()
        var model = CountdownModel<Instant>()
        var options = Countdown.Options(start: 3)
        options.reducedMotion = true
        if personFirst { model.reduceMotion(true, at: t0) }
        _ = try model.begin(try Countdown(options: options), in: &gate, at: t0)
        #expect(try #require(model.frame(at: at(100))).scale == 1)
        model.reduceMotion(true, at: at(200))
        model.reduceMotion(false, at: at(300))
        #expect(try #require(model.frame(at: at(1000))).scale == 1, "the options still ask for less motion")
    }

    @Test @MainActor func theAppsOneGateRefusesASecondCountdownAnywhere() throws {
        // SwiftUI's modifier and UIKit's label both claim CountdownGate.shared.
        var swiftUI = CountdownModel<Instant>()
        var uiKit = CountdownModel<Instant>()
        _ = try swiftUI.begin(try Countdown(), in: &CountdownGate.shared, at: t0)
        #expect(throws: CountdownRefusal.alreadyRunning) {
            try uiKit.begin(try Countdown(), in: &CountdownGate.shared, at: at(10))
        }
        #expect(swiftUI.cancel(in: &CountdownGate.shared) == [.cancelled])
        #expect(CountdownGate.shared.running == nil)
    }

    /// Issue 45, item 2: a label or view freed mid-countdown, with no cancel
    /// (its screen closed), takes its claim with it; the next countdown starts.
    @Test func aModelFreedMidCountdownFreesTheGate() throws {
        var gate = CountdownGate()
        var lost: CountdownModel<Instant>? = CountdownModel()
        _ = try lost?.begin(try Countdown(), in: &gate, at: t0)
        #expect(gate.running != nil)
        var other = CountdownModel<Instant>()
        #expect(throws: CountdownRefusal.alreadyRunning) { try other.begin(try Countdown(), in: &gate, at: at(10)) }
        lost = nil
        #expect(gate.running == nil)
        #expect(try other.begin(try Countdown(), in: &gate, at: at(20)) == [.began, .step(3)])
        #expect(other.advance(to: at(4000), in: &gate).last == .finished)
    }

    /// A claim made without a holder (CountdownPresenter's) lasts until it ends, as before.
    @Test func aClaimWithoutAHolderLastsUntilItEnds() {
        var gate = CountdownGate()
        #expect(gate.request(replacing: false) == .start(id: 1))
        #expect(gate.running == 1)
        #expect(gate.request(replacing: false) == .refuse)
        gate.ended(id: 1)
        #expect(gate.running == nil)
    }

    /// Issue 45, item 4: what VoiceOver says for each numeral, the end title, and nothing else.
    @Test(arguments: [("Go!", "Go!"), (nil, nil)] as [(String?, String?)])
    func voiceOverHearsEachNumeralThenTheEndTitle(endTitle: String?, last: String?) throws {
        var gate = CountdownGate()
        var model = CountdownModel<Instant>()
        var spoken: [String?] = []
        for event in try model.begin(try Countdown(options: .init(start: 3, endTitle: endTitle)), in: &gate, at: t0)
        where event != .began {
            spoken.append(model.announcement(for: event))
        }
        for event in model.advance(to: at(9000), in: &gate) { spoken.append(model.announcement(for: event)) }
        let expected: [String?] = endTitle == nil ? ["3", "2", "1", nil] : ["3", "2", "1", last, nil]
        #expect(spoken == expected)
        #expect(model.announcement(for: .began) == nil && model.announcement(for: .cancelled) == nil)
    }
}
