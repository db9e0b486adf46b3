/// An error thrown by Tally when input cannot be used.
///
/// Every way that input can be wrong has its own case, so a caller can
/// react precisely and a command-line tool can print one clear line:
///
/// ```swift
/// do {
///     _ = try Easing(parsing: "ease-sideways")
/// } catch {
///     print(error)
///     // unknown easing 'ease-sideways'; valid names: none, linear, ease-in, …
/// }
/// ```
public enum TallyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Text that should be a number is not one, e.g. `"12a"`.
    case invalidNumber(String)
    /// A floating-point value is NaN or infinite.
    case nonFiniteValue(String)
    /// A number is outside the range Tally represents exactly:
    /// at most 19 integer digits and at most 18 fraction digits.
    case valueOutOfRange(String)
    /// A duration is negative, not finite, or too large.
    case invalidDuration(String)
    /// A setting is outside its allowed range; `name` says which and `reason` why.
    case invalidParameter(name: String, reason: String)
    /// An easing name that Tally does not know, with the names it does know.
    case unknownEasing(String, validNames: [String])
    /// A known easing written with wrong arguments, e.g. `cubic-bezier(2,0,1,1)`.
    case malformedEasing(String, reason: String)

    /// The numbers Tally holds, as ``valueOutOfRange(_:)`` says it: "at
    /// most 19 integer digits and 18 fraction digits" (`tally follow` says
    /// it of the lines it skips).
    package static var numberRange: String {
        "at most \(FixedDecimal.maximumIntegerDigits) integer digits and \(FixedDecimal.maximumScale) fraction digits"
    }

    /// One line for a person: `invalid duration -1.0 seconds`.
    public var description: String {
        switch self {
        case .invalidNumber(let text):
            return "'\(text)' is not a number"
        case .nonFiniteValue(let text):
            return "\(text) is not a finite number"
        case .valueOutOfRange(let text):
            return "\(text) is out of range (\(Self.numberRange))"
        case .invalidDuration(let text):
            return "invalid duration \(text)"
        case .invalidParameter(let name, let reason):
            return "invalid \(name): \(reason)"
        case .unknownEasing(let name, let validNames):
            return "unknown easing '\(name)'; valid names: \(validNames.joined(separator: ", "))"
        case .malformedEasing(let name, let reason):
            return "malformed easing '\(name)': \(reason)"
        }
    }
}
