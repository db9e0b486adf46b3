import Foundation
import TallyCore
import TallyTerminal
import TallyTestSupport
import Testing

@testable import TallyLottie

/// A styled odometer's words (a currency symbol, a compact unit, a percent
/// sign, a sign written with them) turn in a column of their own in the
/// Lottie export, frame by frame where the odometer's frames put them:
/// read back with the independent ``LottieReader`` and compared with
/// `frame(at:)` at every frame of random rolls.
@Suite struct LottieWordsTests {
    /// A line, in pixels, at the default font size (``LottieReader/line``).
    static let line = 48 * 1.25
    /// How far a word may sit from the frame's place: well under the 0.02
    /// of a line a visible slip would be (about a pixel).
    static let tolerance = 0.005

    /// `text` as Tally's stroke font draws it: characters it has no
    /// glyph for ("万", "￥") take no room and draw nothing, in a strip as
    /// in a reading.
    static func drawn(_ text: String) -> String {
        String(text.filter { StrokeText.outline(of: $0) != nil && $0 != " " })
    }

    static let locales = ["en_US", "de_DE", "fr_FR", "ja_JP", "en_IN", "de_CH"]

    static func format(_ generator: inout SplitMix64) -> NumberFormat {
        let locale = Locale(identifier: locales[Int(generator.next() % UInt64(locales.count))])
        switch generator.next() % 7 {
        case 0: return NumberFormat(currency: "EUR", locale: locale)
        case 1: return NumberFormat(currency: ["USD", "JPY", "GBP", "CHF"][Int(generator.next() % 4)], locale: locale)
        case 2, 6:
            var format = NumberFormat(locale: locale)
            format.notation = .compact
            return format
        case 3:
            var format = NumberFormat(locale: locale)
            format.style = .percent
            return format
        case 4:
            var format = NumberFormat(locale: locale, fractionDigits: 1)
            format.signDisplay = .always()
            return format
        default:
            var format = NumberFormat(currency: "USD", locale: locale)
            format.signDisplay = .always(includingZero: false)
            return format
        }
    }

    /// Overshooting curves (back, elastic, a spring, a cubic-bezier past
    /// 0 and 1) among them: the words stay between their two texts.
    static func easing(_ generator: inout SplitMix64) throws -> Easing {
        let easings: [Easing] = [
            .linear, .easeInOut, .easeOut, Easing(.back, .out), Easing(.back, .inOut), Easing(.elastic, .out),
            Easing(.bounce, .out), try .cubicBezier(0.68, -0.6, 0.32, 1.6),
            try .spring(mass: 1, stiffness: 100, damping: 8),
        ]
        return easings[Int(generator.next() % UInt64(easings.count))]
    }

    /// 0 to 9,999,999,999 at a scale of 0 to 2 (thousands, millions and
    /// billions in compact notation), a fifth of them 0, a sixth negative.
    static func value(_ generator: inout SplitMix64) -> FixedDecimal {
        guard generator.next() % 5 != 0 else { return 0 }
        let digits = Int(generator.next() % 10) + 1
        let scale = Int(generator.next() % 3)
        var significand = Int128(generator.next() % 10_000_000_000)
        for _ in digits..<10 { significand /= 10 }
        let negative = generator.next() % 6 == 0
        return (try? FixedDecimal(significand: negative ? -significand : significand, scale: scale)) ?? 0
    }

    /// The oracle: random styled rolls in both directions, staggered,
    /// along every kind of curve; at every frame each word column's window
    /// shows the frame's words where its offset puts them, as wide and as
    /// opaque as the frame's column; at rest the document reads the
    /// frame's text. Words that carry a minus roll from the frames
    /// (``LottieSampledOdometerTests``).
    @Test(arguments: 0..<8)
    func wordsTurnWhereTheFramesPutThem(batch: Int) throws {
        var generator = SplitMix64(seed: 0x4C0_7715 + UInt64(batch))
        var rolled = 0
        for roll in 0..<10 {
            var options = OdometerOptions()
            options.format = Self.format(&generator)
            options.easing = try Self.easing(&generator)
            options.direction = [.up, .down, .shortest, .trend][Int(generator.next() % 4)]
            options.duration = .milliseconds(Int64(400 + generator.next() % 800))
            options.durationOffset = .milliseconds(Int64(generator.next() % 4) * 40)
            let (from, to) = (Self.value(&generator), Self.value(&generator))
            let odometer = try Odometer(from: from, to: to, options: options)
            let fps = [24.0, 30, 60][Int(generator.next() % 3)]
            let json = AnimatedLottie.odometer(odometer, style: LottieTests.style(fps: fps))
            let reader = try LottieReader(json)
            let name =
                "batch \(batch) roll \(roll): \(from) -> \(to), \(options.format.string(for: to)), \(options.easing)"
            guard let motions = odometer.motions else {
                try LottieSampledOdometerTests.expectColumnsAtEveryFrame(of: odometer, in: reader, fps: fps, name)
                continue
            }
            rolled += 1
            try expectWordsAtEveryFrame(of: odometer, motions, in: reader, fps: fps, name)
        }
        #expect(rolled >= 4, "most rolls are strips")
    }

