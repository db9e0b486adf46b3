import TallyCore

/// One option of a command, declared once: parsing, `--help`, and shell
/// completions all read it.
///
/// ```swift
/// let spec = OptionSpec(name: "duration", valueName: "D", help: "how long the count takes", defaultValue: "2s")
/// spec.helpRow  // ("--duration D", "how long the count takes (default: 2s)")
/// ```
struct OptionSpec: Sendable, Equatable {
    /// How a shell completes the option's value.
    enum Completion: Sendable, Equatable {
        /// Anything: no completion.
        case text
        /// A file name.
        case file
        /// A folder name.
        case directory
        /// One of these words.
        case words([String])
        /// One of the locales `--locale` offers
        /// (``FormatOptions/completedLocales``): listed only when a completion
        /// script is written, since working them out costs ICU milliseconds
        /// that every other run of tally would spend at its start.
        case locales
        /// One of the ISO 4217 codes `--currency` takes: listed only when a
        /// completion script is written (ICU's list, as for ``locales``).
        case currencies
        /// One of the easings named without arguments: listed only when a
        /// completion script is written (each is made to list its name).
        case easings

        /// The words a shell offers, or nil when it offers no list.
        ///
        /// ```swift
        /// OptionSpec.Completion.words(["up", "down"]).words  // ["up", "down"]
        /// OptionSpec.Completion.file.words                   // nil
        /// ```
        var words: [String]? {
            switch self {
            case .words(let words): words
            case .locales: FormatOptions.completedLocales
            case .currencies: StyleOptions.completedCurrencies
            case .easings: Easing.validNames.filter { !$0.contains("(") }
            case .text, .file, .directory: nil
            }
        }
    }

    /// The name without dashes, e.g. `duration`.
    let name: String
    /// What its value is called in help, e.g. `D`; nil for a switch.
    let valueName: String?
    /// What it does, in a few words.
    let help: String
    /// The value used when it is not given, as help shows it.
    var defaultValue: String? = nil
    /// How a shell completes its value.
    var completion: Completion = .text

    /// Whether it takes no value.
    var isSwitch: Bool { valueName == nil }

    /// The two columns of its line in `--help`.
    var helpRow: (String, String) {
        ("--" + name + (valueName.map { " " + $0 } ?? ""), help + (defaultValue.map { " (default: \($0))" } ?? ""))
    }
}

/// An option that takes a value, and how its text becomes one.
///
/// ```swift
/// static let step = Option("step", value: "D", help: "how long each step lasts", default: "1s") { text, name throws(UsageError) in
///     try ValueParsers.duration(text, for: name)
/// }
/// let step = try parsed.valueOrDefault(Self.step)  // 1 second unless --step is given
/// ```
///
/// The default is written once, as the help shows it; when that text is a
/// value the option takes ("1s", "30"), ``defaultValue`` parses it. It is
/// parsed when asked for, not when the option is made: every command's
/// options are made at its start, and some defaults are dear to read (the
/// locale's checks the name against Foundation's thousand identifiers).
/// A default that depends on other options is prose ("2s, or a spring's
/// own settling time"), and the command works it out.
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec
    /// Reads the text given for the option (named as typed, e.g. `--step`, for errors).
    let parse: @Sendable (_ text: String, _ name: String) throws(UsageError) -> Value
    /// Makes the default when ``defaultValue`` is asked for.
    private let makeDefault: @Sendable () -> Value?

    /// The default, when the help's default text is a value the option takes.
    var defaultValue: Value? { makeDefault() }

    init(
        _ name: String, value: String, help: String, default defaultText: String? = nil,
        completion: OptionSpec.Completion = .text,
        parse: @escaping @Sendable (_ text: String, _ name: String) throws(UsageError) -> Value
    ) {
        spec = OptionSpec(
            name: name, valueName: value, help: help, defaultValue: defaultText, completion: completion)
        self.parse = parse
        makeDefault = { defaultText.flatMap { text in try? parse(text, "--" + name) } }
    }
}

extension Option where Value == String {
    /// An option whose value is any text. `default` describes the default
    /// in words ("the locale's"); a `defaultValue` is text the option takes
    /// when not given, shown quoted (or as `shownAs` says).
    ///
    /// Text that tally shows (a prefix, a title) is refused when it holds a
    /// control or an invisible format character (ESC would reach the
    /// terminal as a command; U+202E would turn the text round); `anyText`
    /// takes it as it is (a shell command, a path).
    init(
        _ name: String, value: String, help: String, default described: String? = nil,
        defaultValue: String? = nil, shownAs shown: String? = nil, completion: OptionSpec.Completion = .text,
        anyText: Bool = false
    ) {
        spec = OptionSpec(
            name: name, valueName: value, help: help,
            defaultValue: shown ?? defaultValue.map { "\"\($0)\"" } ?? described, completion: completion)
        parse = { @Sendable text, name throws(UsageError) in
            anyText ? text : try ValueParsers.shownText(text, for: name)
        }
        makeDefault = { defaultValue }
    }
}

/// An option that takes no value.
///
/// ```swift
/// static let loop = Flag("loop", help: "play it for ever (default: once)")
/// let loops = parsed.has(Self.loop)
/// ```
struct Flag: Sendable {
    let spec: OptionSpec

    init(_ name: String, help: String) {
        spec = OptionSpec(name: name, valueName: nil, help: help)
    }
}

extension ParsedArguments {
    /// The value given for `option`, read, or nil when it was not given.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = value(option.spec.name) else { return nil }
        return try option.parse(text, "--" + option.spec.name)
    }

    /// The value given for `option`, or its default (an option whose help
    /// shows a default value).
    func valueOrDefault<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
        guard let given = try value(option) else {
            guard let fallback = option.defaultValue else {
                preconditionFailure(
                    "--\(option.spec.name) shows no default value (\(option.spec.defaultValue ?? "none"))")
            }
            return fallback
        }
        return given
    }

    /// Whether `flag` was given.
    func has(_ flag: Flag) -> Bool {
        has(flag.spec.name)
    }
}
