import TallyCore
import TallyTerminal

/// One Lottie document being written: its glyphs (each defined once, as a
/// precomposition asset that every use refers to), the assets the writers
/// stream out as they make them, and the layers of the main composition.
///
/// The document's keys are written in the order that lets it stream
/// (JSON objects have no order): the header, the assets (the big part:
/// keyframes, written as made), the glyph assets (known only once every
/// text has been seen), the layers, and last the size (known only then).
/// Text goes out in chunks of about 64 KB.
///
/// Glyphs are Tally's stroke font (`StrokeText.outline(of:)`), in font
/// units (cap height 10, flipped so that y goes down) scaled by their
/// layer; the pen is the regular weight's, with round caps and joins, and a
/// dot is a filled circle (a zero-length stroke draws nothing in some
/// players).
final class LottieComposition {
    let style: LottieStyle
    /// The last frame; the document's out point is one more, so that the
    /// last frame (the final text) is shown.
    let lastFrame: Int
    /// Pixels per font unit.
    let unit: Double
    /// Height of a line of text: one face of a strip.
    let line: Double
    /// Where the baseline sits in a line, from its top.
    let baseline: Double
    private let write: (String) -> Void
    private var pending = ""
    private var glyphs: [Character: (id: String, advance: Double)] = [:]
    private var glyphOrder: [(Character, String)] = []
    /// The outlines of a TrueType font's glyphs, as first met.
    private var outlines: [Character: [TrueTypeFont.Contour]] = [:]
    private var layers: [(Double) -> String] = []
    private var assetCount = 0
    private var isFirstAsset = true

    /// The most frames a document holds: a longer timeline ends there.
    static let mostFrames = 100_000_000.0

    /// A composition for `duration` in `style`, written to `write`. A frame
    /// rate or font size that is not a positive number is the default's
    /// (60, 48), and both are clamped (at most 1,000 frames a second,
    /// 10,000 pixels): every conversion below is total.
    init(duration: Duration, style: LottieStyle, write: @escaping (String) -> Void) {
        var style = style
        let defaults = LottieStyle()
        if !(style.framesPerSecond.isFinite && style.framesPerSecond > 0) {
            style.framesPerSecond = defaults.framesPerSecond
        }
        if !(style.fontSize.isFinite && style.fontSize > 0) { style.fontSize = defaults.fontSize }
        style.framesPerSecond = min(style.framesPerSecond, 1000)
        style.fontSize = min(style.fontSize, 10_000)
        self.style = style
        self.write = write
        let frames = min(max(duration.seconds * style.framesPerSecond, 0), Self.mostFrames)
        lastFrame = max(Int((frames - 1e-6).rounded(.up)), 0)
        unit = style.fontSize * 0.07
        line = style.fontSize * 1.25
        baseline = line / 2 + style.fontSize * 0.35
        emit(
            "{\"v\":\"5.7.4\",\"fr\":\(LottieJSON.number(style.framesPerSecond)),\"ip\":0,\"op\":\(lastFrame + 1),"
                + "\"nm\":\"Tally\",\"ddd\":0,\"assets\":[")
    }

    /// The out point of the whole animation, for layers that last to the end.
    var outPoint: Int { lastFrame + 1 }

    /// The instant of frame `index`: the timeline's own end for the last.
    func instant(ofFrame index: Int, duration: Duration) -> Duration {
        guard index < lastFrame else { return duration }
        return .nanoseconds(Int64((Double(index) * 1e9 / style.framesPerSecond).rounded()))
    }

    /// The frame (maybe fractional) at `instant`.
    func frame(at instant: Duration) -> Double {
        instant.seconds * style.framesPerSecond
    }

    /// The asset id of `character`'s glyph and its advance in pixels, or
    /// nil when the font has no such character.
    func glyph(_ character: Character) -> (id: String, advance: Double)? {
        if let known = glyphs[character] { return known }
        let advance: Double
        switch style.font.source {
        case .stroke:
            guard let outline = StrokeText.outline(of: character) else { return nil }
            advance = outline.advance * unit
        case .trueType(let font):
            // A character of one scalar that the font maps, its outline
            // readable (a damaged glyph counts as missing).
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                let glyph = font.glyph(for: scalar), let contours = try? font.contours(of: glyph)
            else { return nil }
            outlines[character] = contours
            advance = font.advance(of: glyph) * style.fontSize / font.unitsPerEm
        }
        let id = "g\(glyphOrder.count)"
        let entry = (id, advance)
        glyphs[character] = entry
        glyphOrder.append((character, id))
        return entry
    }

    /// The width of `text` in pixels (characters without a glyph take none).
    func width(of text: String) -> Double {
        text.reduce(0) { $0 + (glyph($1)?.advance ?? 0) }
    }

    /// A fresh asset id with `prefix`.
    func newAssetID(_ prefix: String) -> String {
        assetCount += 1
        return "\(prefix)\(assetCount)"
    }

    /// Writes an asset now.
    func addAsset(_ json: String) {
        emit(isFirstAsset ? json : "," + json)
        isFirstAsset = false
    }