    /// Checks each word column of `reader` at every frame against
    /// `odometer`'s frame at that instant (the last at its end), and the
    /// text at rest.
    func expectWordsAtEveryFrame(
        of odometer: Odometer, _ motions: [OdometerMotion], in reader: LottieReader, fps: Double, _ name: String
    ) throws {
        // The windows, in the motions' order; words empty at both ends have none.
        let drawn = motions.filter { !$0.clampsPosition || $0.faces.values.contains { !$0.isEmpty } }
        let windows = reader.layers.filter { $0["hasMask"] as? Bool == true }
        try #require(windows.count == drawn.count, "\(name)")
        for frame in 0...reader.lastFrame {
            let instant =
                frame == reader.lastFrame
                ? odometer.duration : .nanoseconds(Int64((Double(frame) * 1e9 / fps).rounded()))
            let shown = odometer.frame(at: instant)
            expectRow(of: windows, in: reader, atFrame: frame) { "\(name), frame \(frame)" }
            for (motion, window) in zip(drawn, windows) where motion.clampsPosition {
                expect(window, in: reader, atFrame: frame, shows: shown.columns.first { $0.role == motion.role }) {
                    "\(name), frame \(frame), \(motion.role)"
                }
            }
        }
        #expect(reader.text(atFrame: 0) == Self.drawn(odometer.frame(at: .zero).text), "\(name)")
        #expect(
            reader.text(atFrame: Double(reader.lastFrame)) == Self.drawn(odometer.frame(at: odometer.duration).text),
            "\(name)")
    }

    /// Checks that the windows at `frame` stand side by side, each as wide
    /// as its mask times its scale (none when transparent), without a gap
    /// or an overlap, and the
    /// row centred in the picture (the windows hang from a chain of null
    /// layers while widths change).
    func expectRow(of windows: [[String: Any]], in reader: LottieReader, atFrame frame: Int, _ where: () -> String) {
        var edges: [(left: Double, right: Double)] = []
        for window in windows {
            let left = LottieReader.position(of: window, in: reader.layers, at: Double(frame)).x
            let transform = window["ks"] as? [String: Any]
            // A window fully transparent (a column absent at both ends) takes no room.
            let shown = (LottieReader.value(transform?["o"], at: Double(frame)) ?? 100) > 0
            let scale = shown ? (LottieReader.value(transform?["s"], at: Double(frame)) ?? 100) / 100 : 0
            let mask = (window["masksProperties"] as? [[String: Any]])?.first?["pt"] as? [String: Any]
            let corners = ((mask?["k"] as? [String: Any])?["v"] as? [[Double]]) ?? []
            let width = (corners.map { $0[0] }.max() ?? 0) - (corners.map { $0[0] }.min() ?? 0)
            edges.append((left, left + width * scale))
        }
        for (a, b) in zip(edges, edges.dropFirst()) {
            #expect(abs(a.right - b.left) < 0.01, "\(`where`()): \(a.right) then \(b.left)")
        }
        let middle = ((edges.first?.left ?? 0) + (edges.last?.right ?? 0)) / 2
        #expect(abs(middle - Double(reader.root["w"] as? Int ?? 0) / 2) < 0.51, "\(`where`()): centred")
    }

    /// Words that turn, along every kind of curve, both ways, staggered:
    /// a compact unit coming ("M" below nothing) and going ("K" above
    /// "M" when rolling down), a sign shown only off zero ("+$").
    @Test(arguments: [RollDirection.up, .down, .trend])
    func wordsTurnInEveryCurve(direction: RollDirection) throws {
        var generator = SplitMix64(seed: 48)
        var compact = OdometerOptions()
        compact.format.notation = .compact
        var signed = OdometerOptions()
        signed.format = NumberFormat(currency: "USD")
        signed.format.signDisplay = .always(includingZero: false)
        let rolls: [(FixedDecimal, FixedDecimal, OdometerOptions)] = [
            (999, 1_200_000, compact), (1_200_000, 45_600, compact), (0, 5, signed), (12.5, 0, signed),
        ]
        for index in 0..<9 {
            for (from, to, base) in rolls {
                var options = base
                options.easing = try Self.easing(&generator)
                if index == 8 { options.easing = try .cubicBezier(0.68, -0.6, 0.32, 1.6) }
                options.direction = direction
                options.duration = .milliseconds(800)
                options.durationOffset = .milliseconds(60)
                let odometer = try Odometer(from: from, to: to, options: options)
                let motions = try #require(odometer.motions)
                #expect(motions.contains { $0.clampsPosition && $0.faces.count == 2 }, "\(from) -> \(to) turns")
                let reader = try LottieReader(AnimatedLottie.odometer(odometer, style: LottieTests.style(fps: 30)))
                try expectWordsAtEveryFrame(
                    of: odometer, motions, in: reader, fps: 30, "\(from) -> \(to), \(options.easing), \(direction)")
            }
        }
    }

    /// Checks that a column's window shows `column` at `frame`: its
    /// faces' glyphs at the heights its offset and direction give (the
    /// first face `offset` of a line up when rolling up, the second a line
    /// below it), opaque, or, when it `crossFades`, both faces in place,
    /// the first `1 - offset` opaque and the second `offset`; nothing else
    /// seen in the window; its scale across and opacity the column's width
    /// and opacity; no column (no room taken) is a window squeezed to
    /// nothing or transparent.
    func expect(
        _ window: [String: Any], in reader: LottieReader, atFrame frame: Int, shows column: OdometerColumn?,
        crossFades: Bool = false, _ where: () -> String
    ) {
        let transform = window["ks"] as? [String: Any]
        let scale = (LottieReader.value(transform?["s"], at: Double(frame)) ?? 100) / 100
        let opacity = (LottieReader.value(transform?["o"], at: Double(frame)) ?? 100) / 100
        guard let column else {
            #expect(scale < Self.tolerance || opacity < Self.tolerance, "\(`where`()): takes no room")
            return
        }
        #expect(abs(scale - column.width) < Self.tolerance, "\(`where`()): width \(scale), not \(column.width)")
        #expect(abs(opacity - column.opacity) < Self.tolerance, "\(`where`()): opacity")
        let all = reader.glyphs(inAsset: window["refId"] as? String ?? "", at: Double(frame))
        if crossFades {
            // Each character's opacity in place, summed over the faces.
            var expected: [String: Double] = [:]
            let two = column.faces.count > 1
            for character in Self.drawn(column.faces[0]) {
                expected[String(character), default: 0] += two ? 1 - column.offset : 1
            }
            for character in two ? Self.drawn(column.faces[1]) : "" {
                expected[String(character), default: 0] += column.offset
            }
            var found: [String: Double] = [:]
            for glyph in all where abs(glyph.y) < Self.line - 0.01 && glyph.opacity > Self.tolerance {
                #expect(abs(glyph.y) < Self.tolerance * Self.line, "\(`where`()): \"\(glyph.text)\" out of place")
                found[glyph.text, default: 0] += glyph.opacity
            }
            for text in Set(expected.keys).union(found.keys) {
                #expect(
                    abs((found[text] ?? 0) - (expected[text] ?? 0)) < 2 * Self.tolerance,
                    "\(`where`()): \"\(text)\" \(found[text] ?? 0) opaque, not \(expected[text] ?? 0)")
            }
            return
        }
        // Glyphs seen are opaque.
        for glyph in all where glyph.opacity > Self.tolerance {
            #expect(glyph.opacity > 1 - Self.tolerance, "\(`where`()): \"\(glyph.text)\" half seen")
        }
        let glyphs = all.filter { $0.opacity > Self.tolerance }
        // The words at each height in the strip, left to right.
        var rows: [(y: Double, text: String)] = []
        for glyph in glyphs.sorted(by: { $0.x < $1.x }) {
            if let row = rows.firstIndex(where: { abs($0.y - glyph.y) < 0.01 }) {
                rows[row].text += glyph.text
            } else {
                rows.append((glyph.y, glyph.text))
            }
        }
        let sign: Double = column.direction == .up ? 1 : -1
        var expected = [(column.faces[0], -sign * column.offset)]
        if column.faces.count > 1 { expected.append((column.faces[1], sign * (1 - column.offset))) }
        for (text, lines) in expected.map({ (Self.drawn($0.0), $0.1) }) where !text.isEmpty {
            let heights = rows.filter { $0.text == text }.map { $0.y / Self.line }
            let nearest = heights.min { abs($0 - lines) < abs($1 - lines) }
            #expect(
                nearest.map { abs($0 - lines) < Self.tolerance } == true,
                "\(`where`()): \"\(text)\" at \(heights) lines, not \(lines)")
        }
        // Nothing else in the window.
        let texts = Set(column.faces.map(Self.drawn))
        for row in rows where abs(row.y) < Self.line - 0.01 {
            #expect(texts.contains(row.text), "\(`where`()): \"\(row.text)\" in the window")
        }
    }

    /// The two styled rolls of the issue: words and digits both strips,
    /// the unit's column holding "M" a line below nothing, byte-stable.
    @Test func theIssuesStyledRollsAreStrips() throws {
        var compact = OdometerOptions()
        compact.format.notation = .compact
        var euros = OdometerOptions()
        euros.format = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
        for (from, to, options) in [(FixedDecimal(999), FixedDecimal(1_200_000), compact), (0, 1234.5, euros)] {
            let odometer = try Odometer(from: from, to: to, options: options)
            let json = AnimatedLottie.odometer(odometer)
            #expect(AnimatedLottie.odometer(odometer) == json)
            let reader = try LottieReader(json)
            #expect(reader.layers.contains { $0["hasMask"] as? Bool == true })
            #expect(reader.text(atFrame: 0) == odometer.frame(at: .zero).text)
            #expect(reader.text(atFrame: Double(reader.lastFrame)) == odometer.frame(at: odometer.duration).text)
        }
        let unit = try #require(try Odometer(from: 999, to: 1_200_000, options: compact).motions?.last)
        #expect(unit.role == .suffix && unit.faces == [0: "", 1: "M"])
    }
}
