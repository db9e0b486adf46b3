import Foundation
import Synchronization
import TallyCore

/// What a "Resend code in 59s" button does, apart from drawing: the
/// behaviour behind SwiftUI's and UIKit's `CooldownButton` (the
/// verification-code button), written once and tested on any clock.
///
/// Given a key, the model knows its stored deadline from the moment it is
/// made, so the first frame of a button made again mid-cooldown already
/// counts (the file is read once a process, without waiting for its lock;
/// later buttons are answered from memory). A press that starts the
/// cooldown keeps the new deadline in memory at once and writes it to the
/// store on a queue of its own, so a store locked by another process never
/// holds up the caller. Once the cooldown is over the spent deadline is let
/// go. A store that cannot be read or written is reported in
/// ``storeError``; the button works on without it.
///
/// ```swift
/// var model = CooldownModel(try Cooldown(duration: .seconds(60), title: "Get code"), key: "sms")
/// model.frame(at: .now()).text   // "Get code", or "42s" after a relaunch mid-cooldown
/// model.press(at: .now())        // .started: "60s", and the deadline is saved
/// model.press(at: .now())        // .refused(remaining: …)
/// ```
public struct CooldownModel: Sendable {
    /// The button's settings and its deadline.
    public private(set) var cooldown: Cooldown
    /// Where the deadline is kept across relaunches; nil keeps it only as
    /// long as the model lives. Changed by ``keep(under:)``.
    public private(set) var key: String?
    /// The store the key is in.
    public let store: CooldownStore
    /// The last error of the store, shared with the writes in flight.
    private let failure: Failure

    /// A button under `key`, counting on from a deadline stored under it.
    ///
    /// ```swift
    /// let model = CooldownModel(try Cooldown(duration: .seconds(59), title: "获取验证码"), key: "login")
    /// ```
    ///
    /// - Parameters:
    ///   - cooldown: The duration, title and suffix (its deadline is replaced by the stored one).
    ///   - key: The name the deadline is stored under; nil stores nothing.
    ///   - store: Where deadlines are kept (`CooldownStore.standard` by default).
    public init(_ cooldown: Cooldown, key: String?, store: CooldownStore = .standard) {
        self.cooldown = cooldown
        self.key = key
        self.store = store
        failure = Failure()
        guard let key else { return }
        // A store that cannot be read counts as no cooldown (a damaged one
        // as the entries that can still be read); the error is told.
        let failure = self.failure
        self.cooldown.deadline = StoredDeadlines.shared.deadline(for: key, in: store) { failure.record($0) }
    }

    /// Keeps the deadline under `key` from now on (nil: only as long as the
    /// model lives), counting on from a deadline already stored under it:
    /// what a button from a storyboard does when Interface Builder sets its
    /// key after it is made. A deadline in memory stays when the store has
    /// none under the key.
    ///
    /// ```swift
    /// var model = CooldownModel(try Cooldown(), key: nil)
    /// model.keep(under: "sms")  // "42s" if a press under "sms" 18 s ago was stored
    /// ```
    public mutating func keep(under key: String?) {
        guard key != self.key else { return }
        self.key = key
        guard let key else { return }
        let failure = self.failure
        let stored = StoredDeadlines.shared.deadline(for: key, in: store) { failure.record($0) }
        cooldown.deadline = stored ?? cooldown.deadline
    }

    /// Makes a press disable the button for `duration` from now on; a
    /// cooldown under way keeps its deadline.
    ///
    /// ```swift
    /// try model.changeDuration(to: .seconds(30))
    /// ```
    ///
    /// - Throws: `TallyError.invalidDuration(_:)` unless `duration` is above
    ///   zero and at most a year; the model is then unchanged.
    public mutating func changeDuration(to duration: Duration) throws(TallyError) {
        var changed = try Cooldown(duration: duration, title: cooldown.title, suffix: cooldown.suffix)
        changed.deadline = cooldown.deadline
        cooldown = changed
    }

    /// Shown when ready.
    public var title: String {
        get { cooldown.title }
        set { cooldown.title = newValue }
    }

    /// Shown after the seconds while cooling ("s": "59s").
    public var suffix: String {
        get { cooldown.suffix }
        set { cooldown.suffix = newValue }
    }

    /// What the button shows at `now`: its title, or the seconds left
    /// (rounded up) with the suffix, and when that next changes.
    ///
    /// ```swift
    /// model.frame(at: .now()).text  // "59s"
    /// ```
    public func frame(at now: CooldownInstant) -> CooldownFrame {
        cooldown.frame(at: now)
    }

