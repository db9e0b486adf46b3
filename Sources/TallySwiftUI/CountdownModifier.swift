import Accessibility
import Foundation
import SwiftUI
import TallyCore
import TallyModels

/// Shows a `Countdown` over the content while `isPresented` is true: each
/// numeral zooms from its start scale to 1 and fades in, then the end title.
///
/// Setting `isPresented` to false cancels it; it sets `isPresented` back to
/// false itself when it finishes or is refused. One countdown shows at a
/// time across the app (`CountdownGate.shared`, which UIKit's countdowns
/// claim too). With Reduce Motion on, the steps fade without zooming.
/// VoiceOver announces each numeral and the end title. The modifier draws
/// the frames of a `CountdownModel` (TallyModels, tested on Linux) at the
/// dates its `TimelineView` asks for, and tells its events.
///
/// ```swift
/// ContentView()
///     .modifier(CountdownModifier(isPresented: $counting, options: Countdown.Options(start: 3),
///                                 font: nil, onBegin: {}, onEnd: { _ in }))
/// ```
struct CountdownModifier: ViewModifier {
    /// Whether the countdown shows; the modifier's switch and its report.
    @Binding var isPresented: Bool
    /// Start, end title and step of the countdown.
    let options: Countdown.Options
    /// The font of the numerals and the end title at a point size; nil: bold
    /// system. The size is 120 points at the default text size, scaled with
    /// the person's (Dynamic Type), times the zoom of the frame.
    let font: (@Sendable (CGFloat) -> Font)?
    /// Called when the countdown begins.
    let onBegin: @MainActor () -> Void
    /// Called once when it ends, saying how.
    let onEnd: @MainActor (CountdownEnding) -> Void

    /// The countdown showing, if any.
    @State private var model = CountdownModel<DateInstant>()
    /// The numerals' size when no font is given: 120 points, scaled as a large title is.
    @ScaledMetric(relativeTo: .largeTitle) private var numeralSize: CGFloat = 120
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        content
            .overlay {
                if model.isShowing {
                    // The date asked for (`context.date`), never a clock read here; in low-frequency
                    // mode the schedule gives each step's date (ModelSchedule) and, with the cadence
                    // not `.live`, the numeral shows at rest rather than at its zoom's first instant.
                    TimelineView(ModelSchedule(paused: false) { [model] in model.nextChange(after: DateInstant($0))?.date }) {
                        context in
                        let now = DateInstant(context.date)
                        if let frame = model.frame(at: now, live: context.cadence == .live) {
                            // The zoom is drawn with a font of the frame's size, not `scaleEffect`: text laid
                            // out at each size stays sharp, where a magnified layer blurs (as UIKit's label).
                            Text(verbatim: frame.text)
                                .font(numeralFont(size: numeralSize * CGFloat(frame.scale)))
                                .opacity(frame.opacity)
                                .onChange(of: model.step(at: now), initial: true) { _, _ in
                                    tell(model.advance(to: now, in: &CountdownGate.shared))
                                }
                        }
                    }
                }
            }
            .onChange(of: isPresented, initial: true) { _, presented in
                if presented { begin() } else { tell(model.cancel(in: &CountdownGate.shared)) }
            }
            .onChange(of: reduceMotion, initial: true) { _, reduced in
                model.reduceMotion(reduced, at: .now())
            }
            .onDisappear {
                tell(model.cancel(in: &CountdownGate.shared))
            }
    }

    /// Starts the countdown now, or says it was refused.
    private func begin() {
        guard !model.isShowing else { return }
        do {
            let countdown = try Countdown(options: options)
            tell(try model.begin(countdown, in: &CountdownGate.shared, at: .now()))
        } catch {
            isPresented = false
            onEnd(.refused)
        }
    }

    /// The numerals' font at `size` points.
    private func numeralFont(size: CGFloat) -> Font {
        font?(size) ?? .system(size: size, weight: .bold)
    }

    /// Carries out what the model reports.
    private func tell(_ events: [CountdownEvent]) {
        for event in events {
            if let spoken = model.announcement(for: event) {
                // Apple: AccessibilityNotification.Announcement, "a notification that an app posts when it
                // needs to convey an announcement to an assistive app"; post() sends it (iOS 17).
                AccessibilityNotification.Announcement(spoken).post()
            }
            switch event {
            case .began:
                onBegin()
            case .step:
                break
            case .finished:
                isPresented = false
                onEnd(.finished)
            case .cancelled:
                isPresented = false
                onEnd(.cancelled)
            }
        }
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
    /// fade without zooming. VoiceOver announces each numeral and the end
    /// title. Apply it to a view that fills the screen.
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
    ///   - font: The font of the numerals and the title at a point size (each
    ///     frame of the zoom asks for its own size, so the text stays sharp);
    ///     by default bold system. The size is 120 points at the default
    ///     text size, scaled with the person's (Dynamic Type).
    ///   - onBegin: Called when the countdown begins.
    ///   - onEnd: Called once when it ends: finished, cancelled or refused.
    /// - Returns: This view with the countdown over it.
    public func countdown(
        isPresented: Binding<Bool>, from start: Int = 3, endTitle: String? = nil,
        font: (@Sendable (CGFloat) -> Font)? = nil, onBegin: @escaping @MainActor () -> Void = {},
        onEnd: @escaping @MainActor (CountdownEnding) -> Void = { _ in }
    ) -> some View {
        modifier(
            CountdownModifier(
                isPresented: isPresented, options: Countdown.Options(start: start, endTitle: endTitle), font: font,
                onBegin: onBegin, onEnd: onEnd))
    }
}
