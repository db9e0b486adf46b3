import Foundation
import SwiftUI
import TallyCore

/// A "Resend code in 59s" button, the SwiftUI face of `Cooldown` (seed 004).
///
/// Pressed, it runs its action and then shows the seconds left with a suffix
/// ("59s") in its counting style, refusing presses, until the deadline; then
/// it shows its title in its normal style again. The seconds are rounded up
/// (60 at once, 1 until the very end). The deadline is kept in a
/// `CooldownStore` under `key`, so leaving the screen, sleeping or
/// relaunching the app loses nothing; an unreadable store counts as no
/// cooldown. VoiceOver reads the title as the label and the seconds left as
/// the value. A `TimelineView` redraws it while it cools and is paused otherwise.
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

    /// The deadline of the current cooldown, as stored under `key`.
    @State private var deadline: CooldownDeadline?
    /// Whether the button cools, so that the timeline runs.
    @State private var isCooling = false

    /// A cooldown button, ready unless the store holds a running deadline for `key`.
    ///
    /// ```swift
    /// CooldownButton(
    ///     "获取验证码", seconds: 5, suffix: "s", key: "login-code",
    ///     normalStyle: TextStyle(foreground: .white, background: TallyCore.Color(red: 84, green: 180, blue: 98)),
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
    ///   - action: Run on the main actor by a press that starts the cooldown.
    public init(
        _ title: String, seconds: Int = 60, suffix: String = "s", key: String, store: CooldownStore = .standard,
        normalStyle: TextStyle = .plain, countingStyle: TextStyle = TextStyle(foreground: .lightGray),
        action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.seconds = min(max(seconds, 1), 31_536_000)
        self.suffix = suffix
        self.key = key
        self.store = store
        self.normalStyle = normalStyle
        self.countingStyle = countingStyle
        self.action = action
    }

    /// The view's content, which SwiftUI reads (an app does not call it): a
    /// `Button` inside a `TimelineView` that runs while it cools, its
    /// accessibility label and value, and the loading of its stored deadline.
    ///
    /// ```swift
    /// CooldownButton("Get code", key: "sms") {}  // SwiftUI draws its body: "Get code"
    /// ```
    public var body: some View {
        TimelineView(.animation(minimumInterval: 0.1, paused: !isCooling)) { _ in
            let frame = cooldown?.frame(at: .now())
            let isReady = frame?.isReady ?? true
            Button(action: press) {
                Text(AttributedString(StyledText(frame?.text ?? title, style: isReady ? normalStyle : countingStyle)))
            }
            .disabled(!isReady)
            .accessibilityLabel(Text(verbatim: title))
            .accessibilityValue(Text(verbatim: isReady ? "" : frame?.text ?? ""))
            .onChange(of: isReady, initial: true) { _, ready in
                cooled(ready)
            }
        }
        .onChange(of: key, initial: true) { _, key in
            deadline = (try? store.deadline(for: key)) ?? nil
        }
    }

    /// The model: this button's settings and the current deadline.
    private var cooldown: Cooldown? {
        guard var cooldown = try? Cooldown(duration: .seconds(seconds), title: title, suffix: suffix) else {
            return nil
        }
        cooldown.deadline = deadline
        return cooldown
    }

    /// Starts the cooldown and runs the action, unless it is cooling.
    private func press() {
        guard var cooldown else {
            action()
            return
        }
        guard cooldown.press(at: .now()) == .started else { return }
        deadline = cooldown.deadline
        try? store.save(deadline, for: key)
        action()
    }

    /// Runs the timeline while cooling; once ready, forgets the spent deadline.
    private func cooled(_ ready: Bool) {
        isCooling = !ready
        if ready, deadline != nil {
            deadline = nil
            try? store.save(nil, for: key)
        }
    }
}
