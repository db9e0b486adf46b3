import Foundation
import SwiftUI
import TallyCore
import TallyModels

/// A "Resend code in 59s" button, the SwiftUI face of `Cooldown` (the
/// verification-code button).
///
/// Pressed, it runs its action and then shows the seconds left with a suffix
/// ("59s") in its counting style, refusing presses, until the deadline; then
/// it shows its title in its normal style again. The seconds are rounded up
/// (60 at once, 1 until the very end). The deadline is kept in a
/// `CooldownStore` under `key`, so leaving the screen, sleeping or
/// relaunching the app loses nothing, and the first frame already shows the
/// seconds left; an unreadable store counts as no cooldown. The store is
/// written off the main actor, so a store locked by another process never
/// freezes the interface. The title and the suffix are translated by the
/// app's `Localizable` strings, as a `Button("…")` title is. VoiceOver reads
/// the title as the label and the
/// seconds left as the value. The button draws the frames of a
/// `CooldownModel` (TallyModels, tested on Linux) at the dates a
/// `TimelineView` asks for while it cools, each second in low-frequency mode.
///
/// ```swift
/// CooldownButton("Get code", seconds: 60, key: "sms") {
///     sendVerificationCode()
/// }
/// // "Get code" → pressed → "60s", "59s", … "1s" → "Get code"
/// ```
@MainActor
public struct CooldownButton: View {
    private let title: String
    private let seconds: Int
    private let suffix: String
    private let key: String
    private let store: CooldownStore
    private let normalStyle: TextStyle
    private let countingStyle: TextStyle
    private let action: @MainActor () -> Void

    /// The button's deadline, known from the store before the first frame.
    @State private var model: CooldownModel

    /// A cooldown button, ready unless the store holds a running deadline for `key`.
    ///
    /// ```swift
    /// CooldownButton(
    ///     "获取验证码", seconds: 5, suffix: "s", key: "login-code",
    ///     normalStyle: TextStyle(foreground: .white, background: TallyCore.RGBColor(red: 84, green: 180, blue: 98)),
    ///     countingStyle: TextStyle(foreground: .white, background: .lightGray)
    /// ) {
    ///     requestCode()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: Shown when the button is ready.
    ///   - seconds: How long a press disables it, from 1 second to a year
    ///     (values outside are brought within).
    ///   - suffix: Shown after the seconds left ("s": "59s").
    ///   - key: The name the deadline is stored under: a button shown later
    ///     (or after a relaunch) with the same key picks the cooldown up.
    ///   - store: Where deadlines are kept (`CooldownStore.standard` by default).
    ///   - normalStyle: The text style when ready.
    ///   - countingStyle: The text style while cooling.
    ///   - tableName: The strings table `title` and `suffix` are looked up in;
    ///     `Localizable` when nil.
    ///   - bundle: Where `title` and `suffix` are translated (the app's main
    ///     bundle by default), as `Text` does with a `LocalizedStringKey`;
    ///     nil shows them as they are.
    ///   - action: Run on the main actor by a press that starts the cooldown.
    public init(
        _ title: String, seconds: Int = 60, suffix: String = "s", key: String, store: CooldownStore = .standard,
        normalStyle: TextStyle = .plain, countingStyle: TextStyle = TextStyle(foreground: .lightGray),
        tableName: String? = nil, bundle: Bundle? = .main, action: @escaping @MainActor () -> Void
    ) {
        // Titles are localized as SwiftUI's own controls' are (`Button("Get code")` looks the key up in
        // the main bundle's Localizable table): Apple's Bundle.localizedString(forKey:value:table:).
        self.title = CooldownModel.localized(title, in: bundle, table: tableName)
        self.seconds = min(max(seconds, 1), 31_536_000)
        self.suffix = CooldownModel.localized(suffix, in: bundle, table: tableName)
        self.key = key
        self.store = store
        self.normalStyle = normalStyle
        self.countingStyle = countingStyle
        self.action = action
        _model = State(initialValue: Self.model(self.title, self.seconds, self.suffix, key, store))
    }

    /// The view's content, which SwiftUI reads (an app does not call it): a
    /// `Button` inside a `TimelineView` that runs while it cools, and its
    /// accessibility label and value.
    ///
    /// ```swift
    /// CooldownButton("Get code", key: "sms") {}  // SwiftUI draws its body: "Get code"
    /// ```
    public var body: some View {
        // One reading of the cooldown clock, and the frame of the date the TimelineView asks for
        // (`context.date`, which may lie ahead of the clock), never the clock's present; in
        // low-frequency mode the schedule gives each second's date (ModelSchedule).
        let reading = CooldownInstant.now()
        let readAt = Date()
        TimelineView(
            ModelSchedule(paused: model.frame(at: reading).isReady, minimumInterval: 0.1) { [model] in
                model.nextChange(after: $0, from: reading, readAt: readAt)
            }
        ) { context in
            let now = CooldownModel.instant(at: context.date, from: reading, readAt: readAt)
            let frame = model.frame(at: now)
            Button(action: press) {
                Text(AttributedString(StyledText(frame.text, style: frame.isReady ? normalStyle : countingStyle)))
            }
            .disabled(!frame.isReady)
            // `title` is already translated (init): shown verbatim, not looked up twice.
            .accessibilityLabel(Text(verbatim: title))
            .accessibilityValue(Text(verbatim: model.accessibilityValue(at: now)))
            .onChange(of: frame.isReady) { _, _ in
                model.settle(at: now)
            }
        }
        .onChange(of: title) { _, title in model.title = title }
        .onChange(of: suffix) { _, suffix in model.suffix = suffix }
        .onChange(of: key) { _, key in model = Self.model(title, seconds, suffix, key, store) }
    }

    /// Starts the cooldown and runs the action, unless it is cooling.
    private func press() {
        if model.press(at: .now()) == .started { action() }
    }

    /// The model of a button with these settings.
    private static func model(
        _ title: String, _ seconds: Int, _ suffix: String, _ key: String, _ store: CooldownStore
    ) -> CooldownModel {
        do {
            return CooldownModel(
                try Cooldown(duration: .seconds(seconds), title: title, suffix: suffix), key: key, store: store)
        } catch {
            preconditionFailure("seconds are brought within 1 second to a year: \(error)")
        }
    }
}
