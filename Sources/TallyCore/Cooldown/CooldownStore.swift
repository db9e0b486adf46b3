import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cooldown deadlines by key, in one JSON file that apps and the `tally`
/// command share.
///
/// Every change is a read-modify-write under an advisory lock (a `.lock`
/// file beside the store, `flock`), written to a temporary file, flushed to
/// disk and renamed over the old one: concurrent processes never lose each
/// other's keys, and a crash or `kill -9` mid-write leaves the old file
/// whole (its temporary file is removed by the next writer). A file that
/// cannot be read, or comes from a newer version, is never overwritten; a
/// damaged one is reported by ``load()``, and a save keeps a copy of it
/// (`cooldowns.json.corrupt-<time>-<pid>`) before starting a new store; a
/// single deadline whose values no clock can give is left out when read.
/// ``update(_:_:)`` decides and writes under the lock, so of many processes
/// pressing the same button at once exactly one starts it.
///
/// ```swift
/// let store = CooldownStore.standard
/// var button = try Cooldown(duration: .seconds(60))
/// button.deadline = try store.deadline(for: "sms")   // survives relaunch
/// if button.press(at: .now()) == .started {
///     try store.save(button.deadline, for: "sms")
/// }
/// ```
public struct CooldownStore: Sendable, Hashable {
    private struct Contents: Codable {
        var version = 1
        var cooldowns: [String: CooldownDeadline] = [:]

        init() {}

