import Foundation
import Synchronization
import TallyCore
import TallyTestSupport
import Testing

@testable import TallyTerminal

/// ``LiveScreen`` is the one writer of a picture's bytes.
@Suite struct LiveScreenTests {
    /// A picture that moves with its value: digits at a place and in a
    /// colour of their own, so that two pictures differ in many cells.
    static func draw(_ value: Int, into buffer: inout CellBuffer) {
        let color = RGBColor(red: UInt8(value % 251), green: UInt8(value / 7 % 256), blue: 200)
        for row in 0..<buffer.height {
            _ = buffer.put(
                String(value * (row + 1)), x: (value + row) % 20, y: row, style: TextStyle(foreground: color))
        }
    }

    /// Four tasks update one screen and resize it (a window-size event
    /// forces a full redraw) at once; the emulator, fed the bytes in the
    /// order they reach the output, must show the last picture. With the
    /// diff computed under the lock but written after it, two diffs reach
    /// the terminal in the wrong order and stale cells stay.
    @Test func concurrentUpdatesAndResizesReachTheTerminalInOrder() async {
        var wrong = 0
        for _ in 0..<10 {
            let terminal = Mutex(VirtualTerminal(width: 40, height: 6))
            let seed = Mutex<UInt64>(0x9E37_79B9_7F4A_7C15)
            let screen = LiveScreen<Int>(
                columns: 40, rows: 6, colorMode: .trueColor,
                output: { bytes in
                    // A write takes a varying while (as a real one does), so
                    // that another thread can make its bytes in between.
                    let spins = seed.withLock { state in
                        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                        return Int(state >> 48)
                    }
                    var sink = 0
                    for index in 0..<spins { sink &+= index }
                    _ = Unmanaged.passUnretained(sink as AnyObject)
                    terminal.withLock { $0.apply(bytes) }
                }
            ) { value, buffer in Self.draw(value, into: &buffer) }
            screen.show(0)
            await withTaskGroup(of: Void.self) { group in
                for worker in 1...4 {
                    group.addTask {
                        for step in 0..<100 {
                            if step % 40 == 0 {
                                screen.resize(columns: 40, rows: 6)
                            } else {
                                screen.update { $0 = worker * 1000 + step }
                            }
                        }
                    }
                }
            }
            let last = Mutex(0)
            screen.update { value in last.withLock { $0 = value } }
            var expected = CellBuffer(width: 40, height: 6)
            Self.draw(last.withLock { $0 }, into: &expected)
            if !terminal.withLock({ $0.shows(expected, in: .trueColor) }) { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) of 10 runs left the terminal showing something else than the last picture")
    }

    /// A prepared picture is written as prepared when it comes next, and
    /// ignored when something else was shown in between.
    @Test func aPreparedPictureIsUsedOnlyOnTopOfWhatItWasPreparedFrom() {
        let written = Mutex<[[UInt8]]>([])
        let screen = LiveScreen<Int>(
            columns: 40, rows: 6, colorMode: .none, output: { bytes in written.withLock { $0.append(bytes) } }
        ) { value, buffer in Self.draw(value, into: &buffer) }
        screen.show(1)
        screen.prepare(2)
        screen.update { $0 = 2 }
        screen.prepare(3)
        screen.resize(columns: 40, rows: 6)
        screen.update { $0 = 3 }
        var terminal = VirtualTerminal(width: 40, height: 6)
        for bytes in written.withLock({ $0 }) { terminal.apply(bytes) }
        var expected = CellBuffer(width: 40, height: 6)
        Self.draw(3, into: &expected)
        #expect(terminal.shows(expected, in: .none))
        #expect(written.withLock { $0.count } == 4, "show, update, resize, update")
    }
}
