import Foundation
import TallyCore
import Testing

@testable import TallyLottie

@Suite struct LottieTests {
    static func style(fps: Double = 60) -> LottieStyle {
        var style = LottieStyle()
        style.framesPerSecond = fps
        return style
    }

    static func documents() throws -> [(String, String)] {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        var carry = options
        carry.mode = .carry
        return [
            (
                "counter",
                AnimatedLottie.counter(try Counter(from: 0, to: 1234.56, duration: .seconds(1)), style: style())
            ),
            ("odometer", AnimatedLottie.odometer(try Odometer(from: 999, to: 1000, options: options), style: style())),
            ("odometer-sign", AnimatedLottie.odometer(try Odometer(from: 5, to: -5, options: options), style: style())),
            (
                "odometer-carry",
                AnimatedLottie.odometer(try Odometer(from: 95, to: 105, options: carry), style: style())
            ),
            (
                "countdown",
                AnimatedLottie.countdown(try Countdown(options: .init(start: 3, endTitle: "Go!")), style: style())
            ),
            (
                "cooldown",
                AnimatedLottie.cooldown(try Cooldown(duration: .seconds(3), title: "Get code"), style: style())
            ),
        ]
    }

    /// Every document is JSON with what the Lottie 1.0 schema requires of
    /// the root and of each layer, every reference resolves, masked layers
    /// say so, and nothing outside the portable subset is written.
    @Test func everyDocumentHasThePortableStructure() throws {
        for (name, json) in try Self.documents() {
            let reader = try LottieReader(json)
            for key in ["v", "fr", "ip", "op", "w", "h", "layers", "assets"] {
                #expect(reader.root[key] != nil, "\(name): \(key)")
            }
            for layer in reader.allLayers {
                for key in ["ty", "st", "ip", "op", "ks"] { #expect(layer[key] != nil, "\(name): a layer's \(key)") }
                #expect([0, 3, 4].contains(layer["ty"] as? Int ?? -1), "\(name): only precomp, null and shape layers")
                if let reference = layer["refId"] as? String { #expect(reader.assets[reference] != nil, "\(name)") }
                if layer["masksProperties"] != nil {
                    #expect(layer["hasMask"] as? Bool == true, "\(name): hasMask with every mask")
                    let modes = (layer["masksProperties"] as? [[String: Any]] ?? []).map { $0["mode"] as? String }
                    #expect(modes.allSatisfy { $0 == "a" }, "\(name): add masks only")
                }
                #expect(
                    layer["tt"] == nil && layer["tm"] == nil && layer["ef"] == nil,
                    "\(name): no mattes, time remap, effects")
            }
            for banned in ["\"x\":\"", "\"ty\":\"mm\"", "\"ty\":5", "\"ty\":1,"] {
                #expect(!json.contains(banned), "\(name): \(banned)")
            }
        }
    }

    @Test func outputIsByteStableAndStreamsTheSameText() throws {
        let counter = try Counter(from: 0, to: 100_000, duration: .seconds(20), easing: .easeOut)
        let whole = AnimatedLottie.counter(counter)
        #expect(AnimatedLottie.counter(counter) == whole)
        var pieces: [String] = []
        AnimatedLottie.counter(counter) { pieces.append($0) }
        #expect(pieces.count > 1 && pieces.joined() == whole)
        for (first, second) in zip(try Self.documents(), try Self.documents()) {
            let same = first.1 == second.1
            #expect(same, "\(first.0)")
        }
    }

    /// The counter's text is exact at every frame, as `frame(at:)` gives
    /// it, ending on the target: read back from the document, glyph by
    /// glyph, at 30 and 60 frames per second and with several easings.
    @Test(arguments: [(Easing.none, 60.0), (.easeOut, 60), (.easeInOut, 30), (Easing(.bounce, .out), 24)])
    func counterTextIsExactAtEveryFrame(easing: Easing, fps: Double) throws {
        let counter = try Counter(from: -20, to: 1234.56, duration: .milliseconds(1500), easing: easing)
        let reader = try LottieReader(AnimatedLottie.counter(counter, style: Self.style(fps: fps)))
        #expect(reader.lastFrame == Int((1.5 * fps).rounded(.up)))
        Self.expectEveryFrame(of: counter, in: reader, fps: fps) { $0.text }
        #expect(reader.text(atFrame: Double(reader.lastFrame)) == "1,234.56")
    }

    /// Checks that `reader` shows `timeline`'s text at every frame of
    /// `fps` (the last one at the timeline's end), as the writer samples it.
    static func expectEveryFrame<T: FrameTimeline>(
        of timeline: T, in reader: LottieReader, fps: Double, text: (T.Frame) -> String
    ) {
        for frame in 0...reader.lastFrame {
            let instant =
                frame == reader.lastFrame
                ? timeline.duration : .nanoseconds(Int64((Double(frame) * 1e9 / fps).rounded()))
            #expect(reader.text(atFrame: Double(frame)) == text(timeline.frame(at: instant)), "frame \(frame)")
        }
    }

    /// The size goal's count, 0 to 1,234.56 in 10 s at 60 frames a second
    /// (its low places repeat, its units run evenly), and linear counts at
    /// other rates: the text exact at every frame, the goal's file at most
    /// 40 KB, with periods placed again (layers with a start time).
    @Test(arguments: [(1234.56, 10.0, 60.0), (1234.56, 10, 30), (99.9, 3, 24), (-5000, 7, 60), (1e6, 4, 50)])
    func linearCountsAreExactAndSmall(target: Double, seconds: Double, fps: Double) throws {
        let counter = try Counter(
            from: 0, to: try FixedDecimal(target), duration: .milliseconds(Int64(seconds * 1000)), easing: .linear)
        let json = AnimatedLottie.counter(counter, style: Self.style(fps: fps))
        Self.expectEveryFrame(of: counter, in: try LottieReader(json), fps: fps) { $0.text }
        if target == 1234.56 && fps == 60 {
            #expect(json.utf8.count <= 40_000)
            #expect(json.contains("\"st\":125,"))
        }
    }

    /// Each glyph is defined once, and the ten digits' strip once.
    @Test func glyphsAreDefinedOnce() throws {
        let json = AnimatedLottie.counter(try Counter(from: 0, to: 99_999, duration: .seconds(3)))
        let reader = try LottieReader(json)
        let names = reader.assets.values.compactMap { $0["nm"] as? String }
        #expect(names.count == Set(names).count)
        #expect(Set(names) == Set("0123456789,".map(String.init)))
        #expect(reader.assets.keys.filter { $0.hasPrefix("d") }.count == 1)
    }

    @Test func sizeFollowsTheFontSize() throws {
        var style = LottieStyle()
        style.fontSize = 100
        style.background = nil
        let reader = try LottieReader(AnimatedLottie.counter(try Counter(to: 5), style: style), fontSize: 100)
        #expect(reader.root["h"] as? Int == 200)
        #expect(reader.layers.allSatisfy { $0["ty"] as? Int != 4 }, "no background layer")
        #expect(reader.text(atFrame: 0) == "0")
    }

    /// An odometer's columns are windows (masked, `hasMask`) onto strips
    /// moved with the easing's own Bézier handles; at rest they read the
    /// old and the new value.
    @Test func odometerColumnsRollInMaskedWindows() throws {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        options.easing = try .cubicBezier(0.42, 0, 0.58, 1)
        let odometer = try Odometer(from: 12, to: 34, options: options)
        let json = AnimatedLottie.odometer(odometer, style: Self.style())
        let reader = try LottieReader(json)
        #expect(reader.layers.filter { $0["hasMask"] as? Bool == true }.count == odometer.motions?.count)
        let points = try #require(options.easing.controlPoints)
        #expect(
            json.contains("\"o\":{\"x\":[\(LottieJSON.number(points.x1))],\"y\":[\(LottieJSON.number(points.y1))]}"))
        #expect(reader.text(atFrame: 0) == "12")
        #expect(reader.text(atFrame: Double(reader.lastFrame)) == "34")
        // Sampled where the curve is not one cubic.
        options.easing = Easing(.bounce, .out)
        let bounce = AnimatedLottie.odometer(try Odometer(from: 12, to: 34, options: options), style: Self.style())
        #expect(bounce.components(separatedBy: "\"o\":{").count > 60)
    }

