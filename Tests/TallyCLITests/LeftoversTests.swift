import Foundation
import Testing

/// The end-to-end tests leave nothing behind.
@Suite struct LeftoversTests {
    /// A closed tmux session's server is gone: children are spawned with a
    /// clean signal mask, so tmux's kill-server (which signals itself with
    /// SIGTERM) ends it. With the test thread's mask inherited it lived on.
    @Test func aClosedSessionLeavesNoServer() async throws {
        let session = try await TmuxSession("timer 1h")
        try await session.waitForScreen { $0.contains("space pause") }
        let socket = session.socket
        await session.close()
        #expect(try await Self.allGone(socket), "the tmux server \(socket) or its pane still runs")
        #expect(!FileManager.default.fileExists(atPath: session.directory.path))
    }

    /// A test that throws before its `close()` leaves no server either: the
    /// session closes itself when it is let go.
    @Test func aSessionItsTestDidNotCloseIsClosedWhenLetGo() async throws {
        var session: TmuxSession? = try await TmuxSession("timer 1h")
        try await session?.waitForScreen { $0.contains("space pause") }
        let socket = try #require(session?.socket)
        let directory = try #require(session?.directory)
        session = nil
        #expect(try await Self.allGone(socket), "the tmux server \(socket) or its pane still runs")
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// Whether every process of the session on `socket` (its server, the
    /// pane's shell and program, all of which name the socket) has ended,
    /// asked up to 200 times: a killed server's pane ends a moment later.
    static func allGone(_ socket: String) async throws -> Bool {
        for _ in 0..<200 {
            // pgrep exits 1 when no process matches.
            if try await TallyProcess.runProgram("/usr/bin/env", ["pgrep", "-f", socket]).status != 0 { return true }
        }
        return false
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
