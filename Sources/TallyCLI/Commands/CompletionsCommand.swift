import TallyTerminal

/// `tally completions SHELL`: prints a completion script for bash, zsh or
/// fish, written from the declarations of every command and option.
///
/// ```swift
/// let status = await TallyCommandLine.run(["completions", "bash"])
/// // prints "# bash completion for tally(1) …\ncomplete -F _tally tally\n", status == 0
/// ```
struct CompletionsCommand: Command {
    static let name = "completions"
    static let operands = "SHELL"
    static let abstract = "a completion script for bash, zsh or fish"
    static let maximumOperandCount = 1
    static let operandCompletion = OptionSpec.Completion.words(Shell.allCases.map(\.rawValue))
    static let discussion = """
        Prints a completion script for SHELL (bash, zsh or fish), written from the
        declarations that make every --help: commands, their options, and option
        values such as easing names and locales complete. 'make install' installs
        all three; to install one by hand, save it where its shell looks (as below;
        for zsh, ~/.zfunc must be in $fpath before compinit runs).
        """
    static let options: [OptionSpec] = []
    static let examples = [
        "tally completions bash > ~/.local/share/bash-completion/completions/tally",
        "tally completions zsh > ~/.zfunc/_tally",
        "tally completions fish > ~/.config/fish/completions/tally.fish",
        "source <(tally completions bash)",
    ]

    let shell: Shell

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard let text = parsed.operands.first else {
            throw UsageError("missing SHELL: bash, zsh or fish (e.g. 'tally completions bash')")
        }
        guard let shell = Shell(rawValue: text) else {
            throw UsageError("unknown shell '\(text)' (expected bash, zsh or fish)")
        }
        self.shell = shell
    }

    func run() async throws(UsageError) -> Int32 {
        FileOutput.standardOutput.write(shell.script(for: ShellCompletion(commands: TallyCommandLine.commands)))
        return ExitStatus.success
    }
}
