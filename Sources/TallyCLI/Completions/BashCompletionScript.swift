import Foundation

/// The bash completion script for `tally`, written from a
/// ``ShellCompletion``: one function, `_tally`, registered with
/// `complete -F`. It works in bash 3.2 (macOS's) and later, with or without
/// the bash-completion package.
///
/// The first word completes to a command; after a command, a word starting
/// with `-` to that command's options, the word after an option to its
/// values (words, files or folders; nothing for free text), and any other
/// word to the command's operands. `--name=value` is completed too (bash
/// splits it at `=`), and nothing after `--` is taken for an option.
///
/// ```swift
/// let script = BashCompletionScript.render(ShellCompletion(commands: TallyCommandLine.commands))
/// // $ source <(tally completions bash)
/// // $ tally ro<TAB>         -> tally roll
/// // $ tally count 0 1 --eas<TAB>  -> --easing
/// ```
enum BashCompletionScript {
    static func render(_ completion: ShellCompletion) -> String {
        var lines = [
            "# bash completion for tally(1), written by 'tally completions bash' from the",
            "# declarations that make 'tally --help'. Install it as",
            "# share/bash-completion/completions/tally, or source it from ~/.bashrc.",
            "",
            "# Sets COMPREPLY to the words of $1 that start with $2.",
            "__tally_words() {",
            "    local IFS=$' \\t\\n'",
            "    COMPREPLY=($(compgen -W \"$1\" -- \"$2\"))",
            "}",
            "",
            "# Sets COMPREPLY to the files (with -d: the folders) that start with the last argument.",
            "__tally_paths() {",
            "    local IFS=$'\\n'",
            "    COMPREPLY=($(compgen \"${1}\" -- \"$2\"))",
            "    type compopt >/dev/null 2>&1 && compopt -o filenames 2>/dev/null",
            "    return 0",
            "}",
            "",
            "_tally() {",
            "    COMPREPLY=()",
            "    local cword=$COMP_CWORD",
            "    local cur=${COMP_WORDS[cword]} prev=",
            "    (( cword > 0 )) && prev=${COMP_WORDS[cword-1]}",
            "    # --name=value: bash splits the word at '='.",
            "    if [[ $cur == = ]]; then",
            "        cur=",
            "    elif [[ $prev == = ]] && (( cword > 1 )); then",
            "        prev=${COMP_WORDS[cword-2]}",
            "    fi",
            "    if (( cword <= 1 )); then",
            "        __tally_words \(quoted(completion.firstWords)) \"$cur\"",
            "        return 0",
            "    fi",
            "    # After '--' every word is an operand.",
            "    local options=1 i",
            "    for (( i = 2; i < cword; i++ )); do",
            "        [[ ${COMP_WORDS[i]} == -- ]] && options=0",
            "    done",
            "    case ${COMP_WORDS[1]} in",
        ]
        for entry in completion.entries {
            lines.append("    \(entry.name))")
            lines += valueCases(entry.options).map { "        " + $0 }
            lines.append("        if (( options )) && [[ $cur == -* ]]; then")
            lines.append(
                "            __tally_words \(quoted(entry.options.flatMap(ShellCompletion.spellings))) \"$cur\"")
            if entry.takesOperands, let action = action(for: entry.operandCompletion) {
                lines.append("        else")
                lines.append("            \(action)")
            }
            lines.append("        fi")
            lines.append("        ;;")
        }
        lines += [
            "    esac",
            "    return 0",
            "}",
            "",
            "complete -F _tally tally",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `case $prev` that completes the value after each option that takes one.
    private static func valueCases(_ options: [OptionSpec]) -> [String] {
        let valued = options.filter { !$0.isSwitch }
        guard !valued.isEmpty else { return [] }
        var lines = ["if (( options )); then", "    case $prev in"]
        // Options whose values complete the same way share an arm.
        var arms: [(action: String, names: [String])] = []
        for option in valued {
            let action = action(for: option.completion) ?? ":"
            if let index = arms.firstIndex(where: { $0.action == action }) {
                arms[index].names.append("--" + option.name)
            } else {
                arms.append((action, ["--" + option.name]))
            }
        }
        for arm in arms {
            lines.append("    \(arm.names.joined(separator: "|")))")
            lines.append("        \(arm.action)")
            lines.append("        return 0 ;;")
        }
        lines += ["    esac", "fi"]
        return lines
    }

    /// The command that fills COMPREPLY for a value, or nil when any text goes.
    private static func action(for completion: OptionSpec.Completion) -> String? {
        switch completion {
        case .text: nil
        case .file: "__tally_paths -f \"$cur\""
        case .directory: "__tally_paths -d \"$cur\""
        case .words, .locales, .currencies, .easings: "__tally_words \(quoted(completion.words ?? [])) \"$cur\""
        }
    }

    /// Words as one single-quoted shell word, space-separated.
    static func quoted(_ words: [String]) -> String {
        "'" + words.joined(separator: " ").replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
