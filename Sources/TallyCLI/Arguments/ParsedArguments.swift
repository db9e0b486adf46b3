/// The options and operands of one command line.
///
/// A token is an option when it starts with `--` (or is `-h`) and is not a
/// number: `-5`, `-.5` and `-9223372036854775808` are operands, so negative
/// values work as written. `--` ends the options. Values follow their option
/// as the next token or after `=`.
struct ParsedArguments {
    /// The command as typed, e.g. `tally count`, for error messages.
    let command: String
    private(set) var operands: [String] = []
    private var values: [String: String] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - arguments: The tokens after the command name.
    ///   - options: The options the command declares.
    ///   - command: The command, for error messages.
    init(_ arguments: [String], options: [OptionSpec], command: String) throws(UsageError) {
        self.command = command
        let valued = Set(options.filter { !$0.isSwitch }.map(\.name))
        let switches = Set(options.filter(\.isSwitch).map(\.name))
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || !Self.isOption(token) {
                operands.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            if token == "-h" {
                flags.insert("help")
                continue
            }
            var name = String(token.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if valued.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("missing value for --\(name)")
                }
            } else if switches.contains(name) || name == "help" {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
            } else {
                throw UsageError("unknown option '\(token)' for '\(command)' (see '\(command) --help')")
            }
        }
    }

    /// Whether `token` is an option rather than an operand.
    static func isOption(_ token: String) -> Bool {
        guard token.hasPrefix("-"), token != "-" else { return false }
        let rest = token.dropFirst()
        if let first = rest.first, first.isNumber || first == "." { return false }
        return true
    }

    func value(_ name: String) -> String? { values[name] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
