import Foundation
import SwiftUI
import TallyCore

/// Shows a `Countdown` over the content while `isPresented` is true: each
/// numeral zooms from its start scale to 1 and fades in, then the end title.
///
/// Setting `isPresented` to false cancels it; it sets `isPresented` back to
/// false itself when it finishes or is refused. One countdown shows at a
/// time across the app (``CountdownSlot``). With Reduce Motion on, the steps
/// fade without zooming.
///
/// ```swift
/// ContentView()
///     .modifier(CountdownModifier(isPresented: $counting, options: Countdown.Options(start: 3),
///                                 font: .system(size: 120, weight: .bold), onBegin: {}, onEnd: { _ in }))
/// ```
struct CountdownModifier: ViewModifier {
    /// Whether the countdown shows; the modifier's switch and its report.
    @Binding var isPresented: Bool
    /// Start, end title and step of the countdown.
    let options: Countdown.Options
    /// The font of the numerals and the end title.
    let font: Font
    /// Called when the countdown begins.
    let onBegin: @MainActor () -> Void
    /// Called once when it ends, saying how.
    let onEnd: @MainActor (CountdownEnding) -> Void

    /// The countdown showing, and its cursor.
    @State private var run: Run?
    /// This modifier's claim on the one-at-a-time slot, while it shows.
    @State private var claim: Int?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// A countdown on screen and where it has played to.
    private struct Run {
        var countdown: Countdown
        var cursor: PlaybackCursor<ContinuousClock.Instant>
    }

    func body(content: Content) -> some View {
        content
            .overlay {
                if let run {
                    TimelineView(.animation(minimumInterval: nil, paused: false)) { _ in
                        let frame = run.countdown.frame(at: run.cursor.elapsed(at: .now))
                        Text(verbatim: frame.text)
                            .font(font)
                            .scaleEffect(frame.scale)
                            .opacity(frame.opacity)
                            .onChange(of: frame.isFinished, initial: true) { _, finished in
                                if finished { end(.finished) }
                            }
                    }
                }
            }
            .onChange(of: isPresented, initial: true) { _, presented in
                if presented { begin() } else { end(.cancelled) }
            }
            .onDisappear {
                end(.cancelled)
            }
    }

    /// Starts the countdown now, or refuses it.
    private func begin() {
        guard run == nil else { return }
        var options = options
        options.reducedMotion = options.reducedMotion || reduceMotion
        guard let countdown = try? Countdown(options: options), let claimed = CountdownSlot.claim() else {
            isPresented = false
            onEnd(.refused)
            return
        }
        claim = claimed
        var cursor = PlaybackCursor<ContinuousClock.Instant>()
        cursor.start(at: .now)
        run = Run(countdown: countdown, cursor: cursor)
        onBegin()
    }

    /// Takes the countdown off the screen, frees the slot and reports how it ended.
    private func end(_ ending: CountdownEnding) {
        guard run != nil else { return }
        run = nil
        if let claim { CountdownSlot.release(claim) }
        claim = nil
        isPresented = false
        onEnd(ending)
    }
}

extension View {
    /// Shows a full-screen "3, 2, 1" countdown over this view while
    /// `isPresented` is true, the SwiftUI face of `Countdown` (GGCountDownLabel).
    ///
    /// Each numeral zooms from 15x to 1x while fading in over one second, then
    /// the end title shows, if there is one. Setting `isPresented` to false
    /// cancels the countdown; the modifier sets it back to false when the
    /// countdown finishes. Only one countdown shows at a time across the app: a
    /// second one asked for meanwhile is refused. With Reduce Motion on, steps
    /// fade without zooming. Apply it to a view that fills the screen.
    ///
    /// ```swift
    /// struct Race: View {
    ///     @State private var counting = false
    ///
    ///     var body: some View {
    ///         Button("Start") { counting = true }
    ///             .frame(maxWidth: .infinity, maxHeight: .infinity)
    ///             .countdown(isPresented: $counting, from: 3, endTitle: "Go!") { ending in
    ///                 print(ending)  // .finished after "3", "2", "1", "Go!"
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Shows the countdown when set to true; cancels it when
    ///     set to false; set back to false when the countdown ends.
    ///   - start: The first numeral (3 by default); it counts down to 1.
    ///   - endTitle: Shown for one more step after 1, if given.
    ///   - font: The font of the numerals and the title.
    ///   - onBegin: Called when the countdown begins.
    ///   - onEnd: Called once when it ends: finished, cancelled or refused.
    /// - Returns: This view with the countdown over it.
    public func countdown(
        isPresented: Binding<Bool>, from start: Int = 3, endTitle: String? = nil,
        font: Font = .system(size: 120, weight: .bold), onBegin: @escaping @MainActor () -> Void = {},
        onEnd: @escaping @MainActor (CountdownEnding) -> Void = { _ in }
    ) -> some View {
        modifier(
            CountdownModifier(
                isPresented: isPresented, options: Countdown.Options(start: start, endTitle: endTitle), font: font,
                onBegin: onBegin, onEnd: onEnd))
    }
}
