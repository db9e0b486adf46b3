import Foundation
import TallyTestSupport
import Testing

/// The renderer's bytes in a real terminal emulator (tmux): after many
/// random frames the pane shows exactly the last one. The pane is read with
/// its attributes, so that block glyphs written in reverse video are read
/// as the glyphs they show.
@Suite struct RealTerminalTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func tmuxShowsTheLastFrame(seed: UInt64) async throws {
        let (width, height) = (31, 6)
        let expected = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: expected) }
        let session = try await TmuxSession(
            "\(width) \(height) \(seed) 300 \(expected.path)", program: "ScreenReplay", width: width, height: height)
        var lines: [String]?
        for _ in 0..<1000 where lines == nil {
            lines = (try? String(contentsOf: expected, encoding: .utf8))?.components(separatedBy: "\n")
            if lines == nil { _ = try await session.screen() }
        }
        let frame = try #require(lines)
        let pane = try await session.screenWithAttributes().components(separatedBy: "\n").prefix(height)
        var shown = VirtualTerminal(width: width, height: height)
        for (row, line) in pane.enumerated() { shown.apply(Array("\u{1B}[\(row + 1)H\u{1B}[0m\(line)".utf8)) }
        #expect(shown.text == frame)
        #expect(!shown.cells.joined().contains { $0.isReversed }, "only block glyphs are reversed")
        try await session.press("Enter")
        #expect(try await session.waitForExit() == 0)
        await session.close()
    }
}
