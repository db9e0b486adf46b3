import TallyCore

/// A timeline's text, exact at every frame, as Lottie layers that share
/// what repeats.
///
/// The frames are cut into stretches in which the text keeps its shape
/// (as many characters, the same ones wherever it is not a digit). In a
/// stretch, a character that never changes is one glyph layer; a digit
/// that changes is a window (a layer masked to one line) onto a strip of
/// the ten digits, defined once for the whole document, moved by hold
/// keyframes only at the frames where that digit changes. A stretch's
/// layers are shown from its first frame to its last (their in and out
/// points), so no keyframe switches anything on or off.
struct LottieTextTrack {
    private let composition: LottieComposition
    /// The digit strip's asset id, once it is written.
    private var stripID: String?
    /// The widest text, in pixels.
    private(set) var widest = 0.0

    init(_ composition: LottieComposition) {
        self.composition = composition
    }

    /// A stretch of frames that keep the text's shape.
    private struct Stretch {
        let start: Int
        let characters: [Character]
        /// Indices of the digits.
        let slots: [Int]
        /// Per slot: the frames where its digit changes, and the digit.
        var changes: [[(frame: Int, digit: Int)]]

        init(start: Int, characters: [Character]) {
            self.start = start
            self.characters = characters
            slots = characters.indices.filter { Self.digit(characters[$0]) != nil }
            changes = slots.map { [(start, Self.digit(characters[$0]) ?? 0)] }
        }

        static func digit(_ character: Character) -> Int? {
            guard let ascii = character.asciiValue, (48...57).contains(ascii) else { return nil }
            return Int(ascii - 48)
        }

        /// Records `characters` at `frame` if they keep this stretch's shape.
        mutating func extend(_ text: [Character], at frame: Int) -> Bool {
            guard text.count == characters.count else { return false }
            for index in text.indices where text[index] != characters[index] {
                if Self.digit(text[index]) == nil || Self.digit(characters[index]) == nil { return false }
            }
            for (number, index) in slots.enumerated() {
                let digit = Self.digit(text[index]) ?? 0
                if changes[number][changes[number].count - 1].digit != digit {
                    changes[number].append((frame, digit))
                }
            }
            return true
        }
    }

    /// Adds the layers of `timeline`'s text at every frame, centred
    /// across, its line's top at `top`.
    mutating func add<T: FrameTimeline>(_ timeline: T, top: Double, text: (T.Frame) -> String) {
        var stretch: Stretch?
        for frame in 0...composition.lastFrame {
            let characters = Array(
                text(timeline.frame(at: composition.instant(ofFrame: frame, duration: timeline.duration))))
            if var current = stretch {
                if current.extend(characters, at: frame) {
                    stretch = current
                    continue
                }
                close(current, end: frame, top: top)
            }
            stretch = Stretch(start: frame, characters: characters)
        }
        if let stretch { close(stretch, end: composition.outPoint, top: top) }
    }

    /// The layers of a stretch that ends before `end`.
    private mutating func close(_ stretch: Stretch, end: Int, top: Double) {
        let composition = composition
        let text = String(stretch.characters)
        let textWidth = composition.width(of: text)
        widest = max(widest, textWidth)
        var offset = 0.0
        var slot = 0
        let line = composition.line
        for (index, character) in stretch.characters.enumerated() {
            defer { offset += composition.glyph(character)?.advance ?? 0 }
            let isSlot = slot < stretch.slots.count && stretch.slots[slot] == index
            if isSlot { slot += 1 }
            guard isSlot, stretch.changes[slot - 1].count > 1, let glyph = composition.glyph(character) else {
                let x = offset
                composition.addLayer { width in
                    composition.glyphLayers(
                        String(character), x: (width - textWidth) / 2 + x, top: top, inPoint: Double(stretch.start),
                        outPoint: Double(end)
                    ).joined(separator: ",")
                }
                continue
            }
            let strip = digitStrip()
            let id = composition.newAssetID("s")
            let box = composition.glyphBox(glyph.advance)
            let keyframes = stretch.changes[slot - 1].map { change in
                LottieJSON.hold(Double(change.frame), LottieJSON.number(-Double(change.digit) * line))
            }
            // A split position (`properties/split-position.json`): only y moves.
            let position = "{\"s\":true,\"x\":\(LottieJSON.fixed("0")),\"y\":\(LottieJSON.animated(keyframes))}"
            composition.addAsset(
                LottieComposition.precompAsset(
                    id: id,
                    layers: [
                        LottieComposition.precompLayer(
                            index: 1, asset: strip, width: box, height: Int((line * 10).rounded(.up)), inPoint: 0,
                            outPoint: Double(composition.outPoint), transform: LottieJSON.transform(position: position))
                    ]))
            let x = offset
            let mask = LottieJSON.fixed(LottieJSON.rectangle(x: 0, y: 0, width: glyph.advance, height: line))
            composition.addLayer { width in
                LottieComposition.precompLayer(
                    asset: id, width: box, height: Int(line.rounded(.up)), inPoint: Double(stretch.start),
                    outPoint: Double(end),
                    transform: LottieJSON.transform(position: LottieJSON.fixed((width - textWidth) / 2 + x, top)),
                    mask: mask)
            }
        }
    }

    /// The strip of the ten digits, digit d at d lines down: written the
    /// first time it is needed.
    private mutating func digitStrip() -> String {
        if let stripID { return stripID }
        let composition = composition
        let id = composition.newAssetID("d")
        let layers = (0...9).flatMap { digit in
            composition.glyphLayers(
                String(digit), x: 0, top: Double(digit) * composition.line, inPoint: 0,
                outPoint: Double(composition.outPoint))
        }
        composition.addAsset(LottieComposition.precompAsset(id: id, layers: layers))
        stripID = id
        return id
    }
}
