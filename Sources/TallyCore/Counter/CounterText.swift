/// How a counter turns the formatted number into what it shows: ACLabelCounting's
/// `formatTextClosure` and `attributedTextClosure`.
///
/// ```swift
/// let percent = CounterText.formatted { "\($0) %" }
/// let outOf = CounterText.styled { number in
///     StyledText(number) + StyledText(" / 100", style: TextStyle(foreground: .lightGray))
/// }
/// ```
public enum CounterText: Sendable {
    /// The number as the ``NumberFormat`` writes it.
    case plain
    /// The number passed through a closure, e.g. `{ "\($0) %" }`.
    case formatted(@Sendable (String) -> String)
    /// The number turned into styled runs.
    case styled(@Sendable (String) -> StyledText)

    func frame(for number: String, value: FixedDecimal) -> CounterFrame {
        switch self {
        case .plain:
            return CounterFrame(plain: number, value: value)
        case .formatted(let transform):
            return CounterFrame(plain: transform(number), value: value)
        case .styled(let transform):
            return CounterFrame(styled: transform(number), value: value)
        }
    }
}
