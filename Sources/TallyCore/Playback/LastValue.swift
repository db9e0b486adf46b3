/// The last value handed on, so that the same one is not handed on twice
/// in a row: the one rule by which frames are told apart, for a player
/// that pushes frames, a pipe that writes lines, a label that sets its text.
///
/// ```swift
/// var last = LastValue<String>()
/// last.replace(with: "1")  // true: new
/// last.replace(with: "1")  // false: the same again
/// last.replace(with: "2")  // true
/// ```
public struct LastValue<Value: Equatable & Sendable>: Sendable {
    /// The value handed on last; nil before the first.
    public var value: Value? { stored }
    /// ``value``'s storage, for the inlinable ``replace(with:)``.
    @usableFromInline var stored: Value?

    /// Nothing handed on yet.
    ///
    /// ```swift
    /// var last = LastValue<CounterFrame>()
    /// ```
    public init() {}

    /// Keeps `value` as the last one; true when it differs from the one
    /// kept before (or none was).
    ///
    /// ```swift
    /// if last.replace(with: frame) { label.text = frame.text }
    /// ```
    @inlinable
    public mutating func replace(with value: Value) -> Bool {
        guard value != stored else { return false }
        stored = value
        return true
    }

    /// Forgets the last value: the next one is new, whatever it is.
    ///
    /// ```swift
    /// last.forget()
    /// ```
    public mutating func forget() {
        stored = nil
    }
}
