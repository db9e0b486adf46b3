import Foundation
import TallyCore
import TallyModels
import Testing

@testable import TallyUIKit

/// The logic of the UIKit views that runs without a device: the seed-003
/// settings, the odometer's geometry and styled text as attributed strings.
/// The views themselves are only type-checked here; their behaviour is their
/// models', tested in TallyModelsTests.
@Suite("UIKit adapters")
struct UIKitTests {
    // MARK: Seed-003 settings

    @Test("The defaults are MSNumberScrollAnimatedView's")
    func seedDefaults() throws {
        let options = try OdometerSettings().options(reducedMotion: false)
        #expect(options.duration == .milliseconds(1500))
        #expect(options.durationOffset == .milliseconds(200))
        #expect(options.density == 5)
        #expect(options.minimumLength == 0)
        #expect(options.direction == .down)
        #expect(options.mode == .classic)
        #expect(!options.reducedMotion)
    }

    @Test("Seconds, density, minLength, direction and Reduce Motion reach the options")
    func settingsMapToOptions() throws {
        var settings = OdometerSettings()
        settings.duration = 2.5
        settings.durationOffset = 0.125
        settings.density = 9
        settings.minLength = 6
        settings.direction = .up
        settings.mode = .roll
        let options = try settings.options(reducedMotion: true)
        #expect(options.duration == .milliseconds(2500))
        #expect(options.durationOffset == .milliseconds(125))
        #expect(options.density == 9)
        #expect(options.minimumLength == 6)
        #expect(options.direction == .up)
        #expect(options.mode == .roll)
        #expect(options.reducedMotion)
        let padded = try Odometer(from: 42, to: 42, options: options)
        #expect(padded.frame(at: padded.duration).text == "000,042")
    }

    @Test("A duration that is negative or not a number is refused", arguments: [-1.0, .nan, .infinity])
    func badDurationsThrow(seconds: Double) {
        var settings = OdometerSettings()
        settings.duration = seconds
        #expect(throws: TallyError.self) { try settings.options(reducedMotion: false) }
        settings = OdometerSettings()
        settings.durationOffset = seconds
        #expect(throws: TallyError.self) { try settings.options(reducedMotion: false) }
    }

    // MARK: Odometer geometry

    /// Every face is 10 points wide per character; a line is 20 points.
    private func layout(_ frame: OdometerFrame, reducedMotion: Bool = false) -> OdometerLayout {
        OdometerLayout(frame, lineHeight: 20, reducedMotion: reducedMotion) { CGFloat($0.count * 10) }
    }

    /// A frame of a roll from 0 to 9 at its middle, when the ones column is between two faces.
    private func rollingFrame(direction: RollDirection, reducedMotion: Bool = false) throws -> OdometerFrame {
        var options = OdometerOptions()
        options.mode = .roll
        options.direction = direction
        options.reducedMotion = reducedMotion
        let odometer = try Odometer(from: direction == .down ? 9 : 0, to: direction == .down ? 0 : 9, options: options)
        let frame = odometer.frame(at: odometer.duration / 2 + .milliseconds(37))
        #expect(frame.columns.count == 1 && frame.columns[0].faces.count == 2)
        return frame
    }

    @Test("Rolling up, the next face comes from below", arguments: [RollDirection.up, .down])
    func facesFollowTheDirection(direction: RollDirection) throws {
        let frame = try rollingFrame(direction: direction)
        let column = frame.columns[0]
        #expect(column.direction == direction)
        let faces = layout(frame).columns[0].faces
        let offset = CGFloat(column.offset)
        let step: CGFloat = direction == .up ? 20 : -20
        #expect(faces.map(\.text) == [column.faces[0], column.faces[1]])
        #expect(abs(faces[0].frame.minY - -offset * step) < 1e-9)
        #expect(abs(faces[1].frame.minY - (1 - offset) * step) < 1e-9)
        #expect(faces.allSatisfy { $0.alpha == 1 && $0.frame.height == 20 && $0.frame.width == 10 })
    }

    @Test("With Reduce Motion the two faces stay in place and cross-fade")
    func reducedMotionCrossFades() throws {
        let frame = try rollingFrame(direction: .up, reducedMotion: true)
        let offset = CGFloat(frame.columns[0].offset)
        #expect(offset > 0 && offset < 1)
        let faces = layout(frame, reducedMotion: true).columns[0].faces
        #expect(faces.map(\.frame.minY) == [0, 0])
        #expect(faces.map(\.alpha) == [1 - offset, offset])
    }

    @Test("Columns sit side by side, entering ones as wide as their share, keyed by their identity")
    func columnsShareTheWidth() throws {
        let odometer = try Odometer(from: 999, to: 1000)
        let frame = odometer.frame(at: odometer.duration / 2)
        let laidOut = layout(frame)
        #expect(laidOut.columns.map(\.id) == frame.columns.map(\.id))
        var x: CGFloat = 0
        for (column, placed) in zip(frame.columns, laidOut.columns) {
            let natural = CGFloat((0..<column.faces.count).map { column.faces[$0].count }.max()! * 10)
            #expect(abs(placed.frame.minX - x) < 1e-9)
            #expect(abs(placed.frame.width - natural * CGFloat(column.width)) < 1e-9)
            #expect(placed.alpha == CGFloat(column.opacity))
            #expect(placed.faces.allSatisfy { abs($0.frame.midX - placed.frame.width / 2) < 1e-9 })
            x += placed.frame.width
        }
        #expect(abs(laidOut.width - x) < 1e-9)
        #expect(frame.columns.contains { $0.width > 0 && $0.width < 1 }, "the thousands column is entering")
        let end = layout(odometer.frame(at: odometer.duration))
        #expect(end.width == 50, "\"1,000\": five faces of one character")
    }

