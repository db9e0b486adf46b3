/// Tells a value from the one before it, so that the same one is not
/// handed on twice in a row: the one rule by which frames are told apart,
/// for a player that pushes frames, a pipe that writes lines, a label that
/// sets its text.
///
/// ```swift
/// var changes = ChangeDetector<String>()
/// changes.record("1")  // true: new
/// changes.record("1")  // false: the same again
/// changes.record("2")  // true
/// ```
public struct ChangeDetector<Value: Equatable & Sendable>: Sendable {
    /// The value recorded last; nil before the first, or after ``reset()``.
    public var last: Value? { stored }
    /// ``last``'s storage, for the inlinable ``record(_:)``.
    @usableFromInline var stored: Value?

    /// Nothing recorded yet.
    ///
    /// ```swift
    /// var changes = ChangeDetector<CounterFrame>()
    /// ```
    public init() {}

    /// Records `value` as the last one; true when it differs from the one
    /// recorded before (or none was).
    ///
    /// ```swift
    /// if changes.record(frame) { label.text = frame.text }
    /// ```
    @inlinable
    public mutating func record(_ value: Value) -> Bool {
        guard value != stored else { return false }
        stored = value
        return true
    }

    /// Forgets the last value: the next one is new, whatever it is.
    ///
    /// ```swift
    /// changes.reset()
    /// ```
    public mutating func reset() {
        stored = nil
    }
}

/// The former name of ``ChangeDetector``.
///
/// ```swift
/// var last = LastValue<String>()  // now ChangeDetector<String>()
/// ```
@available(*, deprecated, renamed: "ChangeDetector")
public typealias LastValue = ChangeDetector

extension ChangeDetector {
    /// The former name of ``last``.
    ///
    /// ```swift
    /// changes.value  // now changes.last
    /// ```
    @available(*, deprecated, renamed: "last")
    public var value: Value? { stored }

    /// The former name of ``record(_:)``.
    ///
    /// ```swift
    /// last.replace(with: "1")  // now changes.record("1")
    /// ```
    @available(*, deprecated, renamed: "record(_:)")
    public mutating func replace(with value: Value) -> Bool { record(value) }

    /// The former name of ``reset()``.
    ///
    /// ```swift
    /// last.forget()  // now changes.reset()
    /// ```
    @available(*, deprecated, renamed: "reset()")
    public mutating func forget() { reset() }
}
