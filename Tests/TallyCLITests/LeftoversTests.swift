import Foundation
import Testing

/// The end-to-end tests leave nothing behind.
@Suite struct LeftoversTests {
    /// A closed tmux session's server is gone: children are spawned with a
    /// clean signal mask, so tmux's kill-server (which signals itself with
    /// SIGTERM) ends it. With the test thread's mask inherited it lived on.
    @Test func aClosedSessionLeavesNoServer() async throws {
        let session = try await TmuxSession("timer 30s")
        try await session.waitForScreen { $0.contains("space pause") }
        let socket = session.socket
        await session.close()
        var running = true
        for _ in 0..<200 where running {
            // pgrep exits 1 when no process matches.
            running =
                try await TallyProcess.runProgram("/usr/bin/env", ["pgrep", "-f", "tmux -L \(socket)"]).status == 0
        }
        #expect(!running, "the tmux server \(socket) still runs")
        #expect(!FileManager.default.fileExists(atPath: session.directory.path))
    }

    /// A tool the tests need is named when it is missing, not met with a
    /// confusing error later.
    @Test func aMissingToolIsNamed() {
        #expect(throws: TallyProcess.MissingTool.self) {
            try TallyProcess.requireTool("tally-no-such-tool", package: "nothing")
        }
        #expect(
            TallyProcess.MissingTool(name: "tmux", package: "tmux").description
                == "tmux is not installed: the end-to-end tests need it (apt-get install tmux; .ci/run does)")
    }
}
