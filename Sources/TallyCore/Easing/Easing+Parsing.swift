extension Easing {
    /// Reads an easing from its name, as a command line gives it.
    ///
    /// Names are those of ``name``: `none`, `linear`, `ease-in`, `ease-out`,
    /// `ease-in-out`, `ease-in-quad` … `ease-in-out-bounce`,
    /// `cubic-bezier(x1,y1,x2,y2)`, `steps(n)` or `steps(n,jump-start)`
    /// (also `start`, `end`, `jump-end`, `jump-none`, `jump-both`), and
    /// `spring(mass,stiffness,damping)` with an optional initial velocity.
    /// Case and spaces do not matter.
    ///
    /// ```swift
    /// try Easing(parsing: "ease-out") == .easeOut  // true
    /// try Easing(parsing: "spring(1,100,10)").settlingDuration  // Optional(1.271 seconds)
    /// ```
    ///
    /// - Throws: ``TallyError/unknownEasing(_:validNames:)`` for a name Tally
    ///   does not know (the error lists ``validNames``), and
    ///   ``TallyError/malformedEasing(_:reason:)`` for a known one with bad
    ///   arguments.
    public init(parsing text: String) throws(TallyError) {
        let compact = String(text.lowercased().filter { !$0.isWhitespace })
        if let open = compact.firstIndex(of: "("), compact.hasSuffix(")") {
            let function = String(compact[..<open])
            let inner = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
            let arguments = inner.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            do {
                self = try Self.parseFunction(function, arguments, text: text)
            } catch .malformedEasing(_, let reason) {
                throw .malformedEasing(text, reason: reason)
            }
            return
        }
        guard let easing = Self.namedEasings[compact] else {
            throw .unknownEasing(text, validNames: Self.validNames)
        }
        self = easing
    }

    /// Every name ``init(parsing:)`` accepts, with the functional forms
    /// written as templates.
    ///
    /// ```swift
    /// Easing.validNames.first  // "none"
    /// ```
    public static let validNames: [String] =
        namedList.map(\.name) + [
            "cubic-bezier(x1,y1,x2,y2)",
            "steps(n[,jump-start|jump-end|jump-none|jump-both])",
            "spring(mass,stiffness,damping[,velocity])",
        ]

    private static let namedList: [Easing] =
        [.none, .linear, .easeIn, .easeOut, .easeInOut]
        + Family.allCases.flatMap { family in
            Direction.allCases.map { Easing(family, $0) }
        }

    private static let namedEasings: [String: Easing] = Dictionary(
        uniqueKeysWithValues: namedList.map { ($0.name, $0) })

    private static func parseFunction(_ function: String, _ arguments: [String], text: String)
        throws(TallyError) -> Easing
    {
        switch function {
        case "cubic-bezier":
            let values = try numbers(arguments, count: 4...4, text: text)
            return try cubicBezier(values[0], values[1], values[2], values[3])
        case "steps":
            guard (1...2).contains(arguments.count), let count = Int(arguments[0]) else {
                throw .malformedEasing(text, reason: "expected steps(n) or steps(n,position)")
            }
            var position = StepPosition.jumpEnd
            if arguments.count == 2 {
                switch arguments[1] {
                case "start": position = .jumpStart
                case "end": position = .jumpEnd
                default:
                    guard let named = StepPosition(rawValue: arguments[1]) else {
                        throw .malformedEasing(
                            text,
                            reason: "the position must be jump-start, jump-end, jump-none, "
                                + "jump-both, start or end")
                    }
                    position = named
                }
            }
            return try steps(count, position)
        case "spring":
            let values = try numbers(arguments, count: 3...4, text: text)
            return try spring(
                mass: values[0], stiffness: values[1], damping: values[2],
                initialVelocity: values.count == 4 ? values[3] : 0)
        default:
            throw .unknownEasing(text, validNames: validNames)
        }
    }

    private static func numbers(_ arguments: [String], count: ClosedRange<Int>, text: String)
        throws(TallyError) -> [Double]
    {
        guard count.contains(arguments.count) else {
            throw .malformedEasing(
                text,
                reason:
                    "expected \(count.lowerBound == count.upperBound ? "" : "\(count.lowerBound) to ")\(count.upperBound) numbers"
            )
        }
        var values: [Double] = []
        for argument in arguments {
            guard let value = Double(argument), value.isFinite else {
                throw .malformedEasing(text, reason: "'\(argument)' is not a finite number")
            }
            values.append(value)
        }
        return values
    }
}
