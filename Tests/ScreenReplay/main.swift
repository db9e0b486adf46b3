// Draws random frames through a `TerminalScreen` into the real terminal it
// runs in, writes the last frame's lines to a file, then waits for a line on
// standard input. The end-to-end test compares what the terminal (tmux)
// shows with that file: cursor moves, erases and wide characters as a real
// emulator applies them, not as the test suite's own emulator does.
//
//   ScreenReplay WIDTH HEIGHT SEED FRAMES EXPECTED-FILE
import Foundation
import TallyTerminal
import TallyTestSupport

let arguments = CommandLine.arguments
guard arguments.count == 6, let width = Int(arguments[1]), let height = Int(arguments[2]),
    let seed = UInt64(arguments[3]), let frames = Int(arguments[4])
else {
    FileHandle.standardError.write(Data("usage: ScreenReplay WIDTH HEIGHT SEED FRAMES EXPECTED-FILE\n".utf8))
    exit(2)
}
var generator = SplitMix64(seed: seed)
var screen = TerminalScreen(width: width, height: height, colorMode: .trueColor)
for frame in 0..<frames {
    RandomFrames.draw(frame: frame, into: &screen.back, using: &generator)
    let bytes = screen.render()
    FileHandle.standardOutput.write(Data(bytes))
}
try screen.back.lines.joined(separator: "\n").write(toFile: arguments[5], atomically: true, encoding: .utf8)
_ = readLine()
