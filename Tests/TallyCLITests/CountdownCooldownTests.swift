import Foundation
import TallyTestSupport
import Testing

@Suite struct CountdownCommandTests {
    struct Line: Decodable, Equatable {
        var t: Double
        var text: String
        var step: Int
        var scale: Double
        var opacity: Double
    }

    @Test func framesCarryScaleAndOpacity() async throws {
        let result = try await TallyProcess.run(["countdown", "--frames", "4"])
        #expect(result.status == 0)
        let lines = try result.lines.map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        #expect(lines.first == Line(t: 0, text: "3", step: 0, scale: 15, opacity: 0))
        #expect(lines[2] == Line(t: 0.5, text: "3", step: 0, scale: 8, opacity: 0.5))
        #expect(lines[4].text == "2" && lines[8].text == "1")
        #expect(lines.last == Line(t: 3, text: "", step: 3, scale: 1, opacity: 0))
        let titled = try await TallyProcess.run(["countdown", "5", "--end", "第一个控制器", "--scale", "10", "--frames", "1"])
        #expect(titled.lines.count == 7)
        #expect(titled.lines[5].contains("第一个控制器") && titled.lines[5].contains("\"scale\":10"))
    }

    @Test func pipedItWritesOneLinePerStep() async throws {
        let result = try await TallyProcess.run(["countdown", "3", "--end", "Go!", "--step", "150ms"])
        #expect(result.status == 0)
        #expect(result.lines == ["3", "2", "1", "Go!"])
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func inATerminalItZoomsAndCancelsWith130() async throws {
        // A countdown that does not end while the test lives: in two runs
        // of the whole suite at load average 10 to 19 a 120-step one ended
        // (status 0) before any reading of the screen showed a numeral, so
        // this test's reads were held back for two minutes (by what was not
        // found). What it waits for must last until it is seen.
        let session = try await TmuxSession("countdown 10000 --step 1s", width: 60, height: 20)
        let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
        let screen = try await session.waitForScreen { $0.contains { blocks.contains($0) } }
        #expect(screen.contains { blocks.contains($0) }, "no numeral drawn; the screen: \(Escaped(screen))")
        try await session.press("q")
        let status = try await session.waitForExit()
        #expect(status == 130, "the exit status: \(String(describing: status))")
        #expect(try await session.terminalIsRestored())
        await session.close()
        let finished = try await TmuxSession("countdown 1 --step 300ms", width: 60, height: 20)
        #expect(try await finished.waitForExit() == 0)
        #expect(try await finished.terminalIsRestored())
        await finished.close()
    }

    @Test(arguments: [
        (["countdown", "0"], "'0'"), (["countdown", "x"], "'x'"), (["countdown", "3", "4"], "'4'"),
        (["countdown", "--step", "0"], "step"), (["countdown", "--step", "fast"], "'fast'"),
        (["countdown", "--scale", "-1"], "'-1'"), (["countdown", "--easing", "wobbly"], "'wobbly'"),
        (["countdown", "--frames", "nan"], "'nan'"),
    ])
    func badInputExitsTwo(arguments: [String], named: String) async throws {
        let result = try await TallyProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(named), "\(result.stderr)")
    }
}

@Suite final class CooldownCommandTests {
    /// The stores this test made, removed when it ends.
    private var folders: [String] = []

    deinit {
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }

