import Foundation
import TallyCore
import Testing

@testable import TallyTerminal

@Suite struct ScratchPreview {
    @Test func preview() throws {
        var out = ""
        for mode in PixelMode.allCases {
            for text in [
                "0123456789", "-1,234.56%", "$€£¥₹+!?", "ABCDEFGHIJKLM", "NOPQRSTUVWXYZ", "abcdefghijklm",
                "nopqrstuvwxyz", "Time's up! (4:59)",
            ] {
                var buffer = CellBuffer(width: 100, height: 8)
                Banner.draw(
                    text, into: &buffer, in: CellRect(x: 0, y: 0, width: 100, height: 8), mode: mode, style: .plain)
                out += buffer.lines.joined(separator: "\n") + "\n" + String(repeating: "-", count: 100) + "\n"
            }
        }
        try out.write(toFile: "/tmp/preview.txt", atomically: true, encoding: .utf8)
    }
}
