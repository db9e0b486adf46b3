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
/// let step = try parsed.value(Self.step) ?? .seconds(1)
/// ```
struct Option<Value>: Sendable {
    let spec: OptionSpec
    /// Reads the text given for the option (named as typed, e.g. `--step`, for errors).
    let parse: @Sendable (_ text: String, _ name: String) throws(UsageError) -> Value

    init(
        _ name: String, value: String, help: String, default defaultValue: String? = nil,
        completion: OptionSpec.Completion = .text,
        parse: @escaping @Sendable (_ text: String, _ name: String) throws(UsageError) -> Value
    ) {
        spec = OptionSpec(
            name: name, valueName: value, help: help, defaultValue: defaultValue, completion: completion)
        self.parse = parse
    }
}

extension Option where Value == String {
    /// An option whose value is any text.
    init(
        _ name: String, value: String, help: String, default defaultValue: String? = nil,
        completion: OptionSpec.Completion = .text
    ) {
        self.init(name, value: value, help: help, default: defaultValue, completion: completion) { text, _ in text }
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

    /// Whether `flag` was given.
    func has(_ flag: Flag) -> Bool {
        has(flag.spec.name)
    }
}
