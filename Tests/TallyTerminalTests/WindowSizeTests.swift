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