    /// Adds a layer of the main composition, above the ones added later;
    /// `make` is called with the document's width once it is known.
    func addLayer(_ make: @escaping (_ width: Double) -> String) {
        layers.append(make)
    }

    /// The layers of `text` set from `x` (pixels, its left edge) on a line
    /// whose top is `top`, shown from `inPoint` to `outPoint`, each as
    /// opaque as `opacity` (a property; opacity is not passed on to a
    /// layer's children): one precomposition layer a glyph. Returns them
    /// as JSON, in order.
    func glyphLayers(
        _ text: String, x: Double, top: Double, inPoint: Double, outPoint: Double,
        opacity: String = LottieJSON.fixed("100")
    ) -> [String] {
        var left = x
        var result: [String] = []
        for character in text {
            guard let glyph = glyph(character) else { continue }
            if character != " " {
                result.append(
                    Self.precompLayer(
                        asset: glyph.id, width: glyphBox(glyph.advance),
                        height: Int(line.rounded(.up)), inPoint: inPoint, outPoint: outPoint,
                        transform: LottieJSON.transform(position: LottieJSON.fixed(left, top), opacity: opacity)))
            }
            left += glyph.advance
        }
        return result
    }

    /// The width of a glyph's box, whole pixels.
    func glyphBox(_ advance: Double) -> Int {
        max(Int(advance.rounded(.up)), 1)
    }

    /// A precomposition layer (`layers/precomposition-layer.json`), with
    /// a mask when given one: `hasMask` is set, which lottie-web needs to
    /// draw a masked layer at all and rlottie to apply the mask. Its
    /// content's frame 0 is at frame `start` of the composition around
    /// (`st`). A `name` (`nm`) says what it shows.
    static func precompLayer(
        index: Int? = nil, asset: String, width: Int, height: Int, inPoint: Double, outPoint: Double,
        transform: String, mask: String? = nil, parent: Int? = nil, start: Int = 0, name: String? = nil
    ) -> String {
        var json = "{\"ty\":0,"
        if let name { json += "\"nm\":\(LottieJSON.string(name))," }
        if let index { json += "\"ind\":\(index)," }
        if let parent { json += "\"parent\":\(parent)," }
        json += "\"refId\":\"\(asset)\",\"w\":\(width),\"h\":\(height),\(span(inPoint, outPoint)),"
        json += "\"st\":\(start),\"sr\":1,\"ks\":\(transform)"
        if let mask {
            // Mask mode "a" (add) and a closed path (helpers/mask.json).
            json += ",\"hasMask\":true,\"masksProperties\":[{\"mode\":\"a\",\"inv\":false,\"pt\":\(mask),"
            json += "\"o\":\(LottieJSON.fixed("100"))}]"
        }
        return json + "}"
    }

    /// A null layer (`layers/null-layer.json`): a transform its children
    /// follow, itself following its `parent`'s when given one.
    static func nullLayer(index: Int, inPoint: Double, outPoint: Double, transform: String, parent: Int? = nil)
        -> String
    {
        let parent = parent.map { "\"parent\":\($0)," } ?? ""
        return "{\"ty\":3,\"ind\":\(index),\(parent)\(span(inPoint, outPoint)),\"st\":0,\"sr\":1,\"ks\":\(transform)}"
    }

    /// A layer's in and out points for a layer shown from frame `start`
    /// up to (not including) frame `end`, both moved half a frame earlier:
    /// players disagree on whether the out point is shown (lottie-web and
    /// ThorVG hide the layer there, rlottie draws it), and half a frame
    /// away from every whole frame all agree.
    static func span(_ start: Double, _ end: Double) -> String {
        "\"ip\":\(LottieJSON.number(start - 0.4)),\"op\":\(LottieJSON.number(end - 0.6))"
    }

    /// A precomposition asset (`assets/precomposition.json`) of `layers`.
    static func precompAsset(id: String, layers: [String]) -> String {
        "{\"id\":\"\(id)\",\"layers\":[" + layers.joined(separator: ",") + "]}"
    }

    /// Writes the glyph assets, the layers (the background last, so at the
    /// bottom) and the size, and hands out the rest of the text.
    func finish(width: Double, height: Double) {
        for (character, id) in glyphOrder {
            switch style.font.source {
            case .stroke:
                guard let outline = StrokeText.outline(of: character) else { continue }
                addAsset(glyphAsset(id: id, name: character, strokes: outline.strokes))
            case .trueType(let font):
                addAsset(filledGlyphAsset(id: id, name: character, font: font, contours: outlines[character] ?? []))
            }
        }
        emit("],\"layers\":[")
        // A layer of nothing (a space) is left out.
        var all = layers.map { $0(width) }.filter { !$0.isEmpty }
        // The layers' closures hold this composition: let it go.
        layers = []
        if let background = style.background {
            let rectangle = LottieJSON.rectangle(x: 0, y: 0, width: width, height: height)
            all.append(
                "{\"ty\":4,\(Self.span(0, Double(outPoint))),\"st\":0,\"sr\":1,"
                    + "\"ks\":\(LottieJSON.transform()),\"shapes\":[{\"ty\":\"gr\",\"it\":[{\"ty\":\"sh\","
                    + "\"ks\":\(LottieJSON.fixed(rectangle))},{\"ty\":\"fl\",\"c\":\(LottieJSON.fixed(LottieJSON.color(background))),"
                    + "\"o\":\(LottieJSON.fixed("100")),\"r\":1},\(Self.groupTransform)]}]}")
        }
        emit(all.joined(separator: ","))
        emit("],\"w\":\(Int(width.rounded(.up))),\"h\":\(Int(height.rounded(.up)))}")
        if !pending.isEmpty { write(pending) }
        pending = ""
    }