    /// `text` as `bundle` translates it in `table` (`Localizable` when nil), or
    /// `text` itself when the bundle has no translation or there is no
    /// bundle: how SwiftUI's `CooldownButton` localizes its title and suffix,
    /// the lookup `Text("…")` does for a `LocalizedStringKey`
    /// (Foundation's `Bundle.localizedString(forKey:value:table:)`).
    ///
    /// ```swift
    /// CooldownModel.localized("Get code", in: .main)  // "Code anfordern" with a German Localizable.strings
    /// ```
    public static func localized(_ text: String, in bundle: Bundle?, table: String? = nil) -> String {
        bundle?.localizedString(forKey: text, value: text, table: table) ?? text
    }

    /// The cooldown clock's instant at `date`, from a `reading` of that clock
    /// taken at `readingDate`: how SwiftUI's button draws the date its
    /// `TimelineView` asks for (which may lie ahead of the clock) rather than
    /// the clock's present.
    ///
    /// ```swift
    /// let instant = CooldownModel.instant(at: context.date, from: .now(), readAt: Date())
    /// model.frame(at: instant).text  // the seconds left at that date
    /// ```
    public static func instant(at date: Date, from reading: CooldownInstant, readAt readingDate: Date)
        -> CooldownInstant
    {
        let shift = Duration.seconds(date.timeIntervalSince(readingDate))
        return CooldownInstant(
            bootID: reading.bootID, sinceBoot: reading.sinceBoot + shift, wallClock: reading.wallClock + shift)
    }

    /// The date after `date` at which what the button shows next changes (the
    /// next second while cooling), from a reading of the cooldown clock taken
    /// at `readingDate`; nil when ready: the dates a display that updates
    /// seldom (SwiftUI's low-frequency mode) redraws at.
    ///
    /// ```swift
    /// model.nextChange(after: date, from: .now(), readAt: Date())  // date + the time to the next second
    /// ```
    public func nextChange(after date: Date, from reading: CooldownInstant, readAt readingDate: Date) -> Date? {
        let frame = cooldown.frame(at: Self.instant(at: date, from: reading, readAt: readingDate))
        guard !frame.isReady, let wait = frame.untilNextChange else { return nil }
        let (seconds, attoseconds) = (wait + .milliseconds(1)).components
        return date.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// What VoiceOver reads as the button's value at `now`: the seconds
    /// left while cooling, nothing when ready (the title is the label).
    ///
    /// ```swift
    /// model.accessibilityValue(at: .now())  // "59s"
    /// ```
    public func accessibilityValue(at now: CooldownInstant) -> String {
        let frame = cooldown.frame(at: now)
        return frame.isReady ? "" : frame.text
    }

    /// Presses the button: when ready, starts the cooldown and saves its
    /// deadline (the caller then runs the button's action); while cooling,
    /// refuses and changes nothing. A press of another button of the same
    /// key in this process counts: this one then refuses too.
    ///
    /// ```swift
    /// if model.press(at: .now()) == .started { sendCode() }
    /// ```
    @discardableResult
    public mutating func press(at now: CooldownInstant) -> Cooldown.Press {
        if let key {
            cooldown.deadline = StoredDeadlines.shared.latest(for: key, in: store, otherwise: cooldown.deadline)
        }
        let press = cooldown.press(at: now)
        if press == .started, let key, let deadline = cooldown.deadline {
            let failure = self.failure
            StoredDeadlines.shared.save(deadline, for: key, in: store) { failure.record($0) }
        }
        return press
    }

    /// Lets go of a deadline that has passed by `now`, in the store too
    /// (unless a newer press replaced it there): a button that is ready
    /// again keeps nothing.
    ///
    /// ```swift
    /// model.settle(at: .now())
    /// ```
    public mutating func settle(at now: CooldownInstant) {
        guard let spent = cooldown.deadline, cooldown.isReady(at: now) else { return }
        cooldown.deadline = nil
        guard let key else { return }
        let failure = self.failure
        StoredDeadlines.shared.clear(spent, for: key, in: store) { failure.record($0) }
    }

    /// The last error of the store: reading the deadline when the model was
    /// made, or a write since. The button works on without the store.
    ///
    /// ```swift
    /// if let error = model.storeError { log(error.description) }
    /// ```
    public var storeError: CooldownStoreError? { failure.last }

    /// Returns once the writes of every model so far are on disk (or failed).
    ///
    /// ```swift
    /// await model.waitUntilSaved()
    /// ```
    public func waitUntilSaved() async {
        await StoredDeadlines.shared.waitUntilWritten()
    }

    /// The last store error, shared by a model and its writes in flight.
    private final class Failure: Sendable {
        private let error = Mutex<CooldownStoreError?>(nil)

        func record(_ failure: CooldownStoreError) {
            error.withLock { $0 = failure }
        }

        var last: CooldownStoreError? { error.withLock { $0 } }
    }
}
