import TallyCore
import TallyTestSupport
import Testing

@testable import TallyTerminal

/// The renderer against ``NaiveEncoder``: every frame of every scene is
/// encoded by both and replayed on an emulator each. Both screens must show
/// the frame, alike cell for cell, and the renderer's bytes must never be
/// more than the naive ones.
@Suite struct NaiveEncoderTests {
    @Test(arguments: EncoderScenes.all)
    func rendererShowsWhatTheNaiveEncoderShows(scene: EncoderScene) throws {
        var screen = TerminalScreen(width: scene.width, height: scene.height, colorMode: scene.colorMode)
        var naive = NaiveEncoder(colorMode: scene.colorMode)
        var terminal = VirtualTerminal(width: scene.width, height: scene.height)
        var naiveTerminal = VirtualTerminal(width: scene.width, height: scene.height)
        var (rendered, naiveTotal, index) = (0, 0, 0)
        var failed = false
        try scene.forEachFrame { frame in
            defer { index += 1 }
            guard !failed else { return }
            screen.back = frame
            let bytes = screen.render()
            let naiveBytes = naive.encode(frame)
            (rendered, naiveTotal) = (rendered + bytes.count, naiveTotal + naiveBytes.count)
            if let problem = naiveTerminal.replay(naiveBytes, expecting: frame, in: scene.colorMode) {
                Issue.record("\(scene) frame \(index): the naive encoder: \(problem)")
                failed = true
            }
            if let problem = terminal.replay(bytes, expecting: frame, in: scene.colorMode) {
                Issue.record("\(scene) frame \(index): \(problem)")
                failed = true
            }
            let unlike = Self.firstUnlikeCell(terminal, naiveTerminal)
            if let unlike {
                Issue.record("\(scene) frame \(index): the screens differ at column \(unlike.x), row \(unlike.y)")
                failed = true
            }
            if bytes.count > naiveBytes.count {
                Issue.record("\(scene) frame \(index): \(bytes.count) bytes, the naive encoder's \(naiveBytes.count)")
                failed = true
            }
        }
        // The renderer is meant to be much shorter, not merely no longer.
        #expect(rendered * 2 < naiveTotal, "\(scene): \(rendered) bytes against \(naiveTotal)")
    }

    /// The first cell where the two screens look different, if any.
    static func firstUnlikeCell(_ a: VirtualTerminal, _ b: VirtualTerminal) -> (x: Int, y: Int)? {
        for (y, row) in a.cells.enumerated() {
            for (x, shownStyle) in row.enumerated() where !shownStyle.looksLike(b.cells[y][x]) { return (x, y) }
        }
        return nil
    }
}
