/// Why a countdown did not start.
///
/// ```swift
/// do {
///     try await presenter.start(countdown, onFrame: { _ in }, onEvent: { _ in })
/// } catch .alreadyRunning {
///     print("one countdown at a time")
/// }
/// ```
public enum CountdownRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// Another countdown is running and the request did not ask to replace it.
    case alreadyRunning

    /// One line for a person.
    public var description: String {
        "a countdown is already running (ask to replace it, or cancel it first)"
    }
}
