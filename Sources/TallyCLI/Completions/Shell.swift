/// A shell `tally completions` writes a completion script for.
///
/// ```swift
/// Shell(rawValue: "zsh")?.script(for: ShellCompletion(commands: TallyCommandLine.commands))
/// // "#compdef tally\n…"
/// ```
enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish

    /// The whole completion script for this shell.
    func script(for completion: ShellCompletion) -> String {
        switch self {
        case .bash: BashCompletionScript.render(completion)
        case .zsh: ZshCompletionScript.render(completion)
        case .fish: FishCompletionScript.render(completion)
        }
    }
}
