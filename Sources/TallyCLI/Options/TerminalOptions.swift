import TallyTerminal

/// The options of the commands that draw big digits, and what they chose.
///
/// ```swift
/// let digits = try TerminalOptions(parsed)
/// TimerView(..., mode: digits.mode(on: terminal), weight: digits.weight, height: digits.height)
/// ```
struct TerminalOptions {
    static let pixels = Option<PixelMode>(
        "pixels", value: "P",
        help: "how big digits are drawn: half (▀▄, most fonts), quad (▘▞▟), braille (⣿, finest) "
            + "or ascii (d8b, any terminal, fewest bytes)",
        default: "quad; ascii where TERM=linux, the Linux console",
        completion: .words(PixelMode.allCases.map(\.rawValue))
    ) { text, name throws(UsageError) in try ValueParsers.oneOf(text, for: name) }

    static let weight = Option<StrokeWeight>(
        "weight", value: "W",
        help: "how heavy big digits' strokes are: thin, light, regular or bold (lighter: fewer bytes to redraw)",
        default: "regular",
        completion: .words(StrokeWeight.allCases.map(\.rawValue))
    ) { text, name throws(UsageError) in try ValueParsers.oneOf(text, for: name) }

    static let height = Option<Int>(
        "height", value: "ROWS", help: "draw the digits at most ROWS rows tall",
        default: "as big as the window allows"
    ) { text, name throws(UsageError) in
        guard let rows = Int(text), (1...1000).contains(rows) else {
            throw UsageError("invalid value '\(text)' for \(name) (expected a number of rows, 1 to 1000)")
        }
        return rows
    }

    static let specs = [pixels.spec, weight.spec, height.spec]

    /// `--pixels`, when given; else the terminal's own (``Terminal/pixelMode``).
    let chosenMode: PixelMode?
    /// `--weight`: how heavy big digits' strokes are.
    let weight: StrokeWeight
    /// `--height`: the most rows the digits take; nil: as many as the window allows.
    let height: Int?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        chosenMode = try parsed.value(Self.pixels)
        weight = try parsed.value(Self.weight) ?? .regular
        height = try parsed.value(Self.height)
    }

    /// How big digits are drawn on `terminal`: as `--pixels` chose, else as
    /// suits it (ASCII art on the Linux console).
    func mode(on terminal: any TerminalDevice) -> PixelMode {
        chosenMode ?? terminal.pixelMode
    }
}
