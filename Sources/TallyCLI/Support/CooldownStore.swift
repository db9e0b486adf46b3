import Foundation
import TallyCore
import TallyTerminal

/// Cooldown deadlines by key, in one JSON file under `$XDG_STATE_HOME/tally`
/// (or `~/.local/state/tally`, or a directory given). Every save writes a
/// new file and renames it over the old one, so a crash never leaves half a
/// file. A store that cannot be read is reported once on stderr and treated
/// as holding no cooldown.
struct CooldownStore {
    private struct Contents: Codable {
        var version = 1
        var cooldowns: [String: CooldownDeadline] = [:]
    }

    let file: URL
    private let errors: FileOutput

    init(
        directory: String?, environment: [String: String] = ProcessInfo.processInfo.environment,
        errors: FileOutput = .standardError
    ) {
        let base: URL
        if let directory {
            base = URL(fileURLWithPath: directory)
        } else if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = URL(fileURLWithPath: state).appendingPathComponent("tally")
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/state/tally")
        }
        file = base.appendingPathComponent("cooldowns.json")
        self.errors = errors
    }

    /// Every stored deadline; none if the file is missing, unreadable or corrupt.
    func load() -> [String: CooldownDeadline] {
        guard FileManager.default.fileExists(atPath: file.path) else { return [:] }
        do {
            let data = try Data(contentsOf: file)
            return try JSONDecoder().decode(Contents.self, from: data).cooldowns
        } catch {
            errors.write(
                "tally: the cooldown store \(file.path) cannot be read (\(Self.reason(error))); treating it as empty\n")
            return [:]
        }
    }

    /// Stores `deadline` under `key` (nil removes it), keeping the other keys.
    func save(_ deadline: CooldownDeadline?, for key: String, keeping existing: [String: CooldownDeadline]) throws {
        var contents = Contents(cooldowns: existing)
        contents.cooldowns[key] = deadline
        let directory = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let temporary = directory.appendingPathComponent(
            ".cooldowns.json.\(ProcessInfo.processInfo.processIdentifier).tmp")
        try encoder.encode(contents).write(to: temporary)
        if rename(temporary.path, file.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }

    private static func reason(_ error: any Error) -> String {
        error is DecodingError ? "not a cooldown store" : "unreadable"
    }
}
