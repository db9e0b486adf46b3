import Testing

@testable import TallyTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The window sizes a terminal reports, as pictures take them.
@Suite struct WindowSizeTests {
    /// Any size the kernel can say, up to 65,535 × 65,535, gives a picture
    /// of at most 2,048 × 1,024 cells; a zero gives 80 × 24; the rest is
    /// taken as it is.
    @Test func aPictureIsAtMostTheLargestSize() {
        func size(_ columns: UInt16, _ rows: UInt16) -> [Int] {
            let picture = Terminal.pictureSize(of: winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0))
            return [picture.columns, picture.rows]
        }
        #expect(size(.max, .max) == [2048, 1024])
        #expect(size(3000, 20) == [2048, 20])
        #expect(size(100, 5000) == [100, 1024])
        #expect(size(1, 1) == [1, 1])
        #expect(size(0, 30) == [80, 24])
        #expect(size(120, 0) == [80, 24])
        #expect(size(2048, 1024) == [2048, 1024])
    }
}

/// The terminal waits for keys and signals with select(2), which works for
/// devices on Darwin too (its poll(2) answers POLLNVAL for /dev/tty).
@Suite struct ReadableWaitTests {
    @Test func theReadyDescriptorsAreTold() throws {
        var quiet: [Int32] = [-1, -1]
        var busy: [Int32] = [-1, -1]
        #expect(pipe(&quiet) == 0 && pipe(&busy) == 0)
        defer { for descriptor in quiet + busy { close(descriptor) } }
        var byte: UInt8 = 7
        #expect(write(busy[1], &byte, 1) == 1)
        #expect(Terminal.waitUntilReadable([quiet[0], busy[0]]) == [false, true])
        // A descriptor past what select can watch, or none valid, is an error, not a wait.
        #expect(Terminal.waitUntilReadable([Int32(FD_SETSIZE) + 3]) == nil)
        #expect(Terminal.waitUntilReadable([-1]) == nil)
        // A tty: the machine's pseudo-terminal multiplexer reads as ready or not, never invalid.
        let tty = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        if tty >= 0 {
            defer { close(tty) }
            #expect(Terminal.waitUntilReadable([busy[0], tty])?.first == true)
        }
    }
}
