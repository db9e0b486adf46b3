import Foundation
import TallyCore
import TallyTestSupport
import Testing

@testable import TallyLottie

/// The odometers whose columns no single tween moves (carry mode,
/// cross-fades, words that carry a minus, a new target mid-roll) roll and
/// fade in the Lottie export as their frames say: read back with the
/// independent ``LottieReader`` and compared with `frame(at:)`, column by
/// column, at every frame of random rolls.
@Suite struct LottieSampledOdometerTests {
    /// The kinds of roll that have no strip of their own.
    enum Kind: CaseIterable {
        case carry, crossFade, minusWords, newTarget
    }

    /// A random roll of `kind`: locales, easings (overshooting ones
    /// among them), directions, durations and staggers drawn from
    /// `generator`.
    static func odometer(_ kind: Kind, _ generator: inout SplitMix64) throws -> Odometer {
        var options = OdometerOptions()
        options.easing = try LottieWordsTests.easing(&generator)
        options.direction = [.up, .down, .shortest, .trend][Int(generator.next() % 4)]
        options.duration = .milliseconds(Int64(400 + generator.next() % 800))
        options.durationOffset = .milliseconds(Int64(generator.next() % 4) * 40)
        var (from, to) = (LottieWordsTests.value(&generator), LottieWordsTests.value(&generator))
        switch kind {
        case .carry:
            let locale = LottieWordsTests.locales[Int(generator.next() % UInt64(LottieWordsTests.locales.count))]
            options.format = NumberFormat(locale: Locale(identifier: locale))
            options.mode = .carry
            options.minimumLength = Int(generator.next() % 3)
            // Up to a few thousand units: carries at every place.
            from = (try? FixedDecimal(significand: Int128(generator.next() % 3000) - 1000, scale: 0)) ?? 0
            to = (try? FixedDecimal(significand: Int128(generator.next() % 6000) - 1000, scale: 0)) ?? 0
        case .crossFade:
            options.format = LottieWordsTests.format(&generator)
            options.reducedMotion = true
        case .minusWords:
            options.format = NumberFormat(
                currency: ["USD", "EUR", "GBP"][Int(generator.next() % 3)],
                locale: Locale(identifier: ["en_US", "de_DE", "fr_FR"][Int(generator.next() % 3)]))
            // One end below zero: its words carry the minus.
            let negative = { (x: FixedDecimal) in
                x.isNegative || x == 0 ? -5 : (try? FixedDecimal(significand: -x.significand, scale: x.scale)) ?? -5
            }
            if generator.next() % 2 == 0 { from = negative(from) } else { to = negative(to) }
        case .newTarget:
            options.format = LottieWordsTests.format(&generator)
        }
        var odometer = try Odometer(from: from, to: to, options: options)
        if kind == .newTarget {
            odometer.roll(
                to: LottieWordsTests.value(&generator), at: .milliseconds(Int64(100 + generator.next() % 500)))
        }
        return odometer
    }

    /// The oracle: random rolls of every kind; at every frame each
    /// column's window shows what the frame's column shows (faces, offset,
    /// direction, or the cross-fade's opacities; width and opacity), the
    /// windows side by side and centred; at rest the reading.
    @Test(arguments: 0..<6)
    func columnsShowTheirFramesAtEveryFrame(batch: Int) throws {
        var generator = SplitMix64(seed: 0x5A4_9B1E + UInt64(batch))
        for roll in 0..<8 {
            let kind = Kind.allCases[roll % Kind.allCases.count]
            let odometer = try Self.odometer(kind, &generator)
            let fps = [24.0, 30, 60][Int(generator.next() % 3)]
            let json = AnimatedLottie.odometer(odometer, style: LottieTests.style(fps: fps))
            let name =
                "batch \(batch) roll \(roll) (\(kind)): \(odometer.frame(at: .zero).text) -> "
                + "\(odometer.frame(at: odometer.duration).text), \(odometer.options.easing)"
            #expect(odometer.motions == nil, "\(name): no strip of its own")
            try Self.expectColumnsAtEveryFrame(of: odometer, in: try LottieReader(json), fps: fps, name)
        }
    }