        /// Reads every key; a deadline no clock can give (a hand edit) is
        /// left out rather than making the whole store unreadable.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            version = try container.decode(Int.self, forKey: .version)
            let entries = try container.decode([String: Entry].self, forKey: .cooldowns)
            cooldowns = entries.compactMapValues(\.deadline)
        }
    }

    /// One stored deadline, nil when its values are out of range.
    private struct Entry: Decodable {
        var deadline: CooldownDeadline?

        init(from decoder: any Decoder) throws {
            deadline = try? CooldownDeadline(from: decoder)
        }
    }

    /// Just the version, read before the rest.
    private struct Version: Decodable {
        var version: Int
    }

    /// The JSON file.
    public let file: URL

    /// A store in `file`.
    ///
    /// ```swift
    /// let store = CooldownStore(file: URL(fileURLWithPath: "/tmp/cooldowns.json"))
    /// ```
    public init(file: URL) {
        self.file = file
    }

    /// A store in `cooldowns.json` inside `directory`.
    ///
    /// ```swift
    /// let store = CooldownStore(directory: URL(fileURLWithPath: "/var/lib/myapp"))
    /// store.file.lastPathComponent  // "cooldowns.json"
    /// ```
    public init(directory: URL) {
        self.init(file: directory.appendingPathComponent("cooldowns.json"))
    }

    /// The store apps and `tally` use unless told otherwise: on Apple
    /// platforms `Application Support/Tally/cooldowns.json` in the app's
    /// container; elsewhere `$XDG_STATE_HOME/tally/cooldowns.json`, or
    /// `~/.local/state/tally/cooldowns.json`.
    ///
    /// ```swift
    /// try CooldownStore.standard.deadline(for: "sms")
    /// ```
    public static var standard: CooldownStore {
        standard(environment: ProcessInfo.processInfo.environment)
    }

    /// ``standard`` as read from `environment` (`XDG_STATE_HOME`, `HOME`).
    ///
    /// ```swift
    /// CooldownStore.standard(environment: ["XDG_STATE_HOME": "/state"]).file.path
    /// // "/state/tally/cooldowns.json" on Linux
    /// ```
    public static func standard(environment: [String: String]) -> CooldownStore {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return CooldownStore(directory: URL(fileURLWithPath: state).appendingPathComponent("tally"))
        }
        #if canImport(Darwin)
            if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
                return CooldownStore(directory: support.appendingPathComponent("Tally"))
            }
        #endif
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return CooldownStore(directory: URL(fileURLWithPath: home).appendingPathComponent(".local/state/tally"))
    }

    /// Every stored deadline; none when the file does not exist yet.
    ///
    /// ```swift
    /// try store.load().keys.sorted()  // ["login", "sms"]
    /// ```
    ///
    /// - Throws: ``CooldownStoreError/unreadable(path:reason:)``,
    ///   ``CooldownStoreError/corrupt(path:)`` or
    ///   ``CooldownStoreError/newerVersion(path:version:)`` when the file exists
    ///   but cannot be used.
    public func load() throws(CooldownStoreError) -> [String: CooldownDeadline] {
        try read().cooldowns
    }

    /// The deadline stored under `key`, if any.
    ///
    /// ```swift
    /// button.deadline = try store.deadline(for: "sms")
    /// ```
    ///
    /// - Throws: As ``load()``.
    public func deadline(for key: String) throws(CooldownStoreError) -> CooldownDeadline? {
        try load()[key]
    }

    /// Stores `deadline` under `key` (nil removes the key), keeping every
    /// other key as it is on disk now, even if another process wrote it a
    /// moment ago.
    ///
    /// ```swift
    /// try store.save(button.deadline, for: "sms")
    /// ```
    ///
    /// - Throws: As ``update(_:_:)``.
    public func save(_ deadline: CooldownDeadline?, for key: String) throws(CooldownStoreError) {
        try update(key) { $0 = deadline }
    }

    /// Reads the deadline under `key`, lets `change` decide, and writes what
    /// it leaves, all under the store's lock: no other process reads or
    /// writes the store in between. This is how a button is pressed when
    /// several processes share it.
    ///
    /// ```swift
    /// var button = try Cooldown(duration: .seconds(60))
    /// let press = try store.update("sms") { deadline in
    ///     button.deadline = deadline
    ///     defer { deadline = button.deadline }
    ///     return button.press(at: .now())
    /// }
    /// // .started in exactly one of many processes pressing at once
    /// ```
    ///
    /// - Returns: What `change` returns.
    /// - Throws: ``CooldownStoreError/unreadable(path:reason:)`` and
    ///   ``CooldownStoreError/newerVersion(path:version:)`` (the file is left
    ///   as it is), ``CooldownStoreError/unwritable(path:reason:)`` when the
    ///   folder, the lock or the file cannot be written. A corrupt file is
    ///   kept as `cooldowns.json.corrupt-<time>-<pid>` and a new store begun.
    public func update<Result>(_ key: String, _ change: (inout CooldownDeadline?) -> Result)
        throws(CooldownStoreError) -> Result
    {
        try update(key, onDamage: { _, _ in }, change)
    }

    /// ``update(_:_:)``, telling `onDamage` where a corrupt file was kept
    /// aside and how many of its entries could still be read (they are
    /// carried over into the new store).
    ///
    /// ```swift
    /// try store.update("sms", onDamage: { path, recovered in
    ///     print("damaged store kept as \(path); \(recovered) entries recovered")
    /// }) { deadline in … }
    /// ```
    public func update<Result>(
        _ key: String, onDamage: (_ keptAside: String, _ recovered: Int) -> Void,
        _ change: (inout CooldownDeadline?) -> Result
    ) throws(CooldownStoreError) -> Result {
        let directory = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw unwritable("cannot create \(directory.path)")
        }
        let lock = open(file.path + ".lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw unwritable("cannot open its lock: \(Self.systemError())") }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw unwritable("cannot lock it: \(Self.systemError())") }
        }
        removeStaleTemporaryFiles()
        var contents: Contents
        do {
            contents = try read()
        } catch .corrupt {
            // Never lose what could not be read: keep it beside the store.
            let salvaged = salvage()
            let copy = file.path + ".corrupt-\(Int64(Date().timeIntervalSince1970 * 1e6))-\(getpid())"
            guard rename(file.path, copy) == 0 else { throw unwritable("cannot keep the corrupt file aside") }
            contents = Contents()
            contents.cooldowns = salvaged
            onDamage(copy, salvaged.count)
        }
        var deadline = contents.cooldowns[key]
        let result = change(&deadline)
        guard deadline != contents.cooldowns[key] else { return result }
        contents.cooldowns[key] = deadline
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(contents)
        } catch {
            throw unwritable("cannot encode it")
        }
        try replace(with: data)
        return result
    }

    private func read() throws(CooldownStoreError) -> Contents {
        guard FileManager.default.fileExists(atPath: file.path) else { return Contents() }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadable(path: file.path, reason: "cannot open it")
        }
        let decoder = JSONDecoder()
        guard let version = try? decoder.decode(Version.self, from: data) else { throw .corrupt(path: file.path) }
        guard version.version <= 1 else { throw .newerVersion(path: file.path, version: version.version) }
        do {
            return try decoder.decode(Contents.self, from: data)
        } catch {
            throw .corrupt(path: file.path)
        }
    }

    /// The entries of a damaged store that can still be read: each complete
    /// `"key": {…}` under `"cooldowns"` that holds a valid deadline, up to
    /// where the file breaks off (a store cut short loses only its end).
    ///
    /// ```swift
    /// store.salvage().keys.sorted()  // ["login"], from a file cut inside "sms"
    /// ```
    public func salvage() -> [String: CooldownDeadline] {
        guard let data = try? Data(contentsOf: file) else { return [:] }
        let bytes = [UInt8](data)
        var found: [String: CooldownDeadline] = [:]
        guard let anchor = Self.find(Array("\"cooldowns\"".utf8), in: bytes),
            var index = bytes[anchor...].firstIndex(of: UInt8(ascii: "{")).map({ $0 + 1 })
        else { return [:] }
        let decoder = JSONDecoder()
        while true {
            // A key: a JSON string, then a colon.
            guard let keyStart = Self.skipBlanks(bytes, from: index), keyStart < bytes.count,
                bytes[keyStart] == UInt8(ascii: "\""), let keyEnd = Self.endOfString(bytes, from: keyStart),
                let colon = Self.skipBlanks(bytes, from: keyEnd), colon < bytes.count,
                bytes[colon] == UInt8(ascii: ":"),
                let objectStart = Self.skipBlanks(bytes, from: colon + 1), objectStart < bytes.count,
                bytes[objectStart] == UInt8(ascii: "{"), let objectEnd = Self.endOfObject(bytes, from: objectStart),
                let key = try? decoder.decode(String.self, from: Data(bytes[keyStart..<keyEnd]))
            else { break }
            if let deadline = try? decoder.decode(CooldownDeadline.self, from: Data(bytes[objectStart..<objectEnd])) {
                found[key] = deadline
            }
            guard let next = Self.skipBlanks(bytes, from: objectEnd), next < bytes.count,
                bytes[next] == UInt8(ascii: ",")
            else { break }
            index = next + 1
        }
        return found
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func skipBlanks(_ bytes: [UInt8], from index: Int) -> Int? {
        var index = index
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The index after the string that opens at `start`; nil if it never closes.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return nil
    }

    /// The index after the object that opens at `start`; nil if it never closes.
    private static func endOfObject(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let end = endOfString(bytes, from: index) else { return nil }
                index = end
                continue
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Writes `data` to a new file, flushes it, and renames it over the store.
    private func replace(with data: Data) throws(CooldownStoreError) {
        let temporary = temporaryPrefix + "\(getpid()).tmp"
        let descriptor = open(temporary, O_CREAT | O_WRONLY | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw unwritable("cannot create \(temporary): \(Self.systemError())") }
        var failure: String?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, failure == nil {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno != EINTR {
                    failure = Self.systemError()
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.systemError() }
        close(descriptor)
        if failure == nil, rename(temporary, file.path) != 0 { failure = Self.systemError() }
        if let failure {
            unlink(temporary)
            throw unwritable(failure)
        }
    }

    /// Temporary files of writers that died before renaming: with the lock
    /// held, no living writer has one.
    private func removeStaleTemporaryFiles() {
        let directory = file.deletingLastPathComponent()
        let prefix = "." + file.lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    private var temporaryPrefix: String {
        file.deletingLastPathComponent().appendingPathComponent("." + file.lastPathComponent + ".").path
    }

    private func unwritable(_ reason: String) -> CooldownStoreError {
        .unwritable(path: file.path, reason: reason)
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
