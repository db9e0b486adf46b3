import Foundation
import TallyCore
import Testing

/// The shared store: atomic, locked read-modify-write, nothing lost.
@Suite struct CooldownStoreTests {
    /// A fresh folder, removed when `body` returns.
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    func deadline(_ seconds: Int64) -> CooldownDeadline {
        CooldownDeadline(
            startingAt: CooldownInstant(bootID: "b", sinceBoot: .seconds(seconds), wallClock: .seconds(seconds)),
            duration: .seconds(60))
    }

    @Test func savesLoadsAndRemoves() throws {
        try withFolder { folder in
            let store = CooldownStore(directory: folder.appendingPathComponent("nested/dir"))
            #expect(try store.load().isEmpty, "no file yet")
            try store.save(deadline(1), for: "sms")
            try store.save(deadline(2), for: "login")
            #expect(try store.deadline(for: "sms") == deadline(1))
            try store.save(nil, for: "sms")
            #expect(try store.load() == ["login": deadline(2)])
        }
    }

    /// Many writers at once, each with its own file handle and lock: every key survives.
    @Test func concurrentWritersLoseNoKey() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CooldownStore(directory: folder)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    for round in 0..<15 { try store.save(self.deadline(Int64(round)), for: "w\(writer)-\(round)") }
                }
            }
            try await group.waitForAll()
        }
        #expect(try store.load().count == 120)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aCorruptFileIsReportedAndKeptAside() throws {
        try withFolder { folder in
            let store = CooldownStore(directory: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{ not json".utf8).write(to: store.file)
            #expect(throws: CooldownStoreError.corrupt(path: store.file.path)) {
                try store.load()
            }
            try store.save(deadline(3), for: "sms")
            #expect(try store.load() == ["sms": deadline(3)])
            let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasPrefix("cooldowns.json.corrupt-") }
            #expect(aside.count == 1)
            let kept = try Data(contentsOf: folder.appendingPathComponent(aside[0]))
            #expect(String(decoding: kept, as: UTF8.self) == "{ not json", "nothing lost")
        }
    }

    /// A writer killed between writing its temporary file and renaming it
    /// leaves the old store whole; the next writer removes the leftover.
    @Test func aStaleTemporaryFileIsCleaned() throws {
        try withFolder { folder in
            let store = CooldownStore(directory: folder)
            try store.save(deadline(1), for: "a")
            let stale = folder.appendingPathComponent(".cooldowns.json.99999.tmp")
            try Data("{\"half".utf8).write(to: stale)
            #expect(try store.load() == ["a": deadline(1)])
            try store.save(deadline(2), for: "b")
            #expect(!FileManager.default.fileExists(atPath: stale.path))
            #expect(try store.load().count == 2)
        }
    }

    @Test func anUnwritableFolderIsATypedError() throws {
        let store = CooldownStore(file: URL(fileURLWithPath: "/proc/tally-cannot-write-here/cooldowns.json"))
        #expect(throws: CooldownStoreError.self) { try store.save(deadline(1), for: "x") }
    }

    @Test func theStandardPlaceFollowsXDG() {
        #expect(
            CooldownStore.standard(environment: ["XDG_STATE_HOME": "/state"]).file.path
                == "/state/tally/cooldowns.json")
        #expect(
            CooldownStore.standard(environment: ["HOME": "/home/ann", "XDG_STATE_HOME": "relative"]).file.path
                == "/home/ann/.local/state/tally/cooldowns.json")
    }

    /// A store that cannot be opened (mode 000) or comes from a newer Tally
    /// is never overwritten: every other key in it is kept.
    @Test func unreadableAndNewerStoresAreNeverOverwritten() throws {
        try withFolder { folder in
            let store = CooldownStore(directory: folder)
            try store.save(deadline(1), for: "other")
            let before = try Data(contentsOf: store.file)
            chmod(store.file.path, 0)
            defer { chmod(store.file.path, 0o600) }
            if getuid() != 0 {  // root reads whatever the mode says
                #expect(throws: CooldownStoreError.self) { try store.save(deadline(2), for: "mine") }
                chmod(store.file.path, 0o600)
                #expect(try Data(contentsOf: store.file) == before)
            }
            chmod(store.file.path, 0o600)
            let newer = Data(#"{"version":2,"cooldowns":{},"future":true}"#.utf8)
            try newer.write(to: store.file)
            #expect(throws: CooldownStoreError.newerVersion(path: store.file.path, version: 2)) { try store.load() }
            #expect(throws: CooldownStoreError.newerVersion(path: store.file.path, version: 2)) {
                try store.save(deadline(2), for: "mine")
            }
            #expect(try Data(contentsOf: store.file) == newer)
        }
    }

    /// Values no clock can give are left out when read, so no key is stuck,
    /// and the other keys are kept.
    @Test func outOfRangeValuesAreLeftOut() throws {
        try withFolder { folder in
            let store = CooldownStore(directory: folder)
            try store.save(deadline(1), for: "k")
            try store.save(deadline(2), for: "other")
            let good = try String(contentsOf: store.file, encoding: .utf8)
            for (field, value) in [
                ("durationNanoseconds", "-5000000000"), ("durationNanoseconds", "9223372036854775807"),
                ("wallDeadlineNanoseconds", "9223372036854775807"), ("bootDeadlineNanoseconds", "-9223372036854775808"),
            ] {
                let pattern = try Regex("\"\(field)\" : -?[0-9]+")  // the first is k's: keys are sorted
                let bad = good.replacing(pattern, with: "\"\(field)\" : \(value)", maxReplacements: 1)
                #expect(bad != good, "\(field)")
                try bad.write(to: store.file, atomically: true, encoding: .utf8)
                #expect(try store.load() == ["other": deadline(2)], "\(field) \(value)")
            }
        }
    }

    /// Whatever a caller passes, a deadline written is one that reads back.
    @Test func deadlinesAreMadeInRange() throws {
        try withFolder { folder in
            let store = CooldownStore(directory: folder)
            let extremes: [(Duration, Duration, Duration)] = [
                (.seconds(40_000_000), .seconds(5), .seconds(5)), (.seconds(-5), .seconds(5), .seconds(5)),
                (.seconds(60), .seconds(-100), .seconds(-100)),
                (.seconds(Int64.max), .seconds(Int64.max), .seconds(Int64.min)),
            ]
            for (index, (length, boot, wall)) in extremes.enumerated() {
                let instant = CooldownInstant(bootID: "b", sinceBoot: boot, wallClock: wall)
                let made = CooldownDeadline(startingAt: instant, duration: length)
                #expect(made.remaining(at: instant) > .zero && made.remaining(at: instant) <= .seconds(31_536_000))
                try store.save(made, for: "k\(index)")
            }
            #expect(try store.load().count == extremes.count)
        }
    }

    /// Of many presses of one button at once, exactly one starts it.
    @Test func concurrentPressesOfOneKeyStartItOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = CooldownStore(directory: folder)
        let now = CooldownInstant.now()
        let started = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var button = try Cooldown(duration: .seconds(60))
                    return try store.update("sms") { deadline in
                        button.deadline = deadline
                        defer { deadline = button.deadline }
                        return button.press(at: now) == .started
                    }
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(started == 1)
    }
}