    /// A group's transform (`shapes/transform.json`), the identity.
    static let groupTransform =
        "{\"ty\":\"tr\",\"p\":\(LottieJSON.fixed(0, 0)),\"a\":\(LottieJSON.fixed(0, 0)),"
        + "\"s\":\(LottieJSON.fixed(100, 100)),\"r\":\(LottieJSON.fixed("0")),\"o\":\(LottieJSON.fixed("100"))}"

    /// A glyph as a precomposition of one shape layer: its polylines
    /// stroked, its dots filled, in font units scaled to pixels, the
    /// baseline at ``baseline``.
    private func glyphAsset(id: String, name: Character, strokes: [[Point]]) -> String {
        let pen = StrokeWeight.regular.penRadius(capHeight: 10) * 2
        var paths: [String] = []
        var dots: [String] = []
        for stroke in strokes {
            if stroke.count == 1, let dot = stroke.first {
                let diameter = LottieJSON.number(pen * 1.15)
                dots.append(
                    "{\"ty\":\"el\",\"p\":\(LottieJSON.fixed(dot.x, -dot.y)),\"s\":\(LottieJSON.fixed("[\(diameter),\(diameter)]"))}"
                )
            } else if stroke.count > 1 {
                paths.append("{\"ty\":\"sh\",\"ks\":\(LottieJSON.fixed(LottieOutline.path(stroke)))}")
            }
        }
        var groups: [String] = []
        let color = LottieJSON.fixed(LottieJSON.color(style.foreground))
        let opaque = LottieJSON.fixed("100")
        if !paths.isEmpty {
            groups.append(
                "{\"ty\":\"gr\",\"it\":[" + paths.joined(separator: ",")
                    + ",{\"ty\":\"st\",\"c\":\(color),\"o\":\(opaque),\"w\":\(LottieJSON.fixed(LottieJSON.number(pen))),"
                    + "\"lc\":2,\"lj\":2},\(Self.groupTransform)]}")
        }
        if !dots.isEmpty {
            groups.append(
                "{\"ty\":\"gr\",\"it\":[" + dots.joined(separator: ",")
                    + ",{\"ty\":\"fl\",\"c\":\(color),\"o\":\(opaque),\"r\":1},\(Self.groupTransform)]}")
        }
        let scale = LottieJSON.fixed(unit * 100, unit * 100)
        let layer =
            "{\"ty\":4,\"ind\":1,\(Self.span(0, Double(outPoint))),\"st\":0,\"sr\":1,"
            + "\"ks\":\(LottieJSON.transform(position: LottieJSON.fixed(0, baseline), scale: scale)),"
            + "\"shapes\":[" + groups.joined(separator: ",") + "]}"
        return "{\"id\":\"\(id)\",\"nm\":\(LottieJSON.string(String(name))),\"layers\":[\(layer)]}"
    }

    /// A TrueType glyph as a precomposition of one shape layer: its
    /// contours filled (non-zero winding, as TrueType fills them), in font
    /// units scaled to pixels, the baseline at ``baseline``.
    private func filledGlyphAsset(id: String, name: Character, font: TrueTypeFont, contours: [TrueTypeFont.Contour])
        -> String
    {
        let paths = contours.compactMap(LottieOutline.closedPath).map {
            "{\"ty\":\"sh\",\"ks\":\(LottieJSON.fixed($0))}"
        }
        let color = LottieJSON.fixed(LottieJSON.color(style.foreground))
        let group =
            paths.isEmpty
            ? ""
            : "{\"ty\":\"gr\",\"it\":[" + paths.joined(separator: ",")
                + ",{\"ty\":\"fl\",\"c\":\(color),\"o\":\(LottieJSON.fixed("100")),\"r\":1},\(Self.groupTransform)]}"
        let scale = style.fontSize / font.unitsPerEm * 100
        let layer =
            "{\"ty\":4,\"ind\":1,\(Self.span(0, Double(outPoint))),\"st\":0,\"sr\":1,"
            + "\"ks\":\(LottieJSON.transform(position: LottieJSON.fixed(0, baseline), scale: LottieJSON.fixed(scale, scale))),"
            + "\"shapes\":[\(group)]}"
        return "{\"id\":\"\(id)\",\"nm\":\(LottieJSON.string(String(name))),\"layers\":[\(layer)]}"
    }

    private func emit(_ text: String) {
        pending += text
        if pending.utf8.count >= 1 << 16 {
            write(pending)
            pending = ""
        }
    }
}

extension Duration {
    /// Seconds as a `Double`.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
