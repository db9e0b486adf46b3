import Foundation

/// The zsh completion script for `tally`, written from a
/// ``ShellCompletion``: an `_arguments` specification per command, each
/// option with its description and how its value completes (`(words)`,
/// `_files`, `_files -/`, or a message for free text).
///
/// Installed as `_tally` in a folder of `$fpath`, it is autoloaded by
/// `compinit` (`#compdef tally`); sourced, it registers itself with
/// `compdef`.
///
/// ```swift
/// let script = ZshCompletionScript.render(ShellCompletion(commands: TallyCommandLine.commands))
/// // $ tally count 0 1 --eas<TAB>
/// // --easing  -- none, linear, ease-in, ease-out, …
/// ```
enum ZshCompletionScript {
    static func render(_ completion: ShellCompletion) -> String {
        var lines = [
            "#compdef tally",
            "# zsh completion for tally(1), written by 'tally completions zsh' from the",
            "# declarations that make 'tally --help'. Install it as _tally in a folder",
            "# of $fpath (e.g. share/zsh/site-functions), or source it after compinit.",
            "",
            "_tally() {",
            "    local curcontext=$curcontext state state_descr line ret=1",
            "    typeset -A opt_args",
            "    _arguments -C \\",
            "        '(- :)'{-h,--help}'[\(description(ShellCompletion.help.help))]' \\",
            "        '(- :)--version[\(description(ShellCompletion.version.help))]' \\",
            "        '1: :->command' \\",
            "        '*:: :->argument' && ret=0",
            "    case $state in",
            "    command)",
            "        local -a commands",
            "        commands=(",
        ]
        for entry in completion.entries {
            lines.append("            " + quoted(entry.name + ":" + entry.abstract))
        }
        lines += [
            "        )",
            "        _describe -t commands 'tally command' commands && ret=0",
            "        ;;",
            "    argument)",
            "        curcontext=${curcontext%:*:*}:tally-$words[1]:",
            "        case $words[1] in",
        ]
        for entry in completion.entries {
            lines.append("        \(entry.name))")
            var specs = entry.options.map(spec)
            if entry.takesOperands {
                let message = entry.operands.isEmpty ? "argument" : entry.operands
                // Free text: `_nothing`, not a message, or zsh lists `--eas` there
                // instead of completing it to `--easing`.
                let action = entry.operandCompletion == .text ? "_nothing" : action(for: entry.operandCompletion)
                specs.append(quoted("*:" + escaped(message, ":") + ":" + action))
            }
            lines.append("            _arguments -S \\")
            for spec in specs { lines.append("                \(spec) \\") }
            lines.append("                && ret=0")
            lines.append("            ;;")
        }
        lines += [
            "        esac",
            "        ;;",
            "    esac",
            "    return ret",
            "}",
            "",
            "if [[ $funcstack[1] == _tally ]]; then",
            "    _tally \"$@\"",
            "else",
            "    compdef _tally tally",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One option as `_arguments` takes it, quoted for the shell.
    private static func spec(_ option: OptionSpec) -> String {
        let text = "[" + description(option.helpRow.1) + "]"
        if option.name == ShellCompletion.help.name {
            return "'(- *)'{-h,--help}" + quoted(text)
        }
        if option.isSwitch {
            return quoted("--" + option.name + text)
        }
        let message = escaped(option.valueName ?? "value", ":")
        return quoted("--" + option.name + "=" + text + ":" + message + ":" + action(for: option.completion))
    }

    /// How `_arguments` completes a value.
    private static func action(for completion: OptionSpec.Completion) -> String {
        switch completion {
        case .text: " "
        case .file: "_files"
        case .directory: "_files -/"
        case .words, .locales, .currencies, .easings:
            "(" + (completion.words ?? []).map { escaped($0, " ():[]") }.joined(separator: " ") + ")"
        }
    }

    /// Text inside `[…]`: brackets and colons escaped.
    private static func description(_ text: String) -> String {
        escaped(text, "[]:")
    }

    /// `text` with backslashes and the `special` characters escaped with a
    /// backslash, for `_arguments`.
    private static func escaped(_ text: String, _ special: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as one single-quoted shell word.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
