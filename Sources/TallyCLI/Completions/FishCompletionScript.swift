/// The fish completion script for `tally`, written from a
/// ``ShellCompletion``: one `complete` line per command and per option of
/// each command, with its description and how its value completes (a list
/// of words, files, folders, or nothing for free text).
///
/// ```swift
/// let script = FishCompletionScript.render(ShellCompletion(commands: TallyCommandLine.commands))
/// // complete -c tally -n '__tally_using count' -l easing -x -k -a 'none linear …'
/// // complete -c tally -n '__tally_using count' -l easing -x -d 'none, linear, …'
/// ```
enum FishCompletionScript {
    static func render(_ completion: ShellCompletion) -> String {
        var lines = [
            "# fish completion for tally(1), written by 'tally completions fish' from the",
            "# declarations that make 'tally --help'. Install it as",
            "# share/fish/vendor_completions.d/tally.fish or ~/.config/fish/completions/tally.fish.",
            "",
            "# Whether the command line has no command yet.",
            "function __tally_needs_command",
            "    test (count (commandline -opc)) -eq 1",
            "end",
            "",
            "# Whether the command (the word after tally) is $argv[1].",
            "function __tally_using",
            "    set -l words (commandline -opc)",
            "    test (count $words) -ge 2; and test \"$words[2]\" = \"$argv[1]\"",
            "end",
            "",
            "complete -c tally -f",
        ]
        for entry in completion.entries {
            lines.append(
                "complete -c tally -n __tally_needs_command -a \(quoted(entry.name)) -d \(quoted(entry.abstract))")
        }
        for option in completion.topLevelOptions {
            lines.append("complete -c tally -n __tally_needs_command \(names(option)) -d \(quoted(option.help))")
        }
        for entry in completion.entries {
            lines.append("")
            let condition = "-n " + quoted("__tally_using " + entry.name)
            for option in entry.options {
                let line = "complete -c tally \(condition) \(names(option))"
                guard !option.isSwitch else {
                    lines.append(line + " -d " + quoted(option.helpRow.1))
                    continue
                }
                // The values on a line of their own, before the option's:
                // a `-d` on the same line would describe every value.
                if let values = values(option.completion) { lines.append(line + " -x " + values) }
                let requires = option.completion == .file ? " -r -F" : " -x"
                lines.append(line + requires + " -d " + quoted(option.helpRow.1))
            }
            if entry.takesOperands, let words = entry.operandCompletion.words {
                lines.append("complete -c tally \(condition) -k -a \(quoted(words.joined(separator: " ")))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-l name`, and `-s h` for help.
    private static func names(_ option: OptionSpec) -> String {
        (option.name == ShellCompletion.help.name ? "-s h " : "") + "-l " + option.name
    }

    /// The values an option completes to, as `-a` and its list, or nil for
    /// free text and files.
    private static func values(_ completion: OptionSpec.Completion) -> String? {
        if let words = completion.words { return "-k -a " + quoted(words.joined(separator: " ")) }
        return completion == .directory ? "-a '(__fish_complete_directories)'" : nil
    }

    /// `text` as one single-quoted fish word (`\` and `'` escaped).
    private static func quoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "\\" || character == "'" { result.append("\\") }
            result.append(character)
        }
        return result + "'"
    }
}
