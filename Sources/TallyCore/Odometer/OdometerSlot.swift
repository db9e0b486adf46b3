/// A column position of an odometer's layout, by what it holds.
enum OdometerSlot: Hashable, Sendable {
    case sign
    case digit(Int)
    /// The separator to the right of integer place n.
    case groupSeparator(Int)
    case decimalMark
    /// A styled format's text before the digits ("$", "-€", "(").
    case prefix
    /// A styled format's text after the digits ("M", " €", "%").
    case suffix

    /// Whether the slot holds digits.
    var isDigit: Bool {
        if case .digit = self { return true }
        return false
    }

    var role: OdometerColumn.Role {
        switch self {
        case .sign: return .sign
        case .digit(let place): return .digit(place: place)
        case .groupSeparator: return .groupSeparator
        case .decimalMark: return .decimalMark
        case .prefix: return .prefix
        case .suffix: return .suffix
        }
    }

    /// Whether the slot holds a styled format's words.
    var isWords: Bool { self == .prefix || self == .suffix }

    /// Every slot either reading needs, left to right.
    static func layout(_ a: OdometerReading, _ b: OdometerReading, minimumLength: Int, symbols: OdometerSymbols)
        -> [OdometerSlot]
    {
        var slots: [OdometerSlot] = []
        let words = [a.words, b.words].compactMap { $0 }
        // A styled reading always has a prefix slot, taking no room when its
        // text is empty: its leg's words (the sign under `.never`, the unit)
        // are read there.
        if !words.isEmpty { slots.append(.prefix) }
        // A styled reading's sign is in its words.
        if (a.isNegative && a.words == nil) || (b.isNegative && b.words == nil) { slots.append(.sign) }
        let top = max(a.integerDigits, b.integerDigits, minimumLength) - 1
        for place in stride(from: top, through: 0, by: -1) {
            slots.append(.digit(place))
            if place >= 1, symbols.separates(place) { slots.append(.groupSeparator(place)) }
        }
        let fraction = max(a.scale, b.scale)
        if fraction > 0 {
            slots.append(.decimalMark)
            for place in stride(from: -1, through: -fraction, by: -1) { slots.append(.digit(place)) }
        }
        if words.contains(where: { !$0.tail.isEmpty }) { slots.append(.suffix) }
        return slots
    }

    /// Whether the slot takes room when `reading` is shown.
    func isPresent(in reading: OdometerReading, minimumLength: Int, symbols: OdometerSymbols) -> Bool {
        switch self {
        case .sign:
            return reading.isNegative && reading.words == nil
        case .prefix:
            return reading.words.map { !$0.head.isEmpty } ?? false
        case .suffix:
            return reading.words.map { !$0.tail.isEmpty } ?? false
        case .digit(let place):
            return place >= 0 ? place < max(reading.integerDigits, minimumLength) : -place <= reading.scale
        case .groupSeparator(let place):
            let digits = max(reading.integerDigits, minimumLength)
            return place < digits && symbols.groups(integerDigits: digits)
        case .decimalMark:
            return reading.scale > 0
        }
    }

    /// Whether the slot is padding (beyond the number's own digits) in `reading`.
    func isPadding(in reading: OdometerReading) -> Bool {
        switch self {
        case .digit(let place), .groupSeparator(let place):
            return place >= 1 && place >= reading.integerDigits
        case .sign, .decimalMark, .prefix, .suffix:
            return false
        }
    }
}
