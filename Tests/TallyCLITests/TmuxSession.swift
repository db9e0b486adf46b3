import Foundation

/// A tmux server of its own running one command in a pane of a chosen size,
/// for end-to-end tests in a real pseudo-terminal: read the screen, press
/// keys, send signals, and check the terminal afterwards.
///
/// The pane runs a small shell script that records the terminal mode (stty)
/// before and after the command and its exit status, then signals tmux that
/// it is done and keeps the pane open for inspection.
final class TmuxSession {
    let socket = "tally-test-\(UUID().uuidString.prefix(8))"
    let directory: URL

    /// Runs `tally` (or another of the package's programs) with `arguments`,
    /// with `environment` added to the pane's (e.g. `["TERM": "linux"]`).
    init(
        _ arguments: String, program: String = "tally", width: Int = 80, height: Int = 24,
        environment: [String: String] = [:]
    ) async throws {
        try TallyProcess.requireTool("tmux", package: "tmux")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let dir = directory.path
        // Names as the shell takes them; values single-quoted, a quote in one closed and reopened.
        let exports = environment.sorted { $0.key < $1.key }.map { name, value in
            precondition(name.allSatisfy { $0 == "_" || $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(name)")
            return "export \(name)='\(value.replacingOccurrences(of: "'", with: "'\\''"))'\n"
        }.joined()
        let script = """
            export LC_ALL=C.UTF-8
            \(exports)stty -g > \(dir)/before
            \(TallyProcess.executable.deletingLastPathComponent().appendingPathComponent(program).path) \(arguments)
            echo $? > \(dir)/status
            stty -g > \(dir)/after
            tmux -L \(socket) wait-for -S done
            exec cat
            """
        try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        _ = try await TallyProcess.runProgram(
            "/usr/bin/env",
            [
                "tmux", "-u", "-L", socket, "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
                "sh \(dir)/run.sh",
            ],
            capturingOutput: false)
    }

    /// Whether ``close()`` ran.
    private var isClosed = false

    /// Stops the tmux server and removes the session's files.
    func close() async {
        isClosed = true
        _ = try? await TallyProcess.runProgram(
            "/usr/bin/env", ["tmux", "-L", socket, "kill-server"], capturingOutput: false)
        removeFiles()
    }

    /// A session its test did not close (an expectation threw before the
    /// test's `close()`) is closed here, so that no tmux server or pane
    /// outlives the test: a test that failed left them running.
    deinit {
        guard !isClosed else { return }
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        kill.arguments = ["tmux", "-L", socket, "kill-server"]
        kill.standardOutput = FileHandle.nullDevice
        kill.standardError = FileHandle.nullDevice
        if (try? kill.run()) != nil { kill.waitUntilExit() }
        removeFiles()
    }

    /// Removes the session's folder and the socket a killed server leaves behind.
    private func removeFiles() {
        try? FileManager.default.removeItem(at: directory)
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(folder)/tmux-\(getuid())/\(socket)")
    }

    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        try await TallyProcess.runProgram("/usr/bin/env", ["tmux", "-L", socket] + arguments).stdout
    }

    /// Whether the pane shows the alternate screen now.
    func alternateScreenIsOn() async throws -> Bool {
        try await tmux(["display-message", "-p", "-t", "main", "#{alternate_on}"]).hasPrefix("1")
    }

    /// What the pane shows now.
    func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-t", "main"])
    }

    /// What the pane shows now, with its colours, weight and reverse video
    /// as SGR sequences, trailing spaces kept (a reversed space at the end
    /// of a row is a full block).
    func screenWithAttributes() async throws -> String {
        try await tmux(["capture-pane", "-p", "-e", "-N", "-t", "main"])
    }

    /// Reads the screen until `condition` holds, or `seconds` have passed
    /// (a bound that only a hung program reaches: a test waits for what it
    /// expects to see, however slow a busy machine makes the program);
    /// returns the last screen read.
    ///
    /// Between two readings it lets the machine run for a moment, longer
    /// as the wait goes on (5 ms, doubling up to 100 ms): reading the pane
    /// starts a tmux client, and reading it back to back took the cores
    /// from the program under test (a starved countdown showed no digit
    /// within 30 s while the whole suite ran beside two CPU hogs).
    @discardableResult
    func waitForScreen(seconds: Double = 300, _ condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int64(seconds * 1000)))
        var text = try await screen()
        var pause = Duration.milliseconds(5)
        while !condition(text), clock.now < deadline {
            try await clock.sleep(for: pause)
            pause = min(pause * 2, .milliseconds(100))
            text = try await screen()
        }
        return text
    }

    /// Whether the screen comes to satisfy `condition` (within `seconds`,
    /// a bound only a hung program reaches).
    func shows(seconds: Double = 300, _ condition: (String) -> Bool) async throws -> Bool {
        condition(try await waitForScreen(seconds: seconds, condition))
    }

    func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "main"] + keys)
    }

    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Waits (blocking in tmux, no polling) for the command to end; its exit status.
    func waitForExit() async throws -> Int32? {
        try await tmux(["wait-for", "done"])
        let text = try String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The command's exit status if it ends within `seconds` (waiting in
    /// tmux, bounded by timeout(1)); nil if it is still running then, so a
    /// command that fails to end fails its test instead of hanging it.
    func waitForExit(seconds: Int) async throws -> Int32? {
        let waited = try await TallyProcess.runProgram(
            "/usr/bin/env", ["timeout", "\(seconds)", "tmux", "-L", socket, "wait-for", "done"])
        guard waited.status == 0 else { return nil }
        let text = try String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether the terminal is as it was before: same stty mode, main
    /// screen, cursor shown.
    func terminalIsRestored() async throws -> Bool {
        let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: directory.appendingPathComponent("after"), encoding: .utf8)
        let flags = try await tmux(["display-message", "-p", "-t", "main", "#{alternate_on} #{cursor_flag}"])
        return before == after && flags.trimmingCharacters(in: .whitespacesAndNewlines) == "0 1"
    }
}