    /// An odometer in carry mode rolls in masked windows too, as its
    /// frames say.
    @Test func carryModeOdometerRolls() throws {
        var options = OdometerOptions()
        options.duration = .seconds(1)
        options.mode = .carry
        let odometer = try Odometer(from: 95, to: 105, options: options)
        let reader = try LottieReader(AnimatedLottie.odometer(odometer, style: Self.style(fps: 30)))
        #expect(reader.layers.contains { $0["hasMask"] as? Bool == true })
        try LottieSampledOdometerTests.expectColumnsAtEveryFrame(of: odometer, in: reader, fps: 30, "95 -> 105")
    }

    /// Each step is shown for its second, zooming from 15x to 1x and fading
    /// in; the title after; nothing once it is over.
    @Test func countdownStepsZoomAndFade() throws {
        let countdown = try Countdown(options: .init(start: 3, endTitle: "Go!"))
        let reader = try LottieReader(AnimatedLottie.countdown(countdown, style: Self.style()))
        #expect(reader.layers.count == 4 + 1, "a layer a step, and the background")
        for (step, layer) in reader.layers.prefix(4).enumerated() {
            let start = Double(step * 60)
            #expect(LottieReader.isVisible(layer, at: start) && LottieReader.isVisible(layer, at: start + 59))
            #expect(!LottieReader.isVisible(layer, at: start - 1) && !LottieReader.isVisible(layer, at: start + 60))
            let transform = try #require(layer["ks"] as? [String: Any])
            #expect(LottieReader.value(transform["s"], at: start) == 1500)
            #expect(LottieReader.value(transform["s"], at: start + 60) == 100)
            #expect(LottieReader.value(transform["o"], at: start) == 0)
            #expect(LottieReader.value(transform["o"], at: start + 60) == 100)
            let asset = reader.assets[layer["refId"] as? String ?? ""]
            let glyphs = (asset?["layers"] as? [[String: Any]] ?? []).compactMap {
                reader.character(ofAsset: $0["refId"] as? String ?? "")
            }
            #expect(glyphs.joined() == ["3", "2", "1", "Go!"][step])
        }
    }

