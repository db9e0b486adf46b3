import Foundation
import Testing

/// Reads an exported Lottie document back, independently of the writer:
/// the structure every player needs, and what text it shows at a frame
/// (which glyph assets are visible, left to right), evaluating hold
/// keyframes as the format defines them (lottie-spec,
/// `properties/base-keyframe.json`).
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

    /// The value of a property at `frame`: static, or the last keyframe at
    /// or before it (the first before any); a component of an array.
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
        var chosen = keyframes.first
        for keyframe in keyframes where (keyframe["t"] as? Double ?? 0) <= frame { chosen = keyframe }
        return pick(chosen?["s"])
    }

    static func isVisible(_ layer: [String: Any], at frame: Double) -> Bool {
        (layer["ip"] as? Double ?? 0) <= frame && frame < (layer["op"] as? Double ?? 0)
    }

    /// The character a glyph asset draws.
    func character(ofAsset id: String) -> String? {
        assets[id]?["nm"] as? String
    }

    /// The glyph of the face at vertical offset `y` in a strip's layers.
    private func face(at y: Double, in layers: [[String: Any]]) -> String? {
        for layer in layers where layer["refId"] != nil {
            guard let top = Self.value((layer["ks"] as? [String: Any])?["p"], at: 0, component: 1) else { continue }
            if abs(top - y) < 0.01 { return character(ofAsset: layer["refId"] as? String ?? "") }
        }
        return nil
    }

    /// The text the main composition shows at `frame`: each visible layer's
    /// glyph (through its window onto a strip), ordered by x; columns
    /// fully transparent are left out.
    func text(atFrame frame: Double) -> String {
        var glyphs: [(x: Double, text: String)] = []
        for layer in layers where Self.isVisible(layer, at: frame) {
            guard let reference = layer["refId"] as? String, let asset = assets[reference] else { continue }
            let transform = layer["ks"] as? [String: Any]
            if let opacity = Self.value(transform?["o"], at: frame), opacity < 50 { continue }
            let x = Self.value(transform?["p"], at: frame) ?? 0
            if let character = asset["nm"] as? String {
                glyphs.append((x, character))
                continue
            }
            let inner = asset["layers"] as? [[String: Any]] ?? []
            guard let mover = inner.first else { continue }
            let offset = Self.value((mover["ks"] as? [String: Any])?["p"], at: frame, component: 1) ?? 0
            if let strip = mover["refId"] as? String {
                // A counter's digit: a window onto the shared digit strip.
                let faces = assets[strip]?["layers"] as? [[String: Any]] ?? []
                glyphs.append((x, face(at: -offset, in: faces) ?? "?"))
            } else if let faceText = face(at: -offset, in: Array(inner.dropFirst())) {
                // An odometer's column: faces parented to a moving null layer.
                glyphs.append((x, faceText))
            }
        }
        return glyphs.sorted { $0.x < $1.x }.map(\.text).joined()
    }
}