    /// Checks every column's window in `reader` at every frame of `fps`
    /// against `odometer`'s frame at that instant (the last at its end):
    /// the window named after the column shows it, a window whose column
    /// is absent takes no room; the text at the ends is the reading.
    static func expectColumnsAtEveryFrame(
        of odometer: Odometer, in reader: LottieReader, fps: Double, _ name: String
    ) throws {
        let windows = reader.layers.filter { $0["hasMask"] as? Bool == true }
        let named = Dictionary(windows.map { ($0["nm"] as? String ?? "", $0) }) { first, _ in first }
        try #require(named.count == windows.count, "\(name): a window a column, each named")
        let check = LottieWordsTests()
        for frame in 0...reader.lastFrame {
            let instant =
                frame == reader.lastFrame
                ? odometer.duration : .nanoseconds(Int64((Double(frame) * 1e9 / fps).rounded()))
            let shown = odometer.frame(at: instant)
            let crossFades = odometer.crossFades(at: instant)
            check.expectRow(of: windows, in: reader, atFrame: frame) { "\(name), frame \(frame)" }
            var absent = named
            for column in shown.columns {
                let id = column.id.description
                absent[id] = nil
                guard let window = named[id] else {
                    Issue.record("\(name), frame \(frame): no window for \(id)")
                    continue
                }
                check.expect(window, in: reader, atFrame: frame, shows: column, crossFades: crossFades) {
                    "\(name), frame \(frame), \(id)"
                }
            }
            for (id, window) in absent {
                check.expect(window, in: reader, atFrame: frame, shows: nil) { "\(name), frame \(frame), \(id)" }
            }
        }
        #expect(reader.text(atFrame: 0) == LottieWordsTests.drawn(odometer.frame(at: .zero).text), "\(name)")
        #expect(
            reader.text(atFrame: Double(reader.lastFrame))
                == LottieWordsTests.drawn(odometer.frame(at: odometer.duration).text), "\(name)")
    }

    /// The cases of the issue: a carry roll that passes a thousand faces
    /// keeps short strips; a cross-fade moves nothing; each is byte-stable.
    @Test func carriesAndFadesKeepSmallStrips() throws {
        var carry = OdometerOptions()
        carry.mode = .carry
        var fade = OdometerOptions()
        fade.reducedMotion = true
        for (from, to, options) in [(FixedDecimal(0), FixedDecimal(1000), carry), (999, 1000, fade)] {
            let odometer = try Odometer(from: from, to: to, options: options)
            let json = AnimatedLottie.odometer(odometer)
            #expect(AnimatedLottie.odometer(odometer) == json)
            let reader = try LottieReader(json)
            try Self.expectColumnsAtEveryFrame(of: odometer, in: reader, fps: 60, "\(from) -> \(to)")
            // Glyph layers on the strips: a few dozen rows a column at most.
            let strips = reader.assets.filter { $0.key.hasPrefix("c") }
            for (id, strip) in strips {
                let glyphs = (strip["layers"] as? [[String: Any]] ?? []).count - 1
                #expect(glyphs <= 60, "\(from) -> \(to): strip \(id) holds \(glyphs) glyphs")
            }
        }
    }

    /// A sampled property: keyframes only where something changes, a hold
    /// where it rests or jumps, none inside an even run; read back at
    /// every frame as sampled.
    @Test func sampledPropertiesKeepOnlyTheChanges() throws {
        let values: [Double] = [5, 5, 5, 7, 9, 11, 11, 3, 4, 4]
        let holds = [false, false, false, false, false, false, true, false, false, false]
        let json = LottieJSON.sampled(values, holds: holds, value: LottieJSON.number)
        let property = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for (frame, value) in values.enumerated() {
            #expect(abs((LottieReader.value(property, at: Double(frame)) ?? .nan) - value) < 1e-9, "frame \(frame)")
        }
        // 0 hold, 2 linear (an even run to 5), 5 hold, 6 hold (the jump), 7 linear, 8 hold.
        #expect((property["k"] as? [[String: Any]])?.map { $0["t"] as? Int } == [0, 2, 5, 6, 7, 8])
        #expect(LottieJSON.sampled([4, 4, 4], value: LottieJSON.number) == LottieJSON.fixed("4"))
    }
}