    func store() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tally-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        folders.append(directory.path)
        return directory.path
    }

    @Test func startAndStatusAcrossRelaunches() async throws {
        let store = try store()
        let status = try await TallyProcess.run(["cooldown", "--key", "sms", "--store", store, "--status"])
        #expect(status.status == 0 && status.lines == ["0"], "ready before any press")
        let clock = ContinuousClock()
        let pressed = clock.now
        let started = try await TallyProcess.run([
            "cooldown", "--key", "sms", "--store", store, "--start", "--seconds", "60",
        ])
        #expect(started.status == 0 && started.lines == ["60"])
        /// The seconds that must still be left: 60 less the time gone by (a busy machine is slow).
        func least() -> Int { 59 - Int(pressed.duration(to: clock.now).components.seconds) }
        let again = try await TallyProcess.run(["cooldown", "--key", "sms", "--store", store, "--start"])
        #expect(again.status == 1)
        #expect(Int(again.lines.first ?? "") ?? 0 >= least(), "still cooling: the seconds left")
        let later = try await TallyProcess.run(["cooldown", "--key", "sms", "--store", store, "--status"])
        #expect(later.status == 1 && (Int(later.lines.first ?? "") ?? 0) >= least())
        let other = try await TallyProcess.run(["cooldown", "--key", "email", "--store", store, "--status"])
        #expect(other.status == 0, "keys are separate")
        let file = try String(contentsOfFile: store + "/cooldowns.json", encoding: .utf8)
        #expect(file.contains("\"sms\"") && file.contains("bootID"))
    }

    @Test func theStoreIsWrittenAtomically() async throws {
        let store = try store()
        _ = try await TallyProcess.run(["cooldown", "--key", "a", "--store", store, "--start"])
        _ = try await TallyProcess.run(["cooldown", "--key", "b", "--store", store, "--start"])
        let names = try FileManager.default.contentsOfDirectory(atPath: store).sorted()
        #expect(names == ["cooldowns.json", "cooldowns.json.lock"], "no temporary file left behind")
        let file = try String(contentsOfFile: store + "/cooldowns.json", encoding: .utf8)
        #expect(file.contains("\"a\"") && file.contains("\"b\""))
    }

    @Test func aCorruptStoreIsReportedOnceAndTreatedAsEmpty() async throws {
        let store = try store()
        try "{ half a fi".write(toFile: store + "/cooldowns.json", atomically: true, encoding: .utf8)
        let status = try await TallyProcess.run(["cooldown", "--key", "k", "--store", store, "--status"])
        #expect(status.status == 0 && status.lines == ["0"])
        #expect(status.stderr.split(separator: "\n").count == 1 && status.stderr.contains("not a cooldown store"))
        let started = try await TallyProcess.run(["cooldown", "--key", "k", "--store", store, "--start"])
        #expect(started.status == 0)
        let fixed = try await TallyProcess.run(["cooldown", "--key", "k", "--store", store, "--status"])
        #expect(fixed.status == 1 && fixed.stderr.isEmpty, "a new store replaced the corrupt one")
        let aside = try FileManager.default.contentsOfDirectory(atPath: store).filter { $0.contains(".corrupt-") }
        #expect(aside.count == 1, "the corrupt file is kept, not overwritten")
        #expect(try String(contentsOfFile: store + "/" + aside[0], encoding: .utf8) == "{ half a fi")
    }

    /// Processes pressing the same button at once: exactly one starts it
    /// (the press is decided under the store's lock).
    @Test func concurrentPressesOfOneKeyStartItOnce() async throws {
        let store = try store()
        let started = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<12 {
                group.addTask {
                    try await TallyProcess.run(["cooldown", "--key", "one", "--store", store, "--start"]).status
                }
            }
            return try await group.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
        }
        #expect(started == 1)
    }

    /// A store from a newer Tally is refused with exit 2 and left as it is.
    @Test func aNewerStoreIsRefusedAndKept() async throws {
        let store = try store()
        let newer = #"{"version":2,"cooldowns":{}}"#
        try newer.write(toFile: store + "/cooldowns.json", atomically: true, encoding: .utf8)
        let result = try await TallyProcess.run(["cooldown", "--key", "k", "--store", store, "--start"])
        #expect(result.status == 2 && result.stderr.contains("version 2"))
        #expect(try String(contentsOfFile: store + "/cooldowns.json", encoding: .utf8) == newer)
    }

    /// Processes pressing different buttons at once share the file: every key
    /// is kept (each save re-reads the file under a lock).
    @Test func concurrentProcessesKeepEveryKey() async throws {
        let store = try store()
        try await withThrowingTaskGroup(of: Int32.self) { group in
            for key in 0..<8 {
                group.addTask {
                    try await TallyProcess.run(["cooldown", "--key", "k\(key)", "--store", store, "--start"]).status
                }
            }
            for try await status in group { #expect(status == 0) }
        }
        let file = try String(contentsOfFile: store + "/cooldowns.json", encoding: .utf8)
        #expect((0..<8).allSatisfy { file.contains("\"k\($0)\"") })
    }

    @Test func theStoreDefaultsToXDGStateHome() async throws {
        let state = try store()
        let result = try await TallyProcess.run(
            ["cooldown", "--key", "x", "--start", "--seconds", "5"], environment: ["XDG_STATE_HOME": state])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: state + "/tally/cooldowns.json"))
    }

    /// The button pressed in a terminal; with standard input elsewhere
    /// (`< /dev/null`) keys are read from the terminal itself.
    @Test(arguments: ["", " < /dev/null"])
    func theButtonInATerminal(input: String) async throws {
        let store = try store()
        let session = try await TmuxSession(
            "cooldown --key t --store \(store) --seconds 3600 --title Send\(input)", width: 60, height: 16)
        try await session.waitForScreen { $0.contains("enter or space") }
        try await session.press("Enter")
        #expect(try await session.shows { $0.contains("cooling down") })
        try await session.press("q")
        #expect(try await session.waitForExit() == 0)
        #expect(try await session.terminalIsRestored())
        await session.close()
        // Relaunched with the same key: still cooling.
        let status = try await TallyProcess.run(["cooldown", "--key", "t", "--store", store, "--status"])
        #expect(status.status == 1)
        let relaunched = try await TmuxSession("cooldown --key t --store \(store) --seconds 3600", width: 60, height: 16)
        #expect(try await relaunched.shows { $0.contains("cooling down") })
        try await relaunched.press("C-c")
        #expect(try await relaunched.waitForExit() == 130)
        #expect(try await relaunched.terminalIsRestored())
        await relaunched.close()
    }

    @Test(arguments: [
        (["cooldown", "--seconds", "0", "--start"], "--seconds"), (["cooldown", "--seconds", "x", "--start"], "'x'"),
        (["cooldown", "--start", "--status"], "--start"), (["cooldown", "extra"], "'extra'"),
        (["cooldown", "--key", "", "--status"], "--key"), (["cooldown"], "terminal"),
    ])
    func badInputExitsTwo(arguments: [String], named: String) async throws {
        let result = try await TallyProcess.run(arguments + ["--store", try store()])
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains(named), "\(result.stderr)")
    }
}
