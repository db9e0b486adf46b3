import Foundation
import SwiftUI
import TallyCore
import Testing

@testable import TallySwiftUI

/// The logic of the SwiftUI views that runs without a device: styled text as
/// an attributed string, where an odometer column's faces go, and the
/// The views themselves are only type-checked; their behaviour is their
/// models', tested in TallyModelsTests.
@Suite("SwiftUI adapters")
struct SwiftUITests {
    // MARK: Styled text

    @Test("Styled runs keep their text and order, with their colours in SwiftUI's scope")
    func styledTextColours() {
        let grey = TallyCore.RGBColor.lightGray
        let styled =
            StyledText("7") + StyledText(" / 100", style: TextStyle(foreground: grey))
            + StyledText("!", style: TextStyle(background: TallyCore.RGBColor(red: 255, green: 0, blue: 51)))
        let attributed = AttributedString(styled)

        #expect(String(attributed.characters) == "7 / 100!")
        let runs = attributed.runs.map {
            (String(attributed[$0.range].characters), $0.swiftUI.foregroundColor, $0.swiftUI.backgroundColor)
        }
        #expect(runs.count == 3)
        #expect(runs[0].0 == "7")
        #expect(runs[0].1 == nil && runs[0].2 == nil)
        #expect(runs[1].0 == " / 100")
        #expect(runs[1].1 == SwiftUI.Color(.sRGB, red: 170 / 255, green: 170 / 255, blue: 170 / 255, opacity: 1))
        #expect(runs[1].2 == nil)
        #expect(runs[2].0 == "!")
        #expect(runs[2].1 == nil)
        #expect(runs[2].2 == SwiftUI.Color(.sRGB, red: 1, green: 0, blue: 0.2, opacity: 1))
    }

    @Test("A counter's styled frame converts run by run")
    func counterFrameConverts() throws {
        let counter = try Counter(
            from: 0, to: 100, duration: .seconds(1),
            text: .styled { StyledText($0) + StyledText(" %", style: TextStyle(foreground: .gray)) })
        let attributed = AttributedString(counter.frame(at: .seconds(1)).styled)
        #expect(String(attributed.characters) == "100 %")
        #expect(attributed.runs.count == 2)
    }

    // MARK: Odometer faces

    /// A column halfway through rolling one digit, in `direction`.
    private func movingColumn(
        from start: FixedDecimal, to target: FixedDecimal, _ configure: (inout OdometerOptions) -> Void
    )
        throws -> OdometerColumn
    {
        var options = OdometerOptions()
        options.durationOffset = .zero
        configure(&options)
        let odometer = try Odometer(from: start, to: target, options: options)
        let column = try #require(odometer.frame(at: odometer.duration / 2).columns.first { $0.faces.count == 2 })
        #expect(column.offset > 0 && column.offset < 1)
        return column
    }

    @Test("Rolling up, the next face comes from below, one face height after the first")
    func rollingUp() throws {
        let column = try movingColumn(from: 4, to: 5) { $0.direction = .up }
        #expect(column.direction == .up)
        let placement = OdometerFacePlacement(column: column, crossFades: false)
        #expect(placement.verticalOffset(ofFace: 0) == -column.offset)
        #expect(placement.verticalOffset(ofFace: 1) == 1 - column.offset)
        #expect(placement.opacity(ofFace: 0) == 1)
        #expect(placement.opacity(ofFace: 1) == 1)
    }

    @Test("Rolling down, the next face comes from above")
    func rollingDown() throws {
        let column = try movingColumn(from: 5, to: 4) { $0.direction = .down }
        #expect(column.direction == .down)
        let placement = OdometerFacePlacement(column: column, crossFades: false)
        #expect(placement.verticalOffset(ofFace: 0) == column.offset)
        #expect(placement.verticalOffset(ofFace: 1) == column.offset - 1)
    }

    @Test("With reduced motion the faces stay put and cross-fade")
    func crossFade() throws {
        let column = try movingColumn(from: 4, to: 5) { $0.reducedMotion = true }
        let placement = OdometerFacePlacement(column: column, crossFades: true)
        #expect(placement.verticalOffset(ofFace: 0) == 0)
        #expect(placement.verticalOffset(ofFace: 1) == 0)
        #expect(placement.opacity(ofFace: 0) == 1 - column.offset)
        #expect(placement.opacity(ofFace: 1) == column.offset)
    }

    @Test("A column entering takes part of a column's width, and all of it at the end")
    func enteringColumnWidth() throws {
        var options = OdometerOptions()
        options.durationOffset = .zero
        let odometer = try Odometer(from: 999, to: 1000, options: options)
        let entering = try #require(
            odometer.frame(at: odometer.duration / 2).columns.first { $0.width > 0 && $0.width < 1 })
        #expect(OdometerFacePlacement(column: entering, crossFades: false).widthFactor == entering.width)
        let widths = odometer.frame(at: odometer.duration).columns.map {
            OdometerFacePlacement(column: $0, crossFades: false).widthFactor
        }
        #expect(widths.allSatisfy { $0 == 1 })
        #expect(widths.count == 5)  // "1,000"
    }
}