    /// A 60 Hz display showing a roll that adds or drops a column: Auto Layout is asked for a new
    /// width at most at the roll's start and at its end, never in between, and the width asked
    /// for always holds every column shown.
    @Test(
        "The odometer asks for a new width at most at a roll's start and end",
        arguments: [(999, 1000), (1000, 999), (5, 123_456), (-1, 1)])
    func theWidthChangesOnlyAtARollsEnds(from: Int, to: Int) throws {
        let odometer = try Odometer(from: FixedDecimal(Int64(from)), to: FixedDecimal(Int64(to)))
        var sizing = OdometerSizing()
        _ = sizing.show(width: layout(odometer.frame(at: .zero)).width, isMoving: false)
        var changes: [Int] = []
        if sizing.rollBegins(destinationWidth: layout(odometer.frame(at: odometer.duration)).width) {
            changes.append(0)
        }
        let frames = Int(odometer.duration / .milliseconds(16)) + 2
        for index in 0...frames {
            let elapsed = min(Duration.milliseconds(16) * index, odometer.duration)
            let width = layout(odometer.frame(at: elapsed)).width
            let moving = elapsed < odometer.duration
            if sizing.show(width: width, isMoving: moving) { changes.append(index) }
            #expect(try #require(sizing.width) >= width, "every column shown fits")
        }
        #expect(changes.count <= 2)
        #expect(changes.allSatisfy { $0 == 0 || $0 == frames || $0 == frames - 1 || $0 == frames - 2 })
        #expect(sizing.width == layout(odometer.frame(at: odometer.duration)).width, "at rest, the width shown")
    }

    // MARK: Text and colour

    @Test("Columns are laid out in place-value order, the highest place on the left, whatever the layout direction")
    func placeValueOrder() throws {
        // The layout places columns by their frame's order, not by the view's
        // semantic content attribute: under Arabic or Hebrew layout the
        // number still reads 1,234,567 (an HStack mirrored it in SwiftUI).
        var options = OdometerOptions()
        options.format = NumberFormat(locale: Locale(identifier: "ar_EG"))
        let odometer = try Odometer(from: 1_234_567, to: 1_234_567, options: options)
        let frame = odometer.frame(at: .zero)
        let layout = OdometerLayout(frame, lineHeight: 20, reducedMotion: false) { CGFloat($0.count * 10) }
        let xs = layout.columns.map(\.frame.minX)
        #expect(xs == xs.sorted() && Set(xs).count == xs.count, "left to right")
        let places = frame.columns.compactMap { column -> Int? in
            if case .digit(let place) = column.role { return place }
            return nil
        }
        #expect(places == Array((0...6).reversed()), "the millions first")
    }

    @Test("Styled runs become attributed runs: colours as colours, bold as the bold system font")
    func styledTextAsAttributedString() {
        let styled =
            StyledText("42") + StyledText(" / 100", style: TextStyle(foreground: .lightGray))
            + StyledText("!", style: TextStyle(background: .black, isBold: true))
        let attributed = UIKitProbes.attributed(styled, size: 17)
        #expect(attributed.string == "42 / 100!")
        var range = NSRange(location: 0, length: 0)
        let plain = attributed.attributes(at: 0, effectiveRange: &range)
        #expect(plain.isEmpty && range == NSRange(location: 0, length: 2))
        let grey = attributed.attributes(at: 2, effectiveRange: &range)
        #expect(UIKitProbes.isColor(grey[UIKitProbes.foregroundColor]))
        #expect(grey[UIKitProbes.font] == nil && range == NSRange(location: 2, length: 6))
        let bold = attributed.attributes(at: 8, effectiveRange: &range)
        #expect(UIKitProbes.isColor(bold[UIKitProbes.backgroundColor]) && bold[UIKitProbes.foregroundColor] == nil)
        #expect(UIKitProbes.pointSize(bold[UIKitProbes.font]) == 17 && range == NSRange(location: 8, length: 1))
    }

    @Test("Channels 0...255 become UIKit's 0...1")
    func colourComponents() {
        let green = TallyCore.RGBColor(red: 84, green: 180, blue: 98).unitComponents
        #expect(green.red == 84.0 / 255 && green.green == 180.0 / 255 && green.blue == 98.0 / 255)
        #expect(TallyCore.RGBColor.white.unitComponents == (1, 1, 1))
    }

    @Test("A trend colour is mixed over a UIColor's components as the model mixes them")
    func trendColourOverAUIColor() {
        for tenth in 0...10 {
            let shade = TrendTint<ContinuousClock.Instant>.Shade(
                color: TallyCore.RGBColor(red: 255, green: 59, blue: 48), strength: Double(tenth) / 10)
            let expected = shade.mixed(over: (red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
            let mixed = UIKitProbes.mixed((red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), with: shade)
            #expect(mixed?.map { Double($0) } == [expected.red, expected.green, expected.blue, expected.alpha])
        }
    }

    @Test("OdometerView's setNumber(_:) takes every kind of number (type-checked; the conversions are FixedDecimal's)")
    @MainActor
    func odometerNumbers() {
        let give: @MainActor (TallyUIKit.OdometerView) throws -> Void = UIKitProbes.setEveryKindOfNumber(on:)
        _ = give
    }

    @Test("The catalog's listings type-check (UIKitSnippets; a view cannot be made on Linux)")
    @MainActor
    func catalogListings() {
        let listings: [@MainActor () throws -> Void] = [UIKitSnippets.clocks, UIKitSnippets.trend]
        #expect(listings.count == 2)
    }
}
