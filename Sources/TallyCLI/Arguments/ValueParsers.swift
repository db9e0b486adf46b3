import TallyCore

/// Turns option and operand text into values, or a one-line error naming it.
enum ValueParsers {
    static func number(_ text: String, for name: String) throws(UsageError) -> FixedDecimal {
        do {
            return try FixedDecimal(text)
        } catch {
            throw UsageError("invalid number '\(text)' for \(name): \(error)")
        }
    }

    static func duration(_ text: String, for name: String) throws(UsageError) -> Duration {
        guard let duration = DurationParser.parse(text) else {
            throw UsageError(
                "invalid duration '\(text)' for \(name) (e.g. 2, 2s, 500ms, 1.5m, 1m30s, 1h2m3s, 1:30, 1:02:03)")
        }
        return duration
    }

    /// A frame rate, checked by the library's own ``FrameRate``.
    static func rate(_ text: String, for name: String) throws(UsageError) -> FrameRate {
        guard let value = Double(text), let rate = try? FrameRate(value) else {
            throw UsageError(
                "invalid rate '\(text)' for \(name) (expected a number of frames per second, 0.001 to 1000)")
        }
        return rate
    }

    static func easing(_ text: String, for name: String) throws(UsageError) -> Easing {
        do {
            return try Easing(parsing: text)
        } catch {
            throw UsageError("\(error) (for \(name))")
        }
    }

    /// The case of `T` named `text` (`"ascii"` for `PixelMode.ascii`), or
    /// an error that lists every name.
    /// Text that tally shows: refused with status 2 when it holds a control
    /// or an invisible format character (`Unicode.Scalar.isControlOrInvisibleFormat`),
    /// named in the message as an escape.
    static func shownText(_ text: String, for name: String) throws(UsageError) -> String {
        guard let bad = text.unicodeScalars.first(where: \.isControlOrInvisibleFormat) else { return text }
        let code = "U+" + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)
        throw UsageError(
            "invalid value '\(text)' for \(name) (\(code) is a control or invisible character: it would not be shown as text)"
        )
    }

    static func oneOf<T: CaseIterable & RawRepresentable<String>>(
        _ text: String, for name: String
    ) throws(UsageError) -> T {
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw UsageError("invalid value '\(text)' for \(name) (expected \(expected))")
        }
        return value
    }

    /// A whole number in `range`.
    static func whole(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "invalid value '\(text)' for \(name) (expected a whole number from \(range.lowerBound) to \(range.upperBound))"
            )
        }
        return value
    }
}

extension ParsedArguments {
    /// The two numbers FROM and TO that `count` and `roll` take as operands.
    ///
    /// - Parameter example: Operands to show when they are missing.
    func fromAndTo(example: String) throws(UsageError) -> (FixedDecimal, FixedDecimal) {
        guard operands.count == 2 else {
            throw UsageError("FROM and TO are needed, e.g. '\(command) \(example)' (see '\(command) --help')")
        }
        return (
            try ValueParsers.number(operands[0], for: "FROM"), try ValueParsers.number(operands[1], for: "TO")
        )
    }
}

extension String {
    /// This text with zeros before it, to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(length - count, 0)) + self
    }
}
