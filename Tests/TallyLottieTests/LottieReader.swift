import Foundation
import Testing

/// Reads an exported Lottie document back, independently of the writer:
/// the structure every player needs, and what text it shows at a frame
/// (which glyph assets are visible, left to right), evaluating keyframes,
/// layer times and parents as the format defines them (lottie-spec,
/// `properties/base-keyframe.json`, `layers/layer.json`).
struct LottieReader {
    let root: [String: Any]
    let assets: [String: [String: Any]]
    let line: Double

    init(_ json: String, fontSize: Double = 48) throws {
        root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = root["assets"] as? [[String: Any]] ?? []
        assets = Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0) })
        line = fontSize * 1.25
    }

    var layers: [[String: Any]] { root["layers"] as? [[String: Any]] ?? [] }
    var lastFrame: Int { (root["op"] as? Int ?? 1) - 1 }

    /// Every layer, in the main composition and in the assets.
    var allLayers: [[String: Any]] {
        layers + assets.values.flatMap { $0["layers"] as? [[String: Any]] ?? [] }
    }

    /// The value of a property at `frame`: static, or between the
    /// keyframes around it as the format defines them: a hold keyframe
    /// keeps its value, any other eases to the next keyframe's value along
    /// the cubic Bézier of its `o` and `i` handles; before the first
    /// keyframe its value, after the last the last's. A component of an
    /// array; a split position's x or y.
    static func value(_ property: Any?, at frame: Double, component: Int = 0) -> Double? {
        guard let property = property as? [String: Any] else { return nil }
        if let x = property["x"] as? [String: Any], let y = property["y"] as? [String: Any] {
            return value(component == 0 ? x : y, at: frame)
        }
        func pick(_ any: Any?) -> Double? {
            if let number = any as? Double { return number }
            if let array = any as? [Double] {
                return array.indices.contains(component) ? array[component] : array.first
            }
            return nil
        }
        guard (property["a"] as? Int) == 1 else { return pick(property["k"]) }
        let keyframes = property["k"] as? [[String: Any]] ?? []
        guard var index = keyframes.indices.first else { return nil }
        for (candidate, keyframe) in keyframes.enumerated() where (keyframe["t"] as? Double ?? 0) <= frame {
            index = candidate
        }
        let keyframe = keyframes[index]
        let start = keyframe["t"] as? Double ?? 0
        guard frame > start, (keyframe["h"] as? Int) != 1, index + 1 < keyframes.count,
            let from = pick(keyframe["s"]), let to = pick(keyframes[index + 1]["s"]),
            let out = keyframe["o"] as? [String: Any], let into = keyframe["i"] as? [String: Any]
        else { return pick(keyframe["s"]) }
        let end = keyframes[index + 1]["t"] as? Double ?? start
        let handle = { (point: [String: Any], key: String) in (point[key] as? [Double])?.first ?? 0 }
        let progress = bezier(
            (frame - start) / (end - start), handle(out, "x"), handle(out, "y"), handle(into, "x"), handle(into, "y"))
        return from + (to - from) * progress
    }

    /// CSS `cubic-bezier(x1, y1, x2, y2)` at `x`, solved by bisection.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func curve(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if curve(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return curve((low + high) / 2, y1, y2)
    }

    static func isVisible(_ layer: [String: Any], at frame: Double) -> Bool {
        (layer["ip"] as? Double ?? 0) <= frame && frame < (layer["op"] as? Double ?? 0)
    }

    /// The character a glyph asset draws.
    func character(ofAsset id: String) -> String? {
        assets[id]?["nm"] as? String
    }

    /// A layer's position at `frame`, its parents' (`parent`, by `ind`)
    /// added.
    static func position(of layer: [String: Any], in layers: [[String: Any]], at frame: Double) -> (
        x: Double, y: Double
    ) {
        let transform = layer["ks"] as? [String: Any]
        var x = value(transform?["p"], at: frame) ?? 0
        var y = value(transform?["p"], at: frame, component: 1) ?? 0
        if let parent = layer["parent"] as? Int, let above = layers.first(where: { $0["ind"] as? Int == parent }) {
            let offset = position(of: above, in: layers, at: frame)
            x += offset.x
            y += offset.y
        }
        return (x, y)
    }

    /// The glyphs a precomposition shows at its own `frame`, each at its
    /// top-left corner with its opacity (0...1): every visible layer that
    /// refers to a glyph, and, through every visible layer that refers to
    /// a precomposition, its glyphs at that layer's time (the frame less
    /// its `st`), moved by its position and faded by its opacity (a
    /// parent's opacity is not its children's).
    func glyphs(inAsset id: String, at frame: Double) -> [(x: Double, y: Double, text: String, opacity: Double)] {
        let layers = assets[id]?["layers"] as? [[String: Any]] ?? []
        var result: [(x: Double, y: Double, text: String, opacity: Double)] = []
        for layer in layers where Self.isVisible(layer, at: frame) {
            guard let reference = layer["refId"] as? String else { continue }
            let (x, y) = Self.position(of: layer, in: layers, at: frame)
            let opacity = (Self.value((layer["ks"] as? [String: Any])?["o"], at: frame) ?? 100) / 100
            if let text = character(ofAsset: reference) {
                result.append((x, y, text, opacity))
            } else {
                let time = frame - (layer["st"] as? Double ?? 0)
                result += glyphs(inAsset: reference, at: time).map {
                    ($0.x + x, $0.y + y, $0.text, $0.opacity * opacity)
                }
            }
        }
        return result
    }

    /// The text the main composition shows at `frame`: each visible layer's
    /// glyph (placed with its parents' positions added), or the glyph whose top sits at the top of a masked layer's
    /// window (a digit, or a column's words), ordered by x; layers and glyphs more than half
    /// transparent are left out.
    func text(atFrame frame: Double) -> String {
        var glyphs: [(x: Double, text: String)] = []
        for layer in layers where Self.isVisible(layer, at: frame) {
            guard let reference = layer["refId"] as? String, assets[reference] != nil else { continue }
            let transform = layer["ks"] as? [String: Any]
            if let opacity = Self.value(transform?["o"], at: frame), opacity < 50 { continue }
            let x = Self.position(of: layer, in: layers, at: frame).x
            if let character = character(ofAsset: reference) {
                glyphs.append((x, character))
                continue
            }
            let inside = self.glyphs(inAsset: reference, at: frame - (layer["st"] as? Double ?? 0))
            if layer["masksProperties"] != nil {
                // Words of several glyphs (" €") read left to right; a
                // window with a glyph part in view and none in place reads "?".
                let seen = inside.filter { $0.opacity >= 0.5 }
                let shown = seen.filter { abs($0.y) < 0.01 }.sorted { $0.x < $1.x }
                let partly = seen.contains { abs($0.y) < line }
                glyphs.append((x, shown.isEmpty ? (partly ? "?" : "") : shown.map(\.text).joined()))
            } else {
                glyphs += inside.filter { $0.opacity >= 0.5 }.map { (x + $0.x, $0.text) }
            }
        }
        return glyphs.sorted { $0.x < $1.x }.map(\.text).joined()
    }
}
