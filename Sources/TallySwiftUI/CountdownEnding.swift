/// How a full-screen countdown (`SwiftUI.View/countdown(isPresented:from:endTitle:font:onBegin:onEnd:)`) ended.
///
/// ```swift
/// .countdown(isPresented: $counting) { ending in
///     if ending == .finished { startRace() }
/// }
/// ```
public enum CountdownEnding: Sendable, Hashable {
    /// It showed every step, and the end title if it had one.
    case finished
    /// `isPresented` was set to false, or the view left the screen, before the end.
    case cancelled
    /// It never began: another countdown was showing (one at a time, as
    /// GGCountDownLabel), or its start was below 1.
    case refused
}
