import TallyTerminal

/// The options of the commands that draw big digits (`--pixels`,
/// `--weight`, `--height`), as given: the pixel mode is the terminal's own
/// unless chosen, and is resolved once, by the ``FullScreenSession``.
///
/// ```swift
/// let digits = try DigitOptions(parsed)
/// let style = digits.style(on: terminal)  // what the views draw with
/// ```
struct DigitOptions {
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
        weight = try parsed.valueOrDefault(Self.weight)
        height = try parsed.value(Self.height)
    }

    /// How big digits are drawn on `terminal`: the pixel mode `--pixels`
    /// chose, else the one that suits it (ASCII art on the Linux console),
    /// with the weight and height given.
    func style(on terminal: any TerminalDevice) -> DigitStyle {
        DigitStyle(mode: chosenMode ?? terminal.pixelMode, weight: weight, height: height)
    }
}