    /// The title, then the seconds left with the suffix, then the title.
    @Test func cooldownShowsTitleSecondsTitle() throws {
        let reader = try LottieReader(
            AnimatedLottie.cooldown(try Cooldown(duration: .seconds(3), title: "Resend"), style: Self.style()))
        let texts = [0, 59, 60, 119, 120, 179, 180, 239, 240].map { reader.text(atFrame: Double($0)) }
        #expect(texts == ["Resend", "Resend", "3s", "3s", "2s", "2s", "1s", "1s", "Resend"])
    }

    /// A style whose numbers are not numbers falls back to the defaults:
    /// no trap, a valid document.
    @Test func aStyleOfNoNumbersIsTheDefaults() throws {
        for bad in [Double.nan, .infinity, -1, 0] {
            var style = LottieStyle()
            style.framesPerSecond = bad
            style.fontSize = bad
            let reader = try LottieReader(
                AnimatedLottie.counter(try Counter(to: 5, duration: .seconds(1)), style: style))
            #expect(reader.root["fr"] as? Int == 60 && reader.root["h"] as? Int == 96)
            #expect(reader.text(atFrame: 60) == "5")
        }
    }

    @Test func numbersAreWrittenInAFixedForm() {
        #expect(LottieJSON.number(0) == "0")
        #expect(LottieJSON.number(-0.0001) == "0")
        #expect(LottieJSON.number(1.5) == "1.5")
        #expect(LottieJSON.number(-2.0504) == "-2.05")
        #expect(LottieJSON.number(0.0625) == "0.063")
        #expect(LottieJSON.number(.nan) == "0")
        #expect(LottieJSON.string("a\"b\\\n") == "\"a\\\"b\\\\\\u000a\"")
    }
}
